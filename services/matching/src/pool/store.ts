import type { WorkspaceId } from '@shortlist/kit';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { MatchingDb } from '../db';
import { packJson } from '../db/packed-json';
import { poolRetrievals, poolScores, type PoolResult, type PoolScoreRow } from '../db/schema';
import { ofOwner, ofOwnersJob } from '../db/of-owner';

/** What one ranking of one candidate stores (a preview: score and evidence, no message). */
export interface PoolScore {
  candidateId: string;
  candidateName: string;
  requirementsVersion: number;
  engineVersion: string;
  matchPercentage: number;
  result: PoolResult;
}

/**
 * Stores a chunk's scores in one statement. A row scored with a newer reading is never replaced by
 * an older one (a chunk asked for before an edit may finish after the chunks asked for after it).
 * The rows travel as one JSON parameter (as completeRuns' do): building a statement of 50 rows of
 * parameters was ~7% of a pool worker's CPU.
 */
export async function savePoolScores(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId: string,
  scores: PoolScore[],
): Promise<void> {
  if (!scores.length) return;
  const records = scores.map((s) => ({
    candidate_id: s.candidateId,
    candidate_name: s.candidateName,
    requirements_version: s.requirementsVersion,
    engine_version: s.engineVersion,
    match_percentage: s.matchPercentage,
    // Packed here, as the column's type does for single writes; the JSON carries it as text.
    result: packJson(s.result).toString('base64'),
  }));
  await db.execute(sql`
    insert into ${poolScores} (owner_id, job_id, candidate_id, candidate_name, requirements_version,
                               engine_version, match_percentage, result, scored_at)
    select ${ownerId}, ${jobId}, r.candidate_id, r.candidate_name, r.requirements_version,
           r.engine_version, r.match_percentage, decode(r.result, 'base64'), now()
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
        as r(candidate_id text, candidate_name text, requirements_version integer,
             engine_version text, match_percentage integer, result text)
    on conflict (owner_id, job_id, candidate_id) do update
       set requirements_version = excluded.requirements_version,
           engine_version = excluded.engine_version,
           match_percentage = excluded.match_percentage,
           candidate_name = excluded.candidate_name,
           result = excluded.result,
           scored_at = excluded.scored_at
     where pool_scores.requirements_version <= excluded.requirements_version`);
}

/** Which candidates of the job have a stored score, and with which reading and engine. */
export function poolVersions(db: MatchingDb, ownerId: WorkspaceId, jobId: string) {
  return db
    .select({
      candidateId: poolScores.candidateId,
      requirementsVersion: poolScores.requirementsVersion,
      engineVersion: poolScores.engineVersion,
    })
    .from(poolScores)
    .where(ofOwner(poolScores, ownerId, eq(poolScores.jobId, jobId)));
}

/** Drops the scores of candidates who left the pool (erased or deleted). */
export async function forgetPoolCandidates(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId: string,
  candidateIds: string[],
): Promise<void> {
  if (!candidateIds.length) return;
  await db.delete(poolScores).where(ofOwnersJob(poolScores, ownerId, jobId, candidateIds));
}

const scoredWithThese = (
  ownerId: WorkspaceId,
  jobId: string,
  scoredWith: { requirementsVersion: number; engineVersion: string },
) =>
  ofOwner(
    poolScores,
    ownerId,
    eq(poolScores.jobId, jobId),
    eq(poolScores.requirementsVersion, scoredWith.requirementsVersion),
    eq(poolScores.engineVersion, scoredWith.engineVersion),
  );

/**
 * One page of the job's candidates scored with this reading and engine, best first. Equal scores
 * follow the name, or on a blind job the label the page shows (`blindLabel`'s hash, computed
 * here), so the order cannot give away whose names come first.
 */
export function rankedPage(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId: string,
  scoredWith: { requirementsVersion: number; engineVersion: string },
  page: { offset: number; limit: number; blind: boolean },
): Promise<PoolScoreRow[]> {
  const label = sql`encode(sha256(convert_to(${poolScores.jobId} || ':' || ${poolScores.candidateId}, 'UTF8')), 'hex')`;
  return db
    .select()
    .from(poolScores)
    .where(scoredWithThese(ownerId, jobId, scoredWith))
    .orderBy(
      desc(poolScores.matchPercentage),
      page.blind ? asc(label) : asc(poolScores.candidateName),
      asc(poolScores.candidateId),
    )
    .offset(page.offset)
    .limit(page.limit);
}

/** How many of the job's candidates are scored with this reading and engine. */
export async function rankedCount(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId: string,
  scoredWith: { requirementsVersion: number; engineVersion: string },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(poolScores)
    .where(scoredWithThese(ownerId, jobId, scoredWith));
  return row?.n ?? 0;
}

/** The job's ranking by retrieval as last made, if any (a large pool's; issue #31). */
export async function poolRetrieval(db: MatchingDb, ownerId: WorkspaceId, jobId: string) {
  const [row] = await db
    .select()
    .from(poolRetrievals)
    .where(ofOwner(poolRetrievals, ownerId, eq(poolRetrievals.jobId, jobId)));
  return row;
}

/**
 * Replaces the job's stored ranking with a ranking by retrieval: the rows of the one before (of
 * another reading, or of candidates no longer retrieved) go, these come, and the marker says what
 * they were made with. One transaction, so a read sees one ranking or the other.
 */
export async function replaceWithRetrieval(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId: string,
  made: Omit<typeof poolRetrievals.$inferInsert, 'ownerId' | 'jobId' | 'rankedAt'>,
  scores: PoolScore[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(poolScores).where(ofOwner(poolScores, ownerId, eq(poolScores.jobId, jobId)));
    for (let i = 0; i < scores.length; i += 500) {
      await savePoolScores(tx as unknown as MatchingDb, ownerId, jobId, scores.slice(i, i + 500));
    }
    await tx
      .insert(poolRetrievals)
      .values({ ownerId, jobId, ...made })
      .onConflictDoUpdate({
        target: [poolRetrievals.ownerId, poolRetrievals.jobId],
        set: { ...made, rankedAt: sql`now()` },
      });
  });
}
