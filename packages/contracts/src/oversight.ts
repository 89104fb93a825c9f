import { z } from 'zod';

/** A recruiter's decision on a candidate for a job. Shortlist never takes one by itself. */
export const humanDecision = z.enum(['advance', 'hold', 'reject']);
export type HumanDecision = z.infer<typeof humanDecision>;

/** The current decision on a candidate of a job, as the analysis page and the shortlist show it. */
export const candidateDecision = z.object({
  decision: humanDecision,
  reason: z.string().nullable(),
  decidedBy: z.string(),
  decidedAt: z.string(),
});
export type CandidateDecision = z.infer<typeof candidateDecision>;

/** `POST /api/analysis/decisions`: one decision for one or many candidates of a job. */
export const decisionRequest = z.object({
  jobId: z.string().trim().min(1).max(100),
  candidateIds: z.array(z.string().trim().min(1).max(100)).min(1).max(5000),
  decision: humanDecision,
  reason: z.string().trim().max(1000).optional(),
  /** The impact preview the recruiter saw before this decision (issue #30 item 12). */
  previewId: z.string().uuid().optional(),
});
export type DecisionRequest = z.infer<typeof decisionRequest>;

export const decisionsTaken = z.object({
  jobId: z.string(),
  decision: humanDecision,
  candidateIds: z.array(z.string()),
});
export type DecisionsTaken = z.infer<typeof decisionsTaken>;

/** `GET /api/analysis/audit?jobId=J&format=csv|json`. */
export const auditExportQuery = z.object({
  jobId: z.string().trim().min(1).max(100),
  format: z.enum(['csv', 'json']).default('json'),
});

export const auditEventKind = z.enum([
  'analysis.scored',
  'analysis.failed',
  'decision',
  'candidate.erased',
  'candidate.revealed',
  'blind.changed',
  /** A person moved the candidate on the job's pipeline; `detail` says from which stage to which. */
  'pipeline.moved',
  /** A shared link's recipient answered on the candidate (issue #32); the actor is `share:<link>`. */
  'client.feedback',
  /** A recruiter showed the candidate's name to a shared link's recipient. */
  'share.revealed',
]);

/** One record of the audit trail (EU AI Act Art. 12). */
export const auditEvent = z.object({
  id: z.string(),
  kind: auditEventKind,
  occurredAt: z.string(),
  actorId: z.string(),
  jobId: z.string(),
  candidateId: z.string(),
  analysisId: z.string().nullable(),
  runId: z.string().nullable(),
  batchId: z.string().nullable(),
  requestedAt: z.string().nullable(),
  candidateSha256: z.string().nullable(),
  jobSha256: z.string().nullable(),
  requirementsVersion: z.number().int().nullable(),
  engineVersion: z.string().nullable(),
  analyzer: z.string().nullable(),
  matchPercentage: z.number().int().nullable(),
  band: z.string().nullable(),
  decision: humanDecision.nullable(),
  reason: z.string().nullable(),
  detail: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEvent>;

export const auditExport = z.object({
  jobId: z.string(),
  exportedAt: z.string(),
  events: z.array(auditEvent),
});
export type AuditExport = z.infer<typeof auditExport>;

/** `GET /api/analysis/jobs/:jobId/oversight`: the job's blind-screening setting and reveals. */
export const jobOversight = z.object({
  jobId: z.string(),
  blind: z.boolean(),
  revealedCandidateIds: z.array(z.string()),
});
export type JobOversight = z.infer<typeof jobOversight>;

/**
 * `GET /api/analysis/jobs/:jobId/candidates`: the workspace's candidates as the screening page's
 * picker may list them for this job; on a blind job each hidden one under its label, no name.
 */
export const jobCandidates = z.object({
  jobId: z.string(),
  blind: z.boolean(),
  candidates: z.array(z.object({ id: z.string(), name: z.string(), hidden: z.boolean() })),
});
export type JobCandidates = z.infer<typeof jobCandidates>;

/** `PUT /api/analysis/jobs/:jobId/blind`. */
export const blindRequest = z.object({ blind: z.boolean() });

/** `POST /api/analysis/jobs/:jobId/reveal`: see one candidate in full (recorded in the trail). */
export const revealRequest = z.object({ candidateId: z.string().trim().min(1).max(100) });

/**
 * `POST /api/analysis/groups`: the recruiter's CSV of self-identified groups (columns
 * candidate id or email, sex, race_ethnicity; empty or "unknown" allowed). Never inferred.
 */
export const groupsUpload = z.object({ csv: z.string().min(1).max(2_000_000) });
export const groupsUploaded = z.object({
  stored: z.number().int(),
  /** Rows whose candidate id or email matches none of the account's candidates. */
  unmatched: z.array(z.string()),
});
export type GroupsUploaded = z.infer<typeof groupsUploaded>;

/** `GET /api/analysis/jobs/:jobId/fairness?threshold=T&format=json|csv`. */
export const fairnessQuery = z.object({
  threshold: z.coerce.number().int().min(0).max(100).default(60),
  format: z.enum(['csv', 'json']).default('json'),
});

/** The four-fifths rule's counts: the candidates considered, and how many of them were selected. */
export const selectionCounts = { applicants: z.number().int(), selected: z.number().int() };

export const fairnessGroup = z.object({
  group: z.string(),
  ...selectionCounts,
  selectionRate: z.number(),
  /** Rate / the highest rate among groups of at least 2% of the data; null for those listed apart. */
  impactRatio: z.number().nullable(),
  /** Impact ratio under 0.8 (the four-fifths rule). */
  flagged: z.boolean(),
});
export type FairnessGroup = z.infer<typeof fairnessGroup>;

export const fairnessCategory = z.object({
  /** Groups of at least 2% of the data, with their impact ratios. */
  groups: z.array(fairnessGroup),
  /** Groups under 2% of the data, listed apart and left out of the impact ratios (LL144 allows). */
  small: z.array(fairnessGroup),
  /** Candidates whose group is not known for this category. */
  unknown: z.number().int(),
});
export type FairnessCategory = z.infer<typeof fairnessCategory>;

/** The figures by group of every adverse-impact view (report, bias audit, impact preview). */
export const fairnessByCategory = {
  sex: fairnessCategory,
  raceEthnicity: fairnessCategory,
  intersectional: fairnessCategory,
};

export const fairnessReport = z.object({
  jobId: z.string(),
  threshold: z.number().int(),
  /** Scored candidates of the job, and how many scored at or above the threshold. */
  ...selectionCounts,
  ...fairnessByCategory,
  generatedAt: z.string(),
});
export type FairnessReport = z.infer<typeof fairnessReport>;

/** `POST /api/analysis/:analysisId/rescore-engine`: score again with the current engine. */
export const engineRescoreStarted = z.object({ analysisId: z.string(), queued: z.boolean() });
