import { z } from 'zod';
import { workspaceIdField } from './workspaces';

// The one typed map from queue job name to payload, shared by the producer (the matching API) and
// the consumer (the matching worker). A worker refuses to start when a name here has no handler.

/** The BullMQ queue the matching API fills and matching workers drain. */
export const ANALYSIS_QUEUE = 'analysis';

/** Run one analysis of one candidate against one job. The BullMQ job id is `runId`. */
export const analysisRunJob = z.object({
  analysisId: z.string().min(1),
  /** This run's id: the BullMQ job id and the billing key of the match it consumed. */
  runId: z.string().min(1),
  ownerId: workspaceIdField,
  /** The user whose daily match it took; absent in jobs queued before workspaces (the owner). */
  billedUserId: z.string().min(1).optional(),
  candidateId: z.string().min(1),
  jobId: z.string().min(1),
  batchId: z.string().nullable(),
  /** The request that started it, carried into the worker's logs and calls. */
  requestId: z.string().optional(),
});
export type AnalysisRunJob = z.infer<typeof analysisRunJob>;

/** One run of a batch chunk: the rest of its analysis.run payload is the chunk's. */
export const batchChunkRun = z.object({
  analysisId: z.string().min(1),
  runId: z.string().min(1),
  candidateId: z.string().min(1),
});
export type BatchChunkRun = z.infer<typeof batchChunkRun>;

/**
 * Score a chunk of one batch's runs against its job: the job profile is read once, the candidates'
 * profiles in one call, the results written in one statement. The BullMQ job id is
 * `batchChunkJobId(batchId, index)`; each run still settles exactly once by its own run id.
 */
export const analysisBatchChunkJob = z.object({
  ownerId: workspaceIdField,
  /** The user whose daily matches the batch took; absent in jobs queued before workspaces. */
  billedUserId: z.string().min(1).optional(),
  batchId: z.string().min(1),
  jobId: z.string().min(1),
  /** Which chunk of the batch this is (from 0), for its job id. */
  index: z.number().int().min(0),
  runs: z.array(batchChunkRun).min(1).max(200),
  requestId: z.string().optional(),
});
export type AnalysisBatchChunkJob = z.infer<typeof analysisBatchChunkJob>;

export const batchChunkJobId = (batchId: string, index: number): string =>
  `batch-${batchId}-${index}`;

/**
 * Score a job's analyses again because its reading was edited (`jobId`: ONE task per edit of a
 * job, coalesced: a newer edit supersedes a waiting one, and the task reads the job once), or one
 * analysis after an engine upgrade (`analysisId` with `engine`). Same analysis, same run, no new
 * daily match. Tasks queued before the coalescing name one `analysisId` without `engine`.
 */
export const analysisRescoreJob = z
  .object({
    ownerId: workspaceIdField,
    /** The job whose reading was edited: its analyses are re-scored. */
    jobId: z.string().min(1).optional(),
    /** One analysis to re-score (an engine upgrade). */
    analysisId: z.string().min(1).optional(),
    /** The reading version that was saved when the re-score was asked for. */
    requirementsVersion: z.number().int().min(1),
    requestId: z.string().optional(),
    /**
     * Asked after an engine upgrade: re-score when the engine version differs (whatever the
     * reading version) and keep the previous result to show beside the new one.
     */
    engine: z.boolean().optional(),
  })
  .refine((task) => task.jobId !== undefined || task.analysisId !== undefined, {
    message: 'A re-score names a job or an analysis.',
  });
export type AnalysisRescoreJob = z.infer<typeof analysisRescoreJob>;

/**
 * Rank a chunk of the owner's pool against a job (a preview: no analysis run, no match charged).
 * Results are stored per (job, candidate) with the reading version and engine version that scored
 * them, so a retried or repeated chunk overwrites the same rows with the same scores.
 */
export const poolRankChunkJob = z.object({
  ownerId: workspaceIdField,
  jobId: z.string().min(1),
  /** The reading version the chunk was asked for; the worker scores with the job as it is now. */
  requirementsVersion: z.number().int().min(0),
  candidateIds: z.array(z.string().min(1)).min(1).max(200),
  requestId: z.string().optional(),
});
export type PoolRankChunkJob = z.infer<typeof poolRankChunkJob>;

export const analysisQueueJobs = {
  'analysis.run': analysisRunJob,
  'analysis.batch-chunk': analysisBatchChunkJob,
  'analysis.rescore': analysisRescoreJob,
  'pool.rank-chunk': poolRankChunkJob,
} as const;

export type AnalysisJobName = keyof typeof analysisQueueJobs;
export type AnalysisJobData<N extends AnalysisJobName = AnalysisJobName> = z.infer<
  (typeof analysisQueueJobs)[N]
>;
