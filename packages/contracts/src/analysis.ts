import { pipelineStage, type PipelineChange } from './pipeline';
import type { ShareLink } from './shares';
import { z } from 'zod';
import { candidate, gateCheck, jobDescription } from './documents';
import { candidateProfile, jobProfile } from './documents-internal';
import { candidateDecision } from './oversight';
import { batchCounts, candidateRef, jobRef, matchPercentage } from './fields';
import { verdict } from './verdict';

export const analysisStatus = z.enum([
  'queued',
  'extracting',
  'scoring',
  'writing-message',
  'completed',
  'failed',
]);
export type AnalysisStatus = z.infer<typeof analysisStatus>;

export const evidence = z.object({
  requirement: z.string(),
  resumeLine: z.string().optional(),
  kind: z.enum(['exact', 'alias', 'implied', 'missing']),
});

export const breakdownComponent = z.object({
  key: z.string(),
  label: z.string(),
  weight: z.number(),
  value: z.number(),
  summary: z.string(),
  evidence: z.array(evidence),
  /** Requirement components: how many of the job's requirements are met, of how many. */
  met: z.number().int().optional(),
  total: z.number().int().optional(),
});
export type BreakdownComponent = z.infer<typeof breakdownComponent>;

/** What a score found beside its number: the skills met and missing, and how the number is made. */
export const scoreFindings = {
  topSkills: z.array(z.string()),
  missingSkills: z.array(z.string()),
  breakdown: z.array(breakdownComponent),
};

/** A result a re-score with a newer engine replaced, kept to show beside the new one. */
export const previousResult = z.object({
  matchPercentage: matchPercentage.nullable(),
  band: z.string().nullable(),
  ...scoreFindings,
  engineVersion: z.string().nullable(),
  requirementsVersion: z.number().int().nullable(),
  completedAt: z.string().nullable(),
});
export type PreviousResult = z.infer<typeof previousResult>;

export const analysis = z.object({
  id: z.string(),
  candidateId: z.string(),
  jobId: z.string(),
  batchId: z.string().nullable(),
  status: analysisStatus,
  matchPercentage: matchPercentage.nullable(),
  ...scoreFindings,
  generatedMessage: z.string(),
  /** The job's gates on this candidate; they never move the percentage. */
  gates: z.array(gateCheck).optional(),
  /** The verdict a recruiter reads first: requirements met of each kind, gates' states, band. */
  verdict: verdict.nullable().optional(),
  /** Which analyzer produced the result: the built-in engine or the LLM. */
  analyzer: z.enum(['engine', 'llm']).nullable(),
  /** Why the result differs from what was asked for, e.g. the LLM failed and the engine answered. */
  analyzerNote: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  candidate: candidate.nullable().optional(),
  job: jobDescription.nullable().optional(),
  /** The candidate's name and the job's title as they were when the analysis ran; lists carry
   * these instead of the embedded documents. */
  candidateName: z.string().optional(),
  jobTitle: z.string().optional(),
  /** The version of the job's reading that scored it; null before versions were recorded. */
  requirementsVersion: z.number().int().nullable().optional(),
  /** The recruiter's decision on this candidate for this job; null until one is taken. */
  decision: candidateDecision.nullable().optional(),
  /** ENGINE_VERSION of the matcher that scored it; null before versions were kept. */
  engineVersion: z.string().nullable().optional(),
  /** The engine the product runs now: a differing engineVersion can be re-scored. */
  currentEngineVersion: z.string().optional(),
  /** The result before the last re-score with a newer engine (old and new side by side). */
  previousResult: previousResult.nullable().optional(),
  /** Blind screening is on for the job and this candidate is not revealed: identity is masked. */
  blind: z.boolean().optional(),
});
export type Analysis = z.infer<typeof analysis>;

export const DAILY_LIMIT_MESSAGE = 'Daily limit reached! Upgrade to Pro for unlimited matches.';

/**
 * How many analyses a visitor may run in the demo, and so how many a new account may carry over
 * from it without using its daily matches: the visitor already ran them once.
 */
export const DEMO_ANALYSES = 3;

/**
 * `POST /api/analysis/:candidateId/:jobId` (body optional). `carriedFromDemo`: the run of an
 * analysis the visitor made in the demo, carried into their new account on signup. The first
 * DEMO_ANALYSES such runs of a user take no daily match; later ones are charged as any run.
 */
export const runAnalysisRequest = z.object({ carriedFromDemo: z.boolean().optional() });
export type RunAnalysisRequest = z.infer<typeof runAnalysisRequest>;

export const batchRequest = z.object({
  jobId: z.string().min(1),
  candidateIds: z.union([z.array(z.string().min(1)).min(1).max(5000), z.literal('all')]),
});
export type BatchRequest = z.infer<typeof batchRequest>;

export const batchResultRow = z.object({
  rank: z.number().int(),
  analysisId: z.string(),
  ...candidateRef,
  status: analysisStatus,
  matchPercentage: z.number().int().nullable(),
  topSkills: z.array(z.string()),
  missingSkills: z.array(z.string()),
  /** The verdict (requirements met, gates, band); null while the analysis runs. */
  verdict: verdict.nullable().optional(),
  /** The recruiter's decision on this candidate for the batch's job; null until one is taken. */
  decision: candidateDecision.nullable().optional(),
  /** Where the candidate stands on the job's pipeline ('new' until someone moves them). */
  stage: pipelineStage.optional(),
});

export const batch = z.object({
  id: z.string(),
  ...jobRef,
  status: z.enum(['running', 'completed']),
  ...batchCounts,
  createdAt: z.string(),
  results: z.array(batchResultRow),
});
export type Batch = z.infer<typeof batch>;

/** Socket.IO events the server emits to room `user:<id>`. */
export interface ServerToClientEvents {
  'analysis:progress': (e: {
    analysisId: string;
    candidateId: string;
    jobId: string;
    status: AnalysisStatus;
    batchId: string | null;
  }) => void;
  'analysis:completed': (e: { analysis: Analysis }) => void;
  'analysis:failed': (e: {
    analysisId: string;
    candidateId: string;
    jobId: string;
    error: string;
    batchId: string | null;
  }) => void;
  'batch:progress': (e: { batchId: string; done: number; failed: number; total: number }) => void;
  /**
   * Analyses of a batch that completed together (one chunk of the batch path): one event per chunk
   * instead of an `analysis:completed` per candidate, which a batch of thousands would flood the
   * sockets with. The analyses themselves are read where they are shown.
   */
  'batch:completed': (e: { batchId: string; jobId: string; candidateIds: string[] }) => void;
  /** A person moved candidates, wrote a note or sent a message on a job's pipeline. */
  'pipeline:changed': (e: PipelineChange) => void;
  /** A shared link changed: opened, downloaded, answered by its recipient, revoked (issue #32). */
  'share:changed': (e: ShareLink) => void;
  /** The user is no longer a member of the socket's workspace; the server then drops the socket. */
  'workspace:gone': (e: { workspaceId: string }) => void;
}

/** POST /api/analysis/batch answers the new batch (queued rows) plus `batchId`, 202. */
export const batchStarted = batch.extend({ batchId: z.string() });
export type BatchStarted = z.infer<typeof batchStarted>;

/** GET /api/analysis/stats (Pro): the analytics page. Completed analyses only. */
export const scoreBucket = z.enum(['0-59', '60-79', '80-100']);
export const analysisStats = z.object({
  total: z.number().int(),
  /** Mean match percentage, one decimal; null when there is none yet. */
  averageScore: z.number().nullable(),
  /** The last 30 days (UTC), oldest first, days without analyses included with 0. */
  perDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
  distribution: z.array(z.object({ bucket: scoreBucket, count: z.number().int() })),
  /** The 5 newest completed analyses. */
  recent: z.array(analysis),
});
export type AnalysisStats = z.infer<typeof analysisStats>;

/** Limits on what an anonymous visitor may send to the engine. */
const DEMO_MAX_TEXT = 60_000;
const DEMO_MAX_ITEMS = 400;
const boundedProfile = <T extends z.ZodType<{ text: string; sections: unknown[] }>>(schema: T) =>
  schema.refine((p) => p.text.length <= DEMO_MAX_TEXT && p.sections.length <= DEMO_MAX_ITEMS, {
    message: 'Document is too large for the demo',
  });

/** POST /api/demo/analyze (anonymous, nothing stored): the profiles /api/demo/parse returned. */
export const demoAnalyzeBody = z.object({
  job: boundedProfile(
    jobProfile.refine(
      (j) => j.requiredSkills.length + j.niceToHaveSkills.length <= DEMO_MAX_ITEMS,
      'Too many skills',
    ),
  ),
  candidate: boundedProfile(
    // The page's own extraction is not taken on trust: the engine looks for lines addressed to
    // the reader in a demo resume whatever the profile says, and reads its terms from its text.
    candidateProfile
      .omit({ flaggedLinesCheckedBy: true, terms: true })
      .refine((c) => c.skills.length <= DEMO_MAX_ITEMS, 'Too many skills'),
  ),
});
export type DemoAnalyzeBody = z.infer<typeof demoAnalyzeBody>;
