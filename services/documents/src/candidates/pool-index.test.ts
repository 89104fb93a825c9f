import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { storedWorkspaceId } from '@shortlist/kit';
import {
  INDEX_VERSION,
  extractJob,
  indexTermsOf,
  postingsOf,
  queryPostingsOf,
  retrievalQueryOf,
} from '@shortlist/matcher';
import { resumePdf } from '@shortlist/test-support';
import { candidateIndex, candidatePostings, candidates } from '../db/schema';
import { startTestDocuments, type TestDocuments } from '../test-app';
import { backfillIndex } from './backfill-index';
import { retrieveCandidates } from './pool-index';
import { candidateStore } from './store';

jest.setTimeout(60_000);

// The pool ranking's index (issue #31): a stored candidate is indexed in its insert's transaction,
// an erased one leaves the index with it, older candidates are indexed in the background, and a
// job's query retrieves the owner's best matches first.

let t: TestDocuments;
beforeAll(async () => {
  t = await startTestDocuments();
});
afterAll(() => t.close());

async function upload(user: string, name: string, skills: string[]) {
  const res = await request(t.app)
    .post('/api/candidates')
    .set('authorization', t.bearer(user))
    .attach('file', await resumePdf(name, skills), `${name}.pdf`);
  expect(res.status).toBe(201);
  const id = (res.body as { id: string }).id;
  const [row] = await t.database.db.select().from(candidates).where(eq(candidates.id, id));
  return { id, ownerId: storedWorkspaceId(row!.ownerId), profile: row!.profile };
}

const indexOf = async (id: string) =>
  (await t.database.db.select().from(candidateIndex).where(eq(candidateIndex.candidateId, id)))[0];
const postingsCount = async (id: string) =>
  (
    await t.database.db
      .select()
      .from(candidatePostings)
      .where(eq(candidatePostings.candidateId, id))
  ).length;

test('a stored candidate is indexed with its terms, and an erased one leaves the index', async () => {
  const ada = await upload('pool-index-a', 'Ada Lovelace', ['Java', 'Spring Boot', 'PostgreSQL']);
  const stored = await indexOf(ada.id);
  expect(stored).toMatchObject({ ownerId: ada.ownerId, version: INDEX_VERSION });
  expect(stored!.terms).toEqual(JSON.parse(JSON.stringify(indexTermsOf(ada.profile))));
  expect(await postingsCount(ada.id)).toBe(postingsOf(stored!.terms).length);
  expect(await postingsCount(ada.id)).toBeGreaterThan(3);

  expect(await candidateStore.remove(t.database.db, ada.ownerId, ada.id)).toBe(true);
  expect(await indexOf(ada.id)).toBeUndefined();
  expect(await postingsCount(ada.id)).toBe(0);
});

test("a job's query retrieves the owner's best matches first, never another owner's", async () => {
  const user = 'pool-index-b';
  const java = await upload(user, 'Jane Java', ['Java', 'Spring Boot', 'Hibernate', 'PostgreSQL']);
  const python = await upload(user, 'Pat Python', ['Python', 'Django', 'Pandas']);
  const nurse = await upload(user, 'Nora Nurse', ['Patient Care', 'Triage']);
  const other = await upload('pool-index-c', 'Olga Other', ['Java', 'Spring Boot', 'Hibernate']);
  const job = extractJob(
    'Senior Java Developer\nRequirements:\n- Java\n- Spring Boot\n- Hibernate\n- PostgreSQL',
  );
  const query = queryPostingsOf(retrievalQueryOf(job));
  const found = await retrieveCandidates(t.database.db, java.ownerId, query, {
    perTerm: 100,
    depth: 10,
  });
  const ids = found.map((f) => f.candidateId);
  expect(ids[0]).toBe(java.id);
  expect(ids).not.toContain(other.id);
  // The test resumes share their title and layout: the others follow, the owner's only.
  expect(ids.slice(1).sort()).toEqual([python.id, nurse.id].sort());
  expect(found[0]!.terms.skills.Java).toBe(1);
});

test('candidates stored before the index, or indexed by another engine, are indexed in the background', async () => {
  const a = await upload('pool-index-d', 'Alan Turing', ['Python', 'Django']);
  const b = await upload('pool-index-d', 'Grace Hopper', ['COBOL', 'Kubernetes']);
  const postingsBefore = await postingsCount(b.id);
  // As an older release left them: no index at all; an index by another engine.
  await t.database.db.delete(candidateIndex).where(eq(candidateIndex.candidateId, a.id));
  await t.database.db.execute(
    sql`update ${candidateIndex} set version = 'old' where candidate_id = ${b.id}`,
  );
  expect(await backfillIndex(t.database.db, { batchSize: 1, pauseMs: 0 })).toBe(2);
  expect((await indexOf(a.id))?.version).toBe(INDEX_VERSION);
  expect(await postingsCount(a.id)).toBe(postingsOf(indexTermsOf(a.profile)).length);
  expect((await indexOf(b.id))?.version).toBe(INDEX_VERSION);
  expect(await postingsCount(b.id)).toBe(postingsBefore);
  expect(await backfillIndex(t.database.db, { pauseMs: 0 })).toBe(0);
});
