import type { WorkspaceId } from '@shortlist/kit';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MatchingDb } from '../db';
import { poolScores, type PoolResult, type PoolScoreRow } from '../db/schema';

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
 */
export async function savePoolScores(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId: string,
  scores: PoolScore[],
): Promise<void> {
  if (!scores.length) return;
  await db
    .insert(poolScores)
    .values(scores.map((s) => ({ ...s, ownerId, jobId, scoredAt: new Date() })))
    .onConflictDoUpdate({
      target: [poolScores.ownerId, poolScores.jobId, poolScores.candidateId],
      set: {
        requirementsVersion: sql`excluded.requirements_version`,
        engineVersion: sql`excluded.engine_version`,
        matchPercentage: sql`excluded.match_percentage`,
        candidateName: sql`excluded.candidate_name`,
        result: sql`excluded.result`,
        scoredAt: sql`excluded.scored_at`,
      },
      setWhere: sql`${poolScores.requirementsVersion} <= excluded.requirements_version`,
    });
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
    .where(and(eq(poolScores.ownerId, ownerId), eq(poolScores.jobId, jobId)));
}

/** Drops the scores of candidates who left the pool (erased or deleted). */
export async function forgetPoolCandidates(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId: string,
  candidateIds: string[],
): Promise<void> {
  if (!candidateIds.length) return;
  await db
    .delete(poolScores)
    .where(
      and(
        eq(poolScores.ownerId, ownerId),
        eq(poolScores.jobId, jobId),
        inArray(poolScores.candidateId, candidateIds),
      ),
    );
}

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
    .where(
      and(
        eq(poolScores.ownerId, ownerId),
        eq(poolScores.jobId, jobId),
        eq(poolScores.requirementsVersion, scoredWith.requirementsVersion),
        eq(poolScores.engineVersion, scoredWith.engineVersion),
      ),
    )
    .orderBy(
      desc(poolScores.matchPercentage),
      page.blind ? asc(label) : asc(poolScores.candidateName),
      asc(poolScores.candidateId),
    )
    .offset(page.offset)
    .limit(page.limit);
}
