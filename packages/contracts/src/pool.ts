import { z } from 'zod';
import { scoreFindings } from './analysis';
import { candidateRef, matchPercentage } from './fields';
import { verdict } from './verdict';

// Best candidates for a job from the owner's whole pool (issue #16): every candidate ranked by the
// engine, with an analysis's score and evidence. A preview: it charges no daily match; opening a
// candidate's full analysis from it is a normal analysis.

/** `GET /api/analysis/pool/:jobId?page=&pageSize=` */
export const poolQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type PoolQuery = z.infer<typeof poolQuery>;

export const poolEntry = z.object({
  rank: z.number().int().min(1),
  ...candidateRef,
  matchPercentage,
  ...scoreFindings,
  /** The verdict (requirements met, gates, band); null on rows ranked before it was kept. */
  verdict: verdict.nullable().optional(),
  analyzerNote: z.string().nullable(),
  /** The version of the job's reading that scored it. */
  requirementsVersion: z.number().int(),
});
export type PoolEntry = z.infer<typeof poolEntry>;

export const poolPage = z.object({
  jobId: z.string(),
  /** The job's current reading: every entry shown was scored with it. */
  requirementsVersion: z.number().int(),
  /** Candidates in the pool, and how many of them are ranked with the current reading so far. */
  total: z.number().int(),
  ranked: z.number().int(),
  /** Candidates still being scored (new, or scored with an older reading); 0 when fresh. */
  pending: z.number().int(),
  /**
   * `retrieved`: a pool too large to score whole (issue #31), ranked from the candidates its index
   * retrieved; `ranked` is then how many are kept, down to the page asked (ties at its last score
   * included): a further page ranks deeper when asked.
   */
  scope: z.enum(['all', 'retrieved']).optional(),
  page: z.number().int(),
  pageSize: z.number().int(),
  entries: z.array(poolEntry),
});
export type PoolPage = z.infer<typeof poolPage>;
