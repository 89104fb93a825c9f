import type { PipelineStage } from '@shortlist/contracts';
import { isUuid, type WorkspaceId } from '@shortlist/kit';
import { and, asc, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { MatchingDb } from '../db';
import { analyses, pipelineEntries, type AnalysisEvidence } from '../db/schema';
import { ofSamePair } from './same-pair';
import { scoredOf } from './scored';

// The analyses of one of the owner's jobs, as the job's board, reports and decisions read them.

// Slices keep a statement's parameters under PostgreSQL's limit.
const SLICE = 500;

/** The owner's analyses of the job, and whatever else must hold of them. */
const ofJob = (ownerId: WorkspaceId, jobId: string, ...more: (SQL | undefined)[]) =>
  and(eq(analyses.ownerId, ownerId), eq(analyses.jobId, jobId), ...more);

function slices<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += SLICE) out.push(items.slice(i, i + SLICE));
  return out;
}

/** The job's analysed candidates: each one is on the pipeline (New until a person moves them). */
export async function analysesOfJob(
  db: MatchingDb,
  tenantId: WorkspaceId,
  jobId: string,
  candidateIds?: string[],
) {
  const rows = [];
  // Ids that are not uuids name no analysis (the columns are uuid): not asked for, so callers see
  // them as not found rather than as a database error.
  const parts = !isUuid(jobId)
    ? []
    : candidateIds
      ? slices(candidateIds.filter(isUuid))
      : [undefined];
  for (const slice of parts) {
    rows.push(
      ...(await db
        .select({
          id: analyses.id,
          candidateId: analyses.candidateId,
          candidateName: analyses.candidateName,
          jobTitle: analyses.jobTitle,
          matchPercentage: analyses.matchPercentage,
          generatedMessage: analyses.generatedMessage,
          createdAt: analyses.createdAt,
        })
        .from(analyses)
        .where(ofJob(tenantId, jobId, slice && inArray(analyses.candidateId, slice)))
        .orderBy(asc(analyses.createdAt), asc(analyses.candidateId))),
    );
  }
  return rows;
}
export type PipelineAnalysis = Awaited<ReturnType<typeof analysesOfJob>>[number];

/** The stored evidence of each scored candidate of the job (a valid job id only). */
export async function evidenceOfJob(
  db: MatchingDb,
  tenantId: WorkspaceId,
  jobId: string,
): Promise<{ candidateId: string; evidence: AnalysisEvidence | null }[]> {
  return db
    .select({ candidateId: analyses.candidateId, evidence: analyses.evidence })
    .from(analyses)
    .where(ofJob(tenantId, jobId, isNotNull(analyses.evidence)));
}

/**
 * How many of the job's analysed candidates stand at each pipeline stage, counted in the
 * database; a candidate nobody moved is in New.
 */
export async function stagesOfJob(
  db: MatchingDb,
  tenantId: WorkspaceId,
  jobId: string,
): Promise<{ stage: PipelineStage; count: number }[]> {
  if (!isUuid(jobId)) return [];
  return db
    .select({
      stage: sql<PipelineStage>`coalesce(${pipelineEntries.stage}, 'new')`,
      count: count(),
    })
    .from(analyses)
    .leftJoin(pipelineEntries, ofSamePair(pipelineEntries))
    .where(ofJob(tenantId, jobId))
    .groupBy(sql`1`);
}

/** The scores of the job's completed analyses (a valid job id only). */
export async function scoresOfJob(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId: string,
): Promise<{ candidateId: string; score: number | null }[]> {
  return db
    .select({ candidateId: analyses.candidateId, score: analyses.matchPercentage })
    .from(analyses)
    .where(scoredOf(ownerId, jobId));
}

/** What a decision records of the analysis it was taken on. */
export type DecidedAnalysis = { id: string; runId: string; jobId: string; candidateId: string } & {
  batchId: string | null;
  matchPercentage: number | null;
};

/** The job's analyses of these candidates (valid uuids, at most a few hundred at once). */
export async function analysesOfCandidates(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId: string,
  candidateIds: string[],
): Promise<DecidedAnalysis[]> {
  return db
    .select({
      id: analyses.id,
      runId: analyses.runId,
      jobId: analyses.jobId,
      candidateId: analyses.candidateId,
      batchId: analyses.batchId,
      matchPercentage: analyses.matchPercentage,
    })
    .from(analyses)
    .where(ofJob(ownerId, jobId, inArray(analyses.candidateId, candidateIds)));
}
