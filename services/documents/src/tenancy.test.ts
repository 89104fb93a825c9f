import request from 'supertest';
import { startTestDocuments, type TestDocuments } from './test-app';
import { aCandidate, aJob } from './test-support/factories';

// Each file starts a real app (database, Redis, parser threads); PGlite and PDF parsing are slow.
jest.setTimeout(60_000);

// Every record belongs to the user who uploaded it. Another user's id answers exactly what a
// missing id answers, so ids cannot be probed.
describe('tenancy', () => {
  let t: TestDocuments;
  let alice: string;
  let bob: string;
  let candidateId: string;
  let jobId: string;
  beforeAll(async () => {
    t = await startTestDocuments();
    alice = t.bearer();
    bob = t.bearer();
    const c = await aCandidate(t, { name: 'Alice Owner', skills: ['Rust'], as: alice });
    const j = await aJob(t, {
      title: 'Rust Engineer',
      company: 'Ferrous Inc',
      skills: ['Rust'],
      as: alice,
    });
    candidateId = c.id;
    jobId = j.id;
  });
  afterAll(() => t.close());

  const as = (token: string) => ({
    get: (path: string) => request(t.app).get(path).set('authorization', token),
    del: (path: string) => request(t.app).delete(path).set('authorization', token),
  });

  test("another user's lists do not show them", async () => {
    for (const path of ['/api/candidates', '/api/job-descriptions', '/api/candidates?q=alice']) {
      const res = await as(bob).get(path);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
      expect(res.headers['x-total-count']).toBe('0');
    }
  });

  test.each([
    ['candidate', () => `/api/candidates/${candidateId}`],
    ['candidate file', () => `/api/candidates/${candidateId}/file`],
    ['job', () => `/api/job-descriptions/${jobId}`],
    ['job file', () => `/api/job-descriptions/${jobId}/file`],
  ])('another user cannot read the %s: 404 as if it did not exist', async (_what, path) => {
    const res = await as(bob).get(path());
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });

  test('another user cannot delete them, and the owner still has them unchanged', async () => {
    const before = await as(alice).get(`/api/candidates/${candidateId}`);
    expect((await as(bob).del(`/api/candidates/${candidateId}`)).status).toBe(404);
    expect((await as(bob).del(`/api/job-descriptions/${jobId}`)).status).toBe(404);
    const after = await as(alice).get(`/api/candidates/${candidateId}`);
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before.body);
    expect((await as(alice).get(`/api/job-descriptions/${jobId}`)).status).toBe(200);
    expect((await as(alice).get(`/api/candidates/${candidateId}/file`)).status).toBe(200);
    expect((await as(alice).get('/api/candidates')).headers['x-total-count']).toBe('1');
  });

  test('no token or a bad token gets 401', async () => {
    expect((await request(t.app).get('/api/candidates')).status).toBe(401);
    expect((await as('Bearer not-a-token').get('/api/job-descriptions')).status).toBe(401);
  });
});
