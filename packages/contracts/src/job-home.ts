import { z } from 'zod';
import { gateKind, saveReadingBody } from './documents';
import { batchCounts } from './fields';
import { pipelineStage } from './pipeline';
import { verdictBand } from './verdict';

// The job as the home of its hiring (issue #29, items 1 and 4): its screenings with their verdict
// counts, the pipeline's counts per stage, and the requirement funnel with its what-ifs.

/** How many candidates fall in each band; `pending` are not scored yet (or failed). */
export const bandCounts = z.object({
  strong: z.number().int().min(0),
  partial: z.number().int().min(0),
  notRecommended: z.number().int().min(0),
  pending: z.number().int().min(0),
});
export type BandCounts = z.infer<typeof bandCounts>;

/** One screening (a batch) of the job: when, who started it, how many, and its bands. */
export const jobScreening = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** The user whose screening it was (who asked for its analyses); null when not recorded. */
  requestedBy: z.string().nullable(),
  status: z.enum(['running', 'completed']),
  ...batchCounts,
  bands: bandCounts,
});
export type JobScreening = z.infer<typeof jobScreening>;

/**
 * `GET /api/analysis/jobs/:jobId/screenings`: the job's screenings, newest first, and the bands of
 * every candidate screened for it (each candidate once, at their latest result). `bandsFrom` says
 * whether the bands came from the verdicts or, for results without one, from the score's band
 * (80+ strong, 60+ partial).
 */
export const jobScreenings = z.object({
  jobId: z.string(),
  summary: bandCounts,
  bandsFrom: z.enum(['verdict', 'score', 'both', 'none']),
  screenings: z.array(jobScreening),
});
export type JobScreenings = z.infer<typeof jobScreenings>;

/** `GET /api/analysis/jobs/:jobId/stages`: how many of the job's candidates stand at each stage. */
export const jobStageCounts = z.object({
  jobId: z.string(),
  total: z.number().int().min(0),
  stages: z.array(z.object({ stage: pipelineStage, count: z.number().int().min(0) })),
});
export type JobStageCounts = z.infer<typeof jobStageCounts>;

/**
 * `POST /api/analysis/jobs/:jobId/funnel`: the funnel of the job's reading, or of `reading` (an
 * unsaved edit, at the version it edits) without storing anything; over the whole pool, or over
 * one screening's candidates (`batchId`).
 */
export const funnelRequest = z.object({
  reading: saveReadingBody.optional(),
  batchId: z.string().trim().min(1).max(100).optional(),
  top: z.number().int().min(0).max(50).default(10),
});
export type FunnelRequest = z.input<typeof funnelRequest>;

export const funnelRequirement = z.object({
  id: z.string(),
  /** As the recruiter reads it: "Java", "one of Kubernetes, OpenShift". */
  label: z.string(),
  kind: z.enum(['must', 'knockout']),
  /** Candidates who meet it. */
  met: z.number().int().min(0),
});

export const funnelGate = z.object({
  kind: gateKind,
  /** What the ad asks ("no sponsorship", "3+", "hybrid"). */
  asked: z.string(),
  required: z.boolean(),
  met: z.number().int().min(0),
  notMet: z.number().int().min(0),
  unknown: z.number().int().min(0),
});

export const funnelEntry = z.object({
  candidateId: z.string(),
  name: z.string(),
  matchPercentage: z.number().int(),
  mustMet: z.number().int(),
  band: verdictBand,
});

export const funnel = z.object({
  jobId: z.string(),
  /** The reading's version it was computed with; an unsaved edit reports the version it edits. */
  version: z.number().int(),
  whatIf: z.boolean(),
  batchId: z.string().nullable(),
  /** Candidates counted (the pool, or the screening's candidates still in the pool). */
  total: z.number().int().min(0),
  requirements: z.array(funnelRequirement),
  gates: z.array(funnelGate),
  /** Candidates who meet every must-have. */
  allMet: z.number().int().min(0),
  /** Of those, the ones who also fail no gate (unknown is not failed). */
  allMetNoGateFailed: z.number().int().min(0),
  /** The best candidates under this reading, best first. */
  top: z.array(funnelEntry),
  /**
   * How many candidates the engine scored to find them: all of a small pool; in a large one, those
   * who meet the most must-haves (the counts above are always over every candidate).
   */
  scoredForTop: z.number().int().min(0),
  /** Milliseconds the engine took over the candidates (the profiles were already in memory). */
  engineMs: z.number().min(0),
});
export type Funnel = z.infer<typeof funnel>;
