import request from 'supertest';
import { jobPdf, resumePdf } from '@shortlist/test-support';
import { startTestDocuments, type TestDocuments } from '../test-app';

jest.setTimeout(60_000);

// A repeated upload of the same job file (issue #29, item 7) answered the old, maybe edited job
// as if it were new. It still answers the existing job, marked so (duplicateOf), and `?copy=true`
// makes the fresh job a recruiter asks for.
describe('uploading a job file again', () => {
  let t: TestDocuments;
  beforeAll(async () => {
    t = await startTestDocuments();
  });
  afterAll(() => t.close());

  const upload = (route: string, bytes: Buffer, as: string) =>
    request(t.app).post(route).set('authorization', as).attach('file', bytes, 'job.pdf');

  test('answers the existing job with its flag; ?copy=true makes a fresh job', async () => {
    const as = t.bearer();
    const pdf = await jobPdf('Java Developer', 'Acme', ['Java', 'Spring']);
    const first = await upload('/api/job-descriptions', pdf, as);
    expect(first.status).toBe(201);
    expect(first.body.duplicateOf).toBeNull();

    const again = await upload('/api/job-descriptions', pdf, as);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, duplicateOf: first.body.id });

    const copy = await upload('/api/job-descriptions?copy=true', pdf, as);
    expect(copy.status).toBe(201);
    expect(copy.body.id).not.toBe(first.body.id);
    expect(copy.body.duplicateOf).toBeNull();
    expect(copy.body.title).toBe(first.body.title);
    const list = await request(t.app).get('/api/job-descriptions').set('authorization', as);
    expect(list.headers['x-total-count']).toBe('2');

    // A later plain upload still finds the original, not the copy.
    const later = await upload('/api/job-descriptions', pdf, as);
    expect(later.status).toBe(200);
    expect(later.body.duplicateOf).toBe(first.body.id);
    // A second copy is another fresh job.
    const second = await upload('/api/job-descriptions?copy=true', pdf, as);
    expect(second.status).toBe(201);
    expect([first.body.id, copy.body.id]).not.toContain(second.body.id);
  });

  test('a resume is never copied: ?copy=true on candidates still answers the existing one', async () => {
    const as = t.bearer();
    const pdf = await resumePdf('Fox Mulder', ['Go']);
    const first = await upload('/api/candidates', pdf, as);
    const again = await upload('/api/candidates?copy=true', pdf, as);
    expect(again.status).toBe(200);
    expect(again.body.duplicateOf).toBe(first.body.id);
  });

  test('a copy flag that is not true or false is refused', async () => {
    const pdf = await jobPdf('Go Developer', 'Acme', ['Go']);
    const res = await upload('/api/job-descriptions?copy=yes', pdf, t.bearer());
    expect(res.status).toBe(400);
  });
});
