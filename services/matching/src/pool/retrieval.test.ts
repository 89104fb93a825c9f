import type { PoolPage } from '@shortlist/contracts';
import { storedWorkspaceId } from '@shortlist/kit';
import type { CandidateProfile, JobProfile } from '@shortlist/matcher';
import { sql } from 'drizzle-orm';
import { engineResult } from '../analyzers';
import { startMatchingStack, type MatchingStack } from '../test-support/stack';
import { createDocumentsClient } from '../clients/documents';
import { poolScores } from '../db/schema';
import { rankByRetrieval } from './rank-retrieved';
import { poolRetrieval } from './store';

jest.setTimeout(120_000);

// A pool above the exhaustive size is ranked by retrieval (issue #31): the pool index answers the
// likeliest candidates, the engine scores them in order of the most they could score. Its first
// page must be the exhaustive ranking's: here the exhaustive size is lowered so that a small pool
// takes that path, and the page is compared with the engine's score of every candidate.

const SKILLS = ['Node.js', 'TypeScript', 'PostgreSQL', 'Redis', 'Docker', 'Kubernetes', 'AWS'];
const OTHER = ['Photoshop', 'Go', 'Excel', 'Patient Care', 'Figma'];
const PEOPLE = 14;

let p: MatchingStack;
beforeAll(async () => {
  p = await startMatchingStack({ POOL_EXHAUSTIVE_MAX: '5' });
});
afterAll(() => p.close());

/** The engine's score of every candidate of the owner, ranked as a page orders them. */
async function exhaustive(ownerId: string, jobId: string) {
  const db = p.documents.database.db;
  const { rows: jobs } = (await db.execute(
    sql`select profile from documents.job_descriptions where id = ${jobId}`,
  )) as { rows: { profile: JobProfile }[] };
  const { rows } = (await db.execute(
    sql`select id, name, profile from documents.candidates where owner_id = ${ownerId}`,
  )) as { rows: { id: string; name: string; profile: CandidateProfile }[] };
  return rows
    .map((r) => ({
      candidateId: r.id,
      candidateName: r.name,
      matchPercentage: engineResult(jobs[0]!.profile, r.profile).matchPercentage,
    }))
    .sort(
      (a, b) =>
        b.matchPercentage - a.matchPercentage ||
        a.candidateName.localeCompare(b.candidateName) ||
        (a.candidateId < b.candidateId ? -1 : 1),
    );
}

const page = async (user: string, jobId: string, q: string) => {
  const res = await p.api(user).get(`/api/analysis/pool/${jobId}?${q}`);
  expect(res.status).toBe(200);
  return res.body as PoolPage;
};
const brief = (entries: PoolPage['entries']) =>
  entries.map(({ candidateId, candidateName, matchPercentage }) => ({
    candidateId,
    candidateName,
    matchPercentage,
  }));

test('a pool ranked by retrieval shows the exhaustive ranking, at once and page by page', async () => {
  const user = p.newUser();
  const job = await p.uploadJob(user, {
    title: 'Platform Engineer',
    company: 'Acme',
    skills: SKILLS,
  });
  for (let i = 0; i < PEOPLE; i++) {
    const skills = SKILLS.filter((_, s) => (i + s) % 3 !== 0).slice(0, 1 + (i % SKILLS.length));
    await p.uploadCandidate(user, {
      name: `Retrieved ${String.fromCharCode(65 + i)} Example`,
      skills: [...skills, OTHER[i % OTHER.length]!],
    });
  }
  const cold = await p.api(user).get(`/api/analysis/pool/${job.id}?pageSize=5`);
  // Where the cold page's time went, stage by stage, as the benchmark reads it.
  for (const stage of ['retrieve', 'documents-firstStage', 'documents-bound', 'engine', 'store']) {
    expect(cold.headers['server-timing']).toMatch(new RegExp(`(^|, )${stage};dur=[\\d.]+`));
  }
  // How many candidates the engine scored is a count, not a duration.
  expect(cold.headers['server-timing']).toMatch(/(^|, )candidatesScored;desc="\d+"/);
  expect(cold.headers['server-timing']).not.toMatch(/candidatesScored;dur=/);
  const first = cold.body as PoolPage;
  expect(first).toMatchObject({ total: PEOPLE, pending: 0, scope: 'retrieved' });
  const ownerId = storedWorkspaceId(user);
  const expected = await exhaustive(ownerId, job.id);
  expect(new Set(expected.map((e) => e.matchPercentage)).size).toBeGreaterThan(1);
  expect(brief(first.entries)).toEqual(expected.slice(0, 5));
  expect(first.entries[0]!.verdict).toBeTruthy();
  const second = await page(user, job.id, 'page=2&pageSize=5');
  expect(brief(second.entries)).toEqual(expected.slice(5, 10));
  expect(second.entries[0]!.rank).toBe(6);
});

test('a fresh ranking is read, not made again; a new candidate makes it again', async () => {
  const user = p.newUser();
  const ownerId = storedWorkspaceId(user);
  const job = await p.uploadJob(user, {
    title: 'Backend Engineer',
    company: 'Acme',
    skills: SKILLS,
  });
  for (let i = 0; i < 7; i++) {
    await p.uploadCandidate(user, {
      name: `Fresh ${String.fromCharCode(65 + i)} Example`,
      skills: SKILLS.slice(i % 3, 3 + (i % 4)),
    });
  }
  await page(user, job.id, 'pageSize=5');
  const made = await poolRetrieval(p.matching.database.db, ownerId, job.id);
  await page(user, job.id, 'pageSize=5');
  expect((await poolRetrieval(p.matching.database.db, ownerId, job.id))?.rankedAt).toEqual(
    made!.rankedAt,
  );
  const star = await p.uploadCandidate(user, { name: 'Newest Star Example', skills: SKILLS });
  const after = await page(user, job.id, 'pageSize=5');
  expect(after.total).toBe(8);
  expect(after.entries[0]!.candidateId).toBe(star.id);
  expect(brief(after.entries)).toEqual((await exhaustive(ownerId, job.id)).slice(0, 5));
});

test('a ranking by retrieval stores, with verdicts, only the candidates its pages can show', async () => {
  const user = p.newUser();
  const ownerId = storedWorkspaceId(user);
  const job = await p.uploadJob(user, { title: 'Data Engineer', company: 'Acme', skills: SKILLS });
  for (let i = 0; i < 9; i++) {
    await p.uploadCandidate(user, {
      name: `Kept ${String.fromCharCode(65 + i)} Example`,
      skills: SKILLS.slice(0, 1 + (i % SKILLS.length)),
    });
  }
  const { config } = p.matching;
  const documents = createDocumentsClient({
    baseUrl: config.DOCUMENTS_URL,
    token: config.INTERNAL_TOKEN,
    timeoutMs: config.INTERNAL_TIMEOUT_MS,
  });
  const db = p.matching.database.db;
  const want = 2;
  const made = await rankByRetrieval(
    { db, documents, config },
    ownerId,
    await documents.getJob(ownerId, job.id),
    want,
  );
  const expected = await exhaustive(ownerId, job.id);
  const wantth = expected[want - 1]!.matchPercentage;
  const rows = await db
    .select()
    .from(poolScores)
    .where(sql`${poolScores.jobId} = ${job.id}`);
  // Scored deeper than it keeps: the rows below the 2nd best score could never be read.
  expect(made.scored).toBeGreaterThan(rows.length);
  expect(rows.map((r) => r.candidateId).sort()).toEqual(
    expected
      .filter((e) => e.matchPercentage >= wantth)
      .map((e) => e.candidateId)
      .sort(),
  );
  for (const row of rows) expect(row.result.verdict).toBeTruthy();
});
