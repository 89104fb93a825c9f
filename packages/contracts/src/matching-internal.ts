import { z } from 'zod';
import { workspaceIdField } from './workspaces';

// What other services ask of matching on its /internal routes (service credential only).

/** `POST /internal/jobs/:jobId/rescore`: the job's reading changed; score its analyses again. */
export const rescoreJobBody = z.object({
  ownerId: workspaceIdField,
  /** The reading version that was saved; analyses record the version that scored them. */
  requirementsVersion: z.number().int().min(1),
});
export type RescoreJobBody = z.infer<typeof rescoreJobBody>;

export const rescoreJobResponse = z.object({
  /** Analyses of the job queued to be scored again. */
  queued: z.number().int().min(0),
});
export type RescoreJobResponse = z.infer<typeof rescoreJobResponse>;
