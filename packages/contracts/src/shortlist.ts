import { z } from 'zod';
import { candidateRef } from './fields';
import { fairnessByCategory, humanDecision, selectionCounts } from './oversight';
import { pipelineStage } from './pipeline';

// Acting on a shortlist (issue #29 item 2) and oversight where the decision is made (issue #30
// item 12): the workspace's rejection reasons, rejection emails drafted for the recruiter to
// review and send, the adverse-impact preview of a bulk action, and the bias audit summary.

const id = z.string().trim().min(1).max(100);
const candidateIds = z.array(id).min(1).max(5000);

/** The reasons a workspace starts with; it edits its own list. */
export const DEFAULT_REJECTION_REASONS = [
  'Missing must-have skills',
  'Not enough experience',
  'Location',
  'Salary expectations',
  'Position filled',
] as const;

/** `GET|PUT /api/analysis/rejection-reasons`: the workspace's list of rejection reasons. */
export const rejectionReasons = z.object({
  reasons: z.array(z.string().trim().min(1).max(200)).max(50),
});
export type RejectionReasons = z.infer<typeof rejectionReasons>;

/**
 * `POST /api/analysis/jobs/:jobId/rejections`: reject candidates with a reason, in one step:
 * the decision (oversight's record) and the move to Rejected (the pipeline's).
 */
export const rejectRequest = z.object({
  candidateIds,
  reason: z.string().trim().min(1, 'Choose or write a reason').max(1000),
  /** The impact preview the recruiter saw before rejecting. */
  previewId: z.string().uuid().optional(),
});
export type RejectRequest = z.infer<typeof rejectRequest>;

/** `POST /api/analysis/jobs/:jobId/advance`: advance candidates and move them to a stage. */
export const advanceRequest = z.object({
  candidateIds,
  stage: pipelineStage.exclude(['new', 'rejected']),
  previewId: z.string().uuid().optional(),
});
export type AdvanceRequest = z.infer<typeof advanceRequest>;

/** `POST /api/analysis/jobs/:jobId/rejections/drafts`: a rejection email per candidate, unsent. */
export const rejectionDraftRequest = z.object({ candidateIds: z.array(id).min(1).max(500) });

export const rejectionDraft = z.object({
  ...candidateRef,
  /** The address it would go to; null when the record has none that can be used. */
  to: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  /** Why it cannot be sent (no address, an unusable one); null when it can. */
  problem: z.string().nullable(),
});
export type RejectionDraft = z.infer<typeof rejectionDraft>;

export const rejectionDrafts = z.object({ jobId: z.string(), drafts: z.array(rejectionDraft) });
export type RejectionDrafts = z.infer<typeof rejectionDrafts>;

/**
 * `POST /api/analysis/jobs/:jobId/rejections/send`: the drafts the recruiter reviewed, as edited.
 * The address is the one on the candidate's record, never one sent here.
 */
export const rejectionSendRequest = z.object({
  messages: z
    .array(
      z.object({
        candidateId: id,
        subject: z.string().trim().min(1).max(300),
        body: z.string().trim().min(1, 'Write the message first: it is empty.').max(20_000),
      }),
    )
    .min(1)
    .max(200),
});
export type RejectionSendRequest = z.infer<typeof rejectionSendRequest>;

/** What a bulk action previewed: a decision, or a move to a stage. */
export const impactAction = z.union([humanDecision, z.literal('move')]);
export type ImpactAction = z.infer<typeof impactAction>;

/** `POST /api/analysis/jobs/:jobId/impact-preview`: the figures before a bulk action. */
export const impactPreviewRequest = z.object({
  candidateIds,
  action: impactAction,
  stage: pipelineStage.optional(),
});
export type ImpactPreviewRequest = z.infer<typeof impactPreviewRequest>;

/**
 * The four-fifths figures of one bulk action over the job's scored candidates: "selected" are
 * those the action favours (the selection for advance, hold and a move; those not in the
 * selection for a rejection). Recorded when shown; `followedBy` names the action taken after it.
 */
export const impactPreview = z.object({
  id: z.string(),
  jobId: z.string(),
  action: impactAction,
  stage: pipelineStage.nullable(),
  /** How many candidates the action names. */
  chosen: z.number().int(),
  /** The job's scored candidates, and how many of them the action favours. */
  ...selectionCounts,
  /** In words: what "selected" means for this action. */
  selectedMeans: z.string(),
  ...fairnessByCategory,
  /** Whether any group of at least 2% of the data falls under four-fifths. */
  flagged: z.boolean(),
  /** Whether any candidate has a group on file: without groups there is nothing to compare. */
  groupsKnown: z.boolean(),
  shownBy: z.string(),
  shownAt: z.string(),
  followedBy: impactAction.nullable(),
  followedAt: z.string().nullable(),
});
export type ImpactPreview = z.infer<typeof impactPreview>;

/** `GET /api/analysis/jobs/:jobId/impact-previews`: the previews shown on a job, newest first. */
export const impactPreviews = z.object({ jobId: z.string(), previews: z.array(impactPreview) });

/** `GET /api/analysis/oversight/bias-audit?jobId=J&format=csv|json`. */
export const biasAuditQuery = z.object({
  /** One job, or every job of the workspace when absent. */
  jobId: z.string().trim().min(1).max(100).optional(),
  format: z.enum(['csv', 'json']).default('json'),
});

/**
 * The layout of a NYC Local Law 144 bias audit summary, from the recorded decisions: applicants
 * are the candidates the tool scored, selected those a recruiter advanced; per category the
 * number of applicants, selection rate and impact ratio of each group, and the unknowns.
 */
export const biasAudit = z.object({
  jobId: z.string().nullable(),
  /** Scored candidate-job pairs; of them, decided and advanced. */
  applicants: z.number().int(),
  decided: z.number().int(),
  selected: z.number().int(),
  /** The first and last score in the data. */
  dataFrom: z.string().nullable(),
  dataTo: z.string().nullable(),
  ...fairnessByCategory,
  generatedAt: z.string(),
});
export type BiasAudit = z.infer<typeof biasAudit>;
