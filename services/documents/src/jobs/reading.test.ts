import type { RequirementModelRecord } from '@shortlist/contracts';
import request from 'supertest';
import { startTestDocuments, type TestDocuments } from '../test-app';
import { jobPdf } from '@shortlist/test-support';

// Each file starts a real app (database, Redis, parser threads); PGlite and PDF parsing are slow.
jest.setTimeout(60_000);

// A recruiter corrects how Shortlist read a job: each save is a new version with a history, and
// matching is asked to score the job's analyses again.
describe('editing a job reading', () => {
  let t: TestDocuments;
  let owner: string;
  let jobId: string;
  let reading: RequirementModelRecord;
  const ownerId = 'recruiter-1';
  beforeAll(async () => {
    t = await startTestDocuments();
    owner = t.bearer(ownerId);
    const res = await request(t.app)
      .post('/api/job-descriptions')
      .set('authorization', owner)
      .attach(
        'file',
        await jobPdf('Backend Engineer', 'Acme', ['Python', 'PostgreSQL', 'Docker']),
        'job.pdf',
      );
    expect(res.status).toBe(201);
    jobId = res.body.id;
    reading = res.body.reading;
  });
  afterAll(() => t.close());

  const put = (body: object, as = owner, id = jobId) =>
    request(t.app).put(`/api/job-descriptions/${id}/reading`).set('authorization', as).send(body);
  const history = (as = owner) =>
    request(t.app).get(`/api/job-descriptions/${jobId}/reading/history`).set('authorization', as);

  test('the job starts at version 1 with the skills of the ad', () => {
    expect(reading.version).toBe(1);
    const skills = reading.requirements.flatMap((r) => r.skills);
    expect(skills).toEqual(expect.arrayContaining(['Python', 'PostgreSQL', 'Docker']));
  });

  test('saving makes version 2, the job serves it, history says what changed, matching is told', async () => {
    const docker = reading.requirements.find((r) => r.skills.includes('Docker'))!;
    const edited: RequirementModelRecord = {
      ...reading,
      minYears: 5,
      requirements: [
        ...reading.requirements
          .filter((r) => r !== docker)
          .map((r) => (r.skills.includes('Python') ? { ...r, kind: 'knockout' as const } : r)),
        // An alias is stored under its canonical name.
        {
          id: 'k1',
          kind: 'must',
          skills: ['k8s'],
          soft: false,
          weight: 1,
          source: 'Added by the recruiter',
        },
      ],
    };
    const res = await put(edited);
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(2);
    expect(res.body.requirements.find((r: { id: string }) => r.id === 'k1').skills).toEqual([
      'Kubernetes',
    ]);

    const job = await request(t.app)
      .get(`/api/job-descriptions/${jobId}`)
      .set('authorization', owner);
    expect(job.body.reading.version).toBe(2);
    expect(job.body.minYears).toBe(5);
    expect(job.body.skills.required).toContain('Kubernetes');
    expect(job.body.skills.required).not.toContain('Docker');

    const h = await history();
    expect(h.status).toBe(200);
    expect(h.body.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(h.body[0].changedBy).toBe(ownerId);
    expect(h.body[0].summary).toMatch(/added Kubernetes \(must-have\)/i);
    expect(h.body[0].summary).toMatch(/Python: must-have → knock-out/);
    expect(h.body[0].summary).toMatch(/removed Docker/);
    expect(h.body[0].summary).toMatch(/minimum years: 3 → 5/);
    expect(h.body[1]).toEqual(
      expect.objectContaining({ changedBy: null, summary: 'Read from the ad' }),
    );

    expect(t.rescoreCalls).toEqual([[jobId, { ownerId, requirementsVersion: 2 }]]);
  });

  test('saving an outdated version is refused, so no edit is silently undone', async () => {
    const res = await put({ ...reading, version: 1 });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/changed meanwhile/);
  });

  /** Saves the job's current reading with one more must-have naming `skill`. */
  async function addMustHave(id: string, skill: string) {
    const current = (
      await request(t.app).get(`/api/job-descriptions/${jobId}`).set('authorization', owner)
    ).body.reading as RequirementModelRecord;
    const added = {
      id,
      kind: 'must' as const,
      skills: [skill],
      soft: false,
      weight: 1,
      source: '',
    };
    return put({ ...current, requirements: [...current.requirements, added] });
  }

  test('a soft skill added as a must-have is kept apart as soft, as when the ad is read', async () => {
    const res = await addMustHave('s1', 'Communication');
    expect(res.status).toBe(200);
    const added = res.body.requirements.find((r: { id: string }) => r.id === 's1');
    expect(added).toMatchObject({ skills: ['Communication'], soft: true });
  });

  test('an unknown skill is refused with its name', async () => {
    const res = await addMustHave('x', 'Blorptran');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/does not know the skill "Blorptran"/);
  });

  test('a body that is not a reading is refused', async () => {
    const res = await put({ version: 2, requirements: 'Python' });
    expect(res.status).toBe(400);
  });

  test("another user's job answers 404, for saving and for history", async () => {
    const stranger = t.bearer('someone-else');
    expect((await put({ ...reading, version: 2 }, stranger)).status).toBe(404);
    expect((await history(stranger)).status).toBe(404);
    expect((await put(reading, owner, 'not-a-job')).status).toBe(404);
  });

  test('skills are suggested from the taxonomy as a recruiter types, without signing in', async () => {
    const res = await request(t.app).get('/api/skills?q=kub');
    expect(res.status).toBe(200);
    expect(res.body[0]).toBe('Kubernetes');
    const alias = await request(t.app).get('/api/skills?q=k8s');
    expect(alias.body[0]).toBe('Kubernetes');
    expect((await request(t.app).get('/api/skills?q=')).body).toEqual([]);
  });
});
