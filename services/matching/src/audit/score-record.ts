import type { NewAuditEvent } from '../db/schema';

/** What the audit record of a score says beyond the run it belongs to (score-event.ts). */
export type ScoreRecord = Required<
  Pick<
    NewAuditEvent,
    | 'candidateSha256'
    | 'jobSha256'
    | 'requirementsVersion'
    | 'engineVersion'
    | 'analyzer'
    | 'matchPercentage'
    | 'band'
  >
>;
