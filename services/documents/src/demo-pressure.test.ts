import request from 'supertest';
import { demoBudgetMessage, demoOneAtATimeMessage } from './demo-limits';
import { startTestDocuments, type TestDocuments } from './test-app';
import { resumePdf, slowPdf } from '@shortlist/test-support';

jest.setTimeout(120_000);

// The attack of issue #14: anonymous visitors send PDFs that take a parser thread seconds each,
// and a signed-in recruiter's ordinary upload used to wait behind them. Demo files now parse in
// their own pool under per-IP limits; accounts keep theirs.
describe('demo parsing under pressure', () => {
  let t: TestDocuments;
  let slow: Buffer;
  beforeAll(async () => {
    t = await startTestDocuments({
      // One account thread, as on a small pod: without a separate demo pool it would be taken.
      PARSE_THREADS: '1',
      DEMO_PARSE_CPU_MS_PER_HOUR: '1000',
      DEMO_PARSE_PER_HOUR: '100',
    });
    slow = await slowPdf(10, 150_000);
  });
  afterAll(() => t.close());

  const demo = (bytes: Buffer, ip: string, name = 'slow.pdf') =>
    request(t.app)
      .post('/api/demo/parse?kind=candidate')
      .set('x-forwarded-for', ip)
      .attach('file', bytes, name);
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise((r) => setTimeout(r, 20));
  };

  test('with four slow demo files in flight, a signed-in upload completes before any of them', async () => {
    const ips = ['203.0.113.31', '203.0.113.32', '203.0.113.33', '203.0.113.34'];
    const answered: string[] = [];
    const demos = ips.map((ip) =>
      demo(slow, ip).then((res) => {
        answered.push(ip);
        return res;
      }),
    );
    await until(() => t.demoParsesStarted() === 4);

    // A second file from a visitor already being served waits for nobody: it is refused.
    const second = await demo(await resumePdf('Rose Tyler', ['Go']), ips[0]!, 'rose.pdf');
    expect(second.status).toBe(429);
    expect(second.body).toEqual({ error: demoOneAtATimeMessage, code: 'rate_limited' });

    const upload = await request(t.app)
      .post('/api/candidates')
      .set('authorization', t.bearer())
      .attach('file', await resumePdf('Martha Jones', ['Kubernetes']), 'martha.pdf');
    expect(upload.status).toBe(201);
    expect(upload.body.name).toBe('Martha Jones');
    expect(answered).toEqual([]);

    // Each slow file is answered in the end: read, or refused as taking too long.
    for (const res of await Promise.all(demos)) {
      expect([200, 422]).toContain(res.status);
      if (res.status === 422) expect(res.body.code).toBe('unprocessable_file');
    }
    // Those visitors have used their parser time for the hour.
    const spent = await demo(await resumePdf('Rose Tyler', ['Go']), ips[1]!, 'rose.pdf');
    expect(spent.status).toBe(429);
    expect(spent.body).toEqual({ error: demoBudgetMessage, code: 'rate_limited' });
    expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('a demo file of more pages than the demo allows is refused without reading them', async () => {
    const res = await demo(await slowPdf(11, 10), '203.0.113.40', 'long.pdf');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      error: 'This file has more than 10 pages and was refused.',
      code: 'unprocessable_file',
    });
    // The same pages are fine for an account.
    const upload = await request(t.app)
      .post('/api/candidates')
      .set('authorization', t.bearer())
      .attach('file', await slowPdf(11, 10), 'long.pdf');
    expect(upload.status).toBe(201);
  });
});
