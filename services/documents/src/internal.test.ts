import { randomUUID } from 'node:crypto';
import {
  candidateProfilesResponse,
  internalCandidateResponse,
  internalJobResponse,
  pairLookupResponse,
  pairProfilesResponse,
} from '@shortlist/contracts';
import request from 'supertest';
import { startTestDocuments, type TestDocuments } from './test-app';
import { aCandidate, aJob } from './test-support/factories';

// Each file starts a real app (database, Redis, parser threads); PGlite and PDF parsing are slow.
jest.setTimeout(60_000);

// The matching service reads records and profiles here, naming the owner it acts for.
describe('internal API', () => {
  let t: TestDocuments;
  const owner = randomUUID();
  const ids: { job?: string; candidates: string[] } = { candidates: [] };
  beforeAll(async () => {
    t = await startTestDocuments();
    const auth = t.bearer(owner);
    for (const name of ['Sarah Connor', 'Kyle Reese']) {
      ids.candidates.push((await aCandidate(t, { name, skills: ['Python', 'AWS'], as: auth })).id);
    }
    const job = await aJob(t, {
      title: 'Cloud Engineer',
      company: 'Cyberdyne',
      skills: ['AWS', 'Python'],
      as: auth,
    });
    ids.job = job.id;
  });
  afterAll(() => t.close());

  const internal = () => ({
    get: (path: string) =>
      request(t.app).get(path).set('x-internal-token', t.config.INTERNAL_TOKEN),
    post: (path: string, body: object) =>
      request(t.app).post(path).set('x-internal-token', t.config.INTERNAL_TOKEN).send(body),
  });

  test('a job and its profile, for its owner', async () => {
    const res = await internal().get(`/internal/jobs/${ids.job}?ownerId=${owner}`);
    expect(res.status).toBe(200);
    const body = internalJobResponse.parse(res.body);
    expect(body.job.title).toBe('Cloud Engineer');
    expect(body.profile.requiredSkills.map((s) => s.skill)).toEqual(
      expect.arrayContaining(['AWS', 'Python']),
    );
    expect(body.profile.text).toContain('Cyberdyne');
  });

  test('a candidate and its profile, for its owner', async () => {
    const res = await internal().get(`/internal/candidates/${ids.candidates[0]}?ownerId=${owner}`);
    expect(res.status).toBe(200);
    const body = internalCandidateResponse.parse(res.body);
    expect(body.candidate.name).toBe('Sarah Connor');
    expect(body.profile.skills.map((s) => s.skill)).toEqual(
      expect.arrayContaining(['Python', 'AWS']),
    );
  });

  test("another owner's ids, unknown ids and malformed ids are 404", async () => {
    const stranger = randomUUID();
    for (const path of [
      `/internal/jobs/${ids.job}?ownerId=${stranger}`,
      `/internal/candidates/${ids.candidates[0]}?ownerId=${stranger}`,
      `/internal/candidates/${randomUUID()}?ownerId=${owner}`,
      `/internal/jobs/nope?ownerId=${owner}`,
    ]) {
      expect((await internal().get(path)).status).toBe(404);
    }
    expect((await internal().get(`/internal/jobs/${ids.job}`)).status).toBe(400);
  });

  test('lookup answers only the owner’s candidates, newest first', async () => {
    const stranger = randomUUID();
    const all = await internal().post('/internal/candidates/lookup', {
      ownerId: owner,
      ids: 'all',
    });
    expect(all.body).toEqual({
      candidates: [
        { id: ids.candidates[1], name: 'Kyle Reese' },
        { id: ids.candidates[0], name: 'Sarah Connor' },
      ],
    });
    const some = await internal().post('/internal/candidates/lookup', {
      ownerId: owner,
      ids: [ids.candidates[0], randomUUID(), 'garbage'],
    });
    expect(some.body).toEqual({ candidates: [{ id: ids.candidates[0], name: 'Sarah Connor' }] });
    const theirs = await internal().post('/internal/candidates/lookup', {
      ownerId: stranger,
      ids: 'all',
    });
    expect(theirs.body).toEqual({ candidates: [] });
    expect((await internal().post('/internal/candidates/lookup', { ownerId: owner })).status).toBe(
      400,
    );
  });

  test('lookup with details adds what tells candidates apart on a board: headline, location, email', async () => {
    const res = await internal().post('/internal/candidates/lookup', {
      ownerId: owner,
      ids: [ids.candidates[0]],
      details: true,
    });
    expect(res.body).toEqual({
      candidates: [
        {
          id: ids.candidates[0],
          name: 'Sarah Connor',
          headline: expect.any(String),
          location: expect.stringContaining('Austin'),
          email: 'sarah.connor@example.com',
        },
      ],
    });
  });

  test('profiles answers many of the owner’s candidates at once, as the single route does, less the sections scoring never reads', async () => {
    const res = await internal().post('/internal/candidates/profiles', {
      ownerId: owner,
      ids: [...ids.candidates, randomUUID(), 'garbage'],
    });
    expect(res.status).toBe(200);
    const many = candidateProfilesResponse.parse(res.body).candidates;
    expect(many.map((c) => c.candidate.id).sort()).toEqual([...ids.candidates].sort());
    const one = await internal().get(`/internal/candidates/${ids.candidates[0]}?ownerId=${owner}`);
    const single = internalCandidateResponse.parse(one.body);
    expect(single.profile.sections.length).toBeGreaterThan(0);
    expect(many.find((c) => c.candidate.id === ids.candidates[0])).toEqual({
      ...single,
      profile: { ...single.profile, sections: [] },
    });
    const theirs = await internal().post('/internal/candidates/profiles', {
      ownerId: randomUUID(),
      ids: ids.candidates,
    });
    expect(theirs.body).toEqual({ candidates: [] });
    const none = await internal().post('/internal/candidates/profiles', {
      ownerId: owner,
      ids: [],
    });
    expect(none.status).toBe(400);
  });

  test('pairs answers the candidate’s name and the job’s title, and 404 naming whichever is not the owner’s', async () => {
    const [candidateId] = ids.candidates;
    const res = await internal().get(`/internal/pairs/${candidateId}/${ids.job}?ownerId=${owner}`);
    expect(res.status).toBe(200);
    expect(pairLookupResponse.parse(res.body)).toEqual({
      candidate: { id: candidateId, name: 'Sarah Connor' },
      job: { id: ids.job, title: 'Cloud Engineer' },
    });
    const stranger = randomUUID();
    const theirs = await internal().get(
      `/internal/pairs/${candidateId}/${ids.job}?ownerId=${stranger}`,
    );
    expect(theirs.status).toBe(404);
    const noJob = await internal().get(
      `/internal/pairs/${candidateId}/${randomUUID()}?ownerId=${owner}`,
    );
    expect([noJob.status, noJob.body.error]).toEqual([404, 'Job description not found']);
    const noCandidate = await internal().get(`/internal/pairs/garbage/${ids.job}?ownerId=${owner}`);
    expect([noCandidate.status, noCandidate.body.error]).toEqual([404, 'Candidate not found']);
  });

  test('pair profiles answers both documents as their single routes do, and 404 naming the one not the owner’s', async () => {
    const [candidateId] = ids.candidates;
    const res = await internal().get(
      `/internal/pairs/${candidateId}/${ids.job}/profiles?ownerId=${owner}`,
    );
    expect(res.status).toBe(200);
    const one = (path: string) => internal().get(`${path}?ownerId=${owner}`);
    expect(pairProfilesResponse.parse(res.body)).toEqual({
      candidate: (await one(`/internal/candidates/${candidateId}`)).body,
      job: (await one(`/internal/jobs/${ids.job}`)).body,
    });
    const noJob = await internal().get(
      `/internal/pairs/${candidateId}/${randomUUID()}/profiles?ownerId=${owner}`,
    );
    expect([noJob.status, noJob.body.error]).toEqual([404, 'Job description not found']);
    const theirs = await internal().get(
      `/internal/pairs/${candidateId}/${ids.job}/profiles?ownerId=${randomUUID()}`,
    );
    expect(theirs.status).toBe(404);
  });

  test('without the service credential the internal API is closed, even to a signed-in user', async () => {
    expect((await request(t.app).get(`/internal/jobs/${ids.job}?ownerId=${owner}`)).status).toBe(
      403,
    );
    const withUserToken = await request(t.app)
      .get(`/internal/jobs/${ids.job}?ownerId=${owner}`)
      .set('authorization', t.bearer(owner));
    expect(withUserToken.status).toBe(403);
    const wrong = await request(t.app)
      .get(`/internal/jobs/${ids.job}?ownerId=${owner}`)
      .set('x-internal-token', 'x'.repeat(t.config.INTERNAL_TOKEN.length));
    expect(wrong.status).toBe(403);
  });
});
