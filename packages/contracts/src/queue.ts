import { z } from 'zod';

// The one typed map from queue job name to payload, shared by the producer (the matching API) and
// the consumer (the matching worker). A worker refuses to start when a name here has no handler.

/** The BullMQ queue the matching API fills and matching workers drain. */
export const ANALYSIS_QUEUE = 'analysis';

/** Run one analysis of one candidate against one job. The BullMQ job id is `runId`. */
export const analysisRunJob = z.object({
  analysisId: z.string().min(1),
  /** This run's id: the BullMQ job id and the billing key of the match it consumed. */
  runId: z.string().min(1),
  ownerId: z.string().min(1),
  candidateId: z.string().min(1),
  jobId: z.string().min(1),
  batchId: z.string().nullable(),
  /** The request that started it, carried into the worker's logs and calls. */
  requestId: z.string().optional(),
});
export type AnalysisRunJob = z.infer<typeof analysisRunJob>;

/**
 * Score a finished analysis again because its job's reading was edited: same analysis, same run,
 * no new daily match. The BullMQ job id names the analysis and the reading version.
 */
export const analysisRescoreJob = z.object({
  analysisId: z.string().min(1),
  ownerId: z.string().min(1),
  /** The reading version that was saved when the re-score was asked for. */
  requirementsVersion: z.number().int().min(1),
  requestId: z.string().optional(),
});
export type AnalysisRescoreJob = z.infer<typeof analysisRescoreJob>;

export const analysisQueueJobs = {
  'analysis.run': analysisRunJob,
  'analysis.rescore': analysisRescoreJob,
} as const;

export type AnalysisJobName = keyof typeof analysisQueueJobs;
export type AnalysisJobData<N extends AnalysisJobName = AnalysisJobName> = z.infer<
  (typeof analysisQueueJobs)[N]
>;
