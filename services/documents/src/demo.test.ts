import { count } from 'drizzle-orm';
import request from 'supertest';
import { candidates, files, jobDescriptions } from './db/schema';
import { startTestDocuments, type TestDocuments } from './test-app';
import { docxWithText, jobPdf, pngImage, resumePdf } from '@shortlist/test-support';

// Each file starts a real app (database, Redis, parser threads); PGlite and PDF parsing are slow.
jest.setTimeout(60_000);

// Demo visitors get the real engine without an account; nothing they send is kept.
describe('demo parse', () => {
  let t: TestDocuments;
  beforeAll(async () => {
    t = await startTestDocuments({ DEMO_PARSE_PER_HOUR: '6' });
  });
  afterAll(() => t.close());

  const demo = (kind: string, bytes: Buffer, name: string, ip = '203.0.113.7') =>
    request(t.app)
      .post(`/api/demo/parse?kind=${kind}`)
      .set('x-forwarded-for', ip)
      .attach('file', bytes, name);

  const stored = async () => {
    const [f] = await t.database.db.select({ n: count() }).from(files);
    const [c] = await t.database.db.select({ n: count() }).from(candidates);
    const [j] = await t.database.db.select({ n: count() }).from(jobDescriptions);
    return (f?.n ?? 0) + (c?.n ?? 0) + (j?.n ?? 0);
  };

  test('a resume parses anonymously into a candidate and its profile, and nothing is stored', async () => {
    const res = await demo(
      'candidate',
      await resumePdf('Rose Tyler', ['Python', 'Docker']),
      'rose.pdf',
    );
    expect(res.status).toBe(200);
    expect(res.body.candidate).toMatchObject({
      id: expect.stringMatching(/^demo_/),
      name: 'Rose Tyler',
      email: 'rose.tyler@example.com',
      fileName: 'rose.pdf',
      fileType: 'pdf',
    });
    expect(res.body.candidate.techStack).toEqual(expect.arrayContaining(['Python', 'Docker']));
    expect(res.body.profile.name).toBe('Rose Tyler');
    expect(res.body.profile.text).toContain('Rose Tyler');
    expect(await stored()).toBe(0);
  });

  test('a job description parses into a job and its profile', async () => {
    const res = await demo(
      'job',
      await jobPdf('Site Reliability Engineer', 'Torchwood', ['Kubernetes']),
      'sre.pdf',
    );
    expect(res.status).toBe(200);
    expect(res.body.job).toMatchObject({
      id: expect.stringMatching(/^demo_/),
      title: 'Site Reliability Engineer',
    });
    expect(res.body.job.requiredSkills).toContain('Kubernetes');
    expect(res.body.profile.requiredSkills.map((s: { skill: string }) => s.skill)).toContain(
      'Kubernetes',
    );
    const docx = await demo(
      'job',
      docxWithText(['QA Engineer', 'Requirements', '- Selenium']),
      'qa.docx',
    );
    expect(docx.status).toBe(200);
    expect(await stored()).toBe(0);
  });

  test('bad kinds and bad files are refused as uploads are', async () => {
    expect(
      (await demo('invoice', await resumePdf('X Y', ['Go']), 'x.pdf', '203.0.113.8')).status,
    ).toBe(400);
    const png = await demo('candidate', pngImage(), 'x.pdf', '203.0.113.8');
    expect(png.status).toBe(415);
  });

  test('parsing is rate limited per IP', async () => {
    const ip = '198.51.100.20';
    const pdf = await resumePdf('Jack Harkness', ['Go']);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await demo('candidate', pdf, 'jack.pdf', ip)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const limited = await demo('candidate', pdf, 'jack.pdf', ip);
    expect(limited.body.code).toBe('rate_limited');
    expect(limited.body.error).toContain('limit');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor is not affected.
    expect((await demo('candidate', pdf, 'jack.pdf', '198.51.100.21')).status).toBe(200);
  });
});
