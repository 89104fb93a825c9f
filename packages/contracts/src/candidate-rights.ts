import { z } from 'zod';
import { analysis } from './analysis';
import { auditEvent, candidateDecision } from './oversight';
import { pipelineEvent } from './pipeline';

/**
 * What matching holds about one candidate (its internal `GET /internal/candidates/:id/record`),
 * for the candidate's export (GDPR Art. 15).
 */
export const candidateMatchingRecord = z.object({
  analyses: z.array(analysis),
  decisions: z.array(candidateDecision.extend({ jobId: z.string() })),
  auditEvents: z.array(auditEvent),
  /** The self-identified groups the recruiter uploaded for fairness reports; null if none. */
  groups: z
    .object({
      sex: z.string().nullable(),
      raceEthnicity: z.string().nullable(),
      uploadedAt: z.string(),
    })
    .nullable()
    .optional(),
  /** Every stage move, note and message sent on any job's pipeline, oldest first. */
  pipelineEvents: z.array(pipelineEvent).optional(),
});
export type CandidateMatchingRecord = z.infer<typeof candidateMatchingRecord>;

/** Matching's answer to `DELETE /internal/candidates/:id`: what it erased. */
export const candidateErased = z.object({ analyses: z.number().int(), jobs: z.number().int() });
export type CandidateErased = z.infer<typeof candidateErased>;
