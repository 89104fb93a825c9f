import type {
  Analysis,
  BreakdownComponent,
  Batch,
  Funnel,
  JobDescription,
  JobScreenings,
  JobStageCounts,
  RequirementModelRecord,
} from '@shortlist/contracts';
import type { Requirement } from '@shortlist/matcher';
import { eventually } from '@shortlist/test-support';
import { startMatchingStack, type MatchingStack } from '../test-support/stack';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { requirementLabel } from './compute';

jest.setTimeout(180_000);

/**
 * The must-haves (knock-outs included) a result meets, by id, read from its breakdown: the
 * must-have component lists the met requirements first (`met` of them), each named by its label,
 * with what met it in brackets after ("Java (implied by Spring)").
 */
function metMustHaves(
  musts: readonly Requirement[],
  breakdown: readonly BreakdownComponent[],
): Set<string> {
  const component = breakdown.find((b) => b.key === 'requiredSkills');
  const met = new Set<string>();
  if (!component) return met;
  // Longest labels first, so "Java (…)" is not taken for a shorter label that prefixes it.
  const byLabel = musts
    .map((r) => ({ id: r.id, label: requirementLabel(r) }))
    .sort((a, b) => b.label.length - a.label.length);
  for (const evidence of component.evidence.slice(0, component.met ?? 0)) {
    const named = evidence.requirement;
    const found = byLabel.find(
      (r) => !met.has(r.id) && (named === r.label || named.startsWith(`${r.label} (`)),
    );
    if (found) met.add(found.id);
  }
  return met;
}

// The requirement funnel (issue #29, item 4) counts with the engine in memory; a screening stores
// what the worker scored. For the same reading both must count the same candidates as meeting each
// must-have, and a what-if must store nothing until it is saved.

const SKILLS = ['Node.js', 'TypeScript', 'PostgreSQL', 'Redis', 'Docker', 'Kubernetes'];
const PEOPLE = 14;

type Db = { execute(query: ReturnType<typeof sql>): Promise<unknown> };

/** Rows in every table of a schema: what a what-if must leave as it was. */
async function rowCounts(db: Db, schema: string): Promise<Record<string, number>> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = ${schema} and table_type = 'BASE TABLE' order by 1`,
  )) as { rows: { table_name: string }[] };
  const counts: Record<string, number> = {};
  for (const { table_name } of tables.rows) {
    const got = (await db.execute(
      sql.raw(`select count(*)::int as n from "${schema}"."${table_name}"`),
    )) as { rows: { n: number }[] };
    counts[table_name] = got.rows[0]!.n;
  }
  return counts;
}

describe('the requirement funnel', () => {
  let p: MatchingStack;
  let user: string;
  let job: JobDescription;
  beforeAll(async () => {
    p = await startMatchingStack();
    p.matching.startWorker();
    user = p.newUser();
    await p.makePro(user);
    job = await p.uploadJob(user, { title: 'Platform Engineer', company: 'Acme', skills: SKILLS });
    for (let i = 0; i < PEOPLE; i++) {
      // Each person lacks a different few of the skills, so every must-have has its own count.
      const skills = SKILLS.filter((_, s) => (i * (s + 1)) % 4 !== 1);
      await p.uploadCandidate(user, {
        name: `Funnel ${String.fromCharCode(65 + i)} Person`,
        skills: [...skills, i % 3 ? 'Go' : 'Photoshop'],
      });
    }
  });
  afterAll(() => p.close());

  const readJob = async () =>
    (
      await request(p.documents.app)
        .get(`/api/job-descriptions/${job.id}`)
        .set('authorization', `Bearer ${p.keys.tokenFor(user)}`)
    ).body as JobDescription;

  /** Screens the whole pool for real and counts, from the stored analyses, who meets each must-have. */
  async function screenAndCount(reading: RequirementModelRecord) {
    const api = p.api(user);
    const started = await api.post('/api/analysis/batch', { jobId: job.id, candidateIds: 'all' });
    expect(started.status).toBe(202);
    const batchId = started.body.batchId as string;
    const batch = await eventually(async () => {
      const got = (await api.get(`/api/analysis/batch/${batchId}`)).body as Batch;
      return got.status === 'completed' ? got : undefined;
    });
    const musts = reading.requirements.filter((r) => !r.soft && r.kind !== 'nice') as Requirement[];
    const met = new Map(musts.map((r) => [r.id, 0]));
    let allMet = 0;
    const scores: Record<string, number | null> = {};
    for (const row of batch.results) {
      scores[row.candidateId] = row.matchPercentage;
      const stored = (await api.get(`/api/analysis/${row.candidateId}/${job.id}`)).body as Analysis;
      expect(stored.requirementsVersion).toBe(reading.version);
      const ids = metMustHaves(musts, stored.breakdown);
      for (const id of ids) met.set(id, met.get(id)! + 1);
      if (ids.size === musts.length) allMet++;
    }
    return { batchId, met: Object.fromEntries(met), allMet, scores, total: batch.results.length };
  }

  const funnelOf = async (body: object) => {
    const res = await p.api(user).post(`/api/analysis/jobs/${job.id}/funnel`, body);
    expect(res.status).toBe(200);
    return res.body as Funnel;
  };
  const metById = (f: Funnel) => Object.fromEntries(f.requirements.map((r) => [r.id, r.met]));

  test('counts what a fresh screening of the same reading stores, before and after a saved edit', async () => {
    const asRead = (await readJob()).reading!;
    const screened = await screenAndCount(asRead);
    const pool = await funnelOf({});
    expect(pool.total).toBe(PEOPLE);
    expect(metById(pool)).toEqual(screened.met);
    expect(pool.allMet).toBe(screened.allMet);
    // The top of the list carries the scores the screening stored.
    expect(pool.top.length).toBe(10);
    for (const entry of pool.top)
      expect(entry.matchPercentage).toBe(screened.scores[entry.candidateId]);
    // The counts differ between must-haves: the test would see a funnel that counted wrong.
    expect(new Set(Object.values(screened.met)).size).toBeGreaterThan(1);
    const ofScreening = await funnelOf({ batchId: screened.batchId });
    expect(metById(ofScreening)).toEqual(screened.met);
    expect(ofScreening.batchId).toBe(screened.batchId);

    // A what-if: PostgreSQL, the one must-have some candidates lack alone, becomes a nice-to-have.
    const target = asRead.requirements.find(
      (r) => r.kind === 'must' && r.skills.includes('PostgreSQL'),
    )!;
    const edited = {
      ...asRead,
      requirements: asRead.requirements.map((r) =>
        r.id === target.id ? { ...r, kind: 'nice' } : r,
      ),
    };
    const matchingDb = p.matching.database.db as unknown as Db;
    const documentsDb = p.documents.database.db as unknown as Db;
    const before = [
      await rowCounts(matchingDb, 'matching'),
      await rowCounts(documentsDb, 'documents'),
    ];
    const whatIf = await funnelOf({ reading: edited });
    await funnelOf({ reading: { ...edited, minYears: undefined } });
    expect(whatIf.whatIf).toBe(true);
    expect(whatIf.requirements.map((r) => r.id)).not.toContain(target.id);
    expect(whatIf.allMet).toBeGreaterThanOrEqual(pool.allMet);
    expect(whatIf.allMet).toBeGreaterThan(pool.allMet);
    expect([
      await rowCounts(matchingDb, 'matching'),
      await rowCounts(documentsDb, 'documents'),
    ]).toEqual(before);
    expect((await readJob()).reading!.version).toBe(asRead.version);

    // Saved as the next version, a fresh screening stores what the what-if counted.
    const saved = await request(p.documents.app)
      .put(`/api/job-descriptions/${job.id}/reading`)
      .set('authorization', `Bearer ${p.keys.tokenFor(user)}`)
      .send(edited);
    expect(saved.status).toBe(200);
    const next = (await readJob()).reading!;
    expect(next.version).toBe(asRead.version + 1);
    const rescreened = await screenAndCount(next);
    expect(metById(whatIf)).toEqual(rescreened.met);
    expect(whatIf.allMet).toBe(rescreened.allMet);
    for (const entry of whatIf.top)
      expect(entry.matchPercentage).toBe(rescreened.scores[entry.candidateId]);
    const after = await funnelOf({});
    expect(after.version).toBe(next.version);
    expect(metById(after)).toEqual(rescreened.met);
    expect(after.top.map((e) => e.candidateId)).toEqual(whatIf.top.map((e) => e.candidateId));
  });

  test('the job lists its screenings with their bands, and its pipeline counts per stage', async () => {
    const api = p.api(user);
    const res = await api.get(`/api/analysis/jobs/${job.id}/screenings`);
    expect(res.status).toBe(200);
    const home = res.body as JobScreenings;
    expect(home.screenings.length).toBeGreaterThanOrEqual(2);
    const [newest, older] = home.screenings;
    expect(Date.parse(newest!.createdAt)).toBeGreaterThanOrEqual(Date.parse(older!.createdAt));
    expect(newest).toMatchObject({ requestedBy: user, total: PEOPLE, status: 'completed' });
    const sum = (b: JobScreenings['summary']) =>
      b.strong + b.partial + b.notRecommended + b.pending;
    expect(sum(home.summary)).toBe(PEOPLE);
    expect(sum(newest!.bands)).toBe(PEOPLE);
    expect(home.bandsFrom).not.toBe('none');

    const someone = (await api.get(`/api/analysis/batch/${newest!.id}`)).body as Batch;
    const moved = someone.results.slice(0, 3).map((r) => r.candidateId);
    expect(
      (
        await api.post(`/api/analysis/jobs/${job.id}/pipeline/moves`, {
          candidateIds: moved,
          stage: 'shortlisted',
        })
      ).status,
    ).toBe(200);
    const stages = (await api.get(`/api/analysis/jobs/${job.id}/stages`)).body as JobStageCounts;
    expect(stages.total).toBe(PEOPLE);
    expect(stages.stages.find((s) => s.stage === 'shortlisted')!.count).toBe(3);
    expect(stages.stages.find((s) => s.stage === 'new')!.count).toBe(PEOPLE - 3);

    // Another workspace sees none of it.
    const stranger = p.newUser();
    expect(
      (await p.api(stranger).get(`/api/analysis/jobs/${job.id}/screenings`)).body.screenings,
    ).toEqual([]);
    expect((await p.api(stranger).post(`/api/analysis/jobs/${job.id}/funnel`, {})).status).toBe(
      404,
    );
  });
});
