import { z } from 'zod';
import { candidateRef, jobRef } from './fields';
import { shareVerdict } from './shares';
import { verdict } from './verdict';

// A pipeline per job (issue #19): where each candidate considered for a job stands, moved only by
// people. It is richer than the oversight decision (advance/hold/reject), which stays the record
// of the screening call on a score; a stage is where the hiring work is.

export const pipelineStages = [
  'new',
  'shortlisted',
  'contacted',
  'interview',
  'offer',
  'hired',
  'rejected',
] as const;
export const pipelineStage = z.enum(pipelineStages);
export type PipelineStage = z.infer<typeof pipelineStage>;

export const pipelineStageLabels: Record<PipelineStage, string> = {
  new: 'New',
  shortlisted: 'Shortlisted',
  contacted: 'Contacted',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
};

/** One candidate on a job's pipeline. */
export const pipelineEntry = z.object({
  jobId: z.string(),
  ...candidateRef,
  analysisId: z.string().nullable(),
  matchPercentage: z.number().int().nullable(),
  stage: pipelineStage,
  /** Who moved it last and when; null while it is still New from its analysis. */
  movedBy: z.string().nullable(),
  movedAt: z.string().nullable(),
  notes: z.number().int(),
  /**
   * What tells two candidates of one name apart on a card: their headline, location and the
   * domain of their email (never the address). Absent from a change's entries (the board keeps
   * the ones it has) and hidden on a blind job.
   */
  headline: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
  emailDomain: z.string().nullable().optional(),
  /** The verdict of the analysis (requirements met, band); null or absent for older analyses. */
  verdict: verdict.nullable().optional(),
});
export type PipelineEntry = z.infer<typeof pipelineEntry>;

/** `GET /api/analysis/jobs/:jobId/pipeline`: entries best score first (unscored last). */
export const jobPipeline = z.object({
  ...jobRef,
  entries: z.array(pipelineEntry),
});
export type JobPipeline = z.infer<typeof jobPipeline>;

export const outreachMessage = z.object({ to: z.string(), subject: z.string(), body: z.string() });
export type OutreachMessage = z.infer<typeof outreachMessage>;

/** One change of a pipeline entry, never edited nor deleted. */
export const pipelineEvent = z.object({
  id: z.string(),
  jobId: z.string(),
  candidateId: z.string(),
  /** `feedback`: the client's answer on a shared link (issue #32), a decision of the client's. */
  kind: z.enum(['moved', 'note', 'message', 'feedback']),
  fromStage: pipelineStage.nullable(),
  toStage: pipelineStage.nullable(),
  note: z.string().nullable(),
  message: outreachMessage.nullable(),
  /** A client's feedback: their answer and who they are (the link's recipient); `note` holds the comment. */
  feedback: z.object({ verdict: shareVerdict, recipient: z.string() }).nullable().optional(),
  authorId: z.string(),
  occurredAt: z.string(),
});
export type PipelineEvent = z.infer<typeof pipelineEvent>;

const id = z.string().trim().min(1).max(100);

/** `POST /api/analysis/jobs/:jobId/pipeline/moves`: one stage for one or many candidates. */
export const pipelineMoveRequest = z.object({
  candidateIds: z.array(id).min(1).max(5000),
  stage: pipelineStage,
});
export type PipelineMoveRequest = z.infer<typeof pipelineMoveRequest>;

/**
 * `POST /api/analysis/jobs/:jobId/pipeline/top`: the pipeline starts from the shortlist in score
 * order: the `count` best-scored candidates still in New move to `stage` (Shortlisted unless
 * said), as one person's act. Fewer move when fewer are scored and New.
 */
export const pipelineTopRequest = z.object({
  count: z.number().int().min(1).max(5000),
  stage: pipelineStage.exclude(['new']).default('shortlisted'),
});
export type PipelineTopRequest = z.input<typeof pipelineTopRequest>;

/** `POST /api/analysis/jobs/:jobId/pipeline/:candidateId/notes`. */
export const pipelineNoteRequest = z.object({
  note: z.string().trim().min(1, 'Write a note first').max(5000),
});

/** What a move or a note changed, answered to the request and sent live. */
export const pipelineChange = z.object({
  jobId: z.string(),
  entries: z.array(pipelineEntry),
  events: z.array(pipelineEvent),
});
export type PipelineChange = z.infer<typeof pipelineChange>;

/** `GET /api/analysis/outreach/settings`: whether this install can send email. */
export const outreachSettings = z.object({ configured: z.boolean(), from: z.string().nullable() });
export type OutreachSettings = z.infer<typeof outreachSettings>;

/**
 * `POST /api/analysis/jobs/:jobId/outreach`: send the follow-up message to candidates of the job.
 * Subject and body as the recruiter edited them; without a body each candidate's own generated
 * message is sent; without a subject it names the role and the company ("Java Developer at Acme —
 * …"). Either way it goes From the install's address with the recruiter's name, Reply-To them.
 */
export const outreachRequest = z.object({
  candidateIds: z.array(id).min(1).max(200),
  subject: z
    .string()
    .trim()
    .max(300)
    .optional()
    .transform((s) => s || undefined),
  body: z.string().trim().max(20_000).optional(),
});
export type OutreachRequest = z.infer<typeof outreachRequest>;
