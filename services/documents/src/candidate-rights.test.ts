import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { startTestDocuments, type TestDocuments } from './test-app';
import { resumePdf } from '@shortlist/test-support';

jest.setTimeout(60_000);

// A candidate's rights as the recruiter exercises them for the candidate: an export of everything
// held about them (GDPR Art. 15), and an erasure that reaches matching first (Art. 17). Matching
// is the test app's stand-in here; services/matching/src/candidate-rights.test.ts checks its side.
describe("a candidate's export and erasure", () => {
  let t: TestDocuments;
  let owner: string;
  let auth: string;
  beforeAll(async () => {
    t = await startTestDocuments();
    owner = randomUUID();
    auth = t.bearer(owner);
  });
  afterAll(() => t.close());

  const upload = async (name: string, skills: string[]) => {
    const res = await request(t.app)
      .post('/api/candidates')
      .set('authorization', auth)
      .attach('file', await resumePdf(name, skills), `${name}.pdf`);
    expect(res.status).toBe(201);
    return res.body as { id: string; sha256: string };
  };

  test('the export is a JSON Resume with the stored file, its text and what matching holds', async () => {
    const { id, sha256 } = await upload('Rosa Parks', ['Python', 'Django']);
    const res = await request(t.app).get(`/api/candidates/${id}/export`).set('authorization', auth);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="candidate-${id}.json"`);
    expect(res.body.basics).toMatchObject({ name: 'Rosa Parks' });
    expect(res.body.skills).toEqual(
      expect.arrayContaining([{ name: 'Python' }, { name: 'Django' }]),
    );
    expect(res.body.shortlist).toMatchObject({
      candidate: { id, sha256, name: 'Rosa Parks' },
      analyses: [],
      decisions: [],
      auditEvents: [],
    });
    expect(res.body.shortlist.resumeText).toContain('Rosa Parks');

    const stranger = t.bearer();
    expect(
      (await request(t.app).get(`/api/candidates/${id}/export`).set('authorization', stranger))
        .status,
    ).toBe(404);
  });

  test('deleting a candidate erases them in matching first, then the document', async () => {
    const { id } = await upload('Alan Kay', ['Smalltalk']);
    const del = await request(t.app).delete(`/api/candidates/${id}`).set('authorization', auth);
    expect(del.status).toBe(204);
    expect(t.matching.erased).toContainEqual({ ownerId: owner, candidateId: id });
    expect(
      (await request(t.app).get(`/api/candidates/${id}`).set('authorization', auth)).status,
    ).toBe(404);
  });

  test('while matching is unavailable nothing is deleted, so the erasure can be asked again', async () => {
    const { id } = await upload('Grace Hopper', ['COBOL']);
    t.matching.setDown(true);
    try {
      const del = await request(t.app).delete(`/api/candidates/${id}`).set('authorization', auth);
      expect(del.status).toBe(503);
      expect(
        (await request(t.app).get(`/api/candidates/${id}`).set('authorization', auth)).status,
      ).toBe(200);
    } finally {
      t.matching.setDown(false);
    }
    const again = await request(t.app).delete(`/api/candidates/${id}`).set('authorization', auth);
    expect(again.status).toBe(204);
  });

  test("another user's candidate is not found, and matching is not asked", async () => {
    const { id } = await upload('Ada Byron', ['Mathematics']);
    const before = t.matching.erased.length;
    const del = await request(t.app)
      .delete(`/api/candidates/${id}`)
      .set('authorization', t.bearer());
    expect(del.status).toBe(404);
    expect(t.matching.erased).toHaveLength(before);
  });
});
