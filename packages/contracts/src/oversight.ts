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
