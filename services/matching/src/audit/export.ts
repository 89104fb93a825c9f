import type { AuditEvent, AuditExport } from '@shortlist/contracts';
import { toCsv } from '@shortlist/csv';
import type { AuditEventRow } from '../db/schema';

export function presentAuditEvent(row: AuditEventRow): AuditEvent {
  return {
    id: row.id,
    kind: row.kind,
    occurredAt: row.occurredAt.toISOString(),
    actorId: row.actorId,
    jobId: row.jobId,
    candidateId: row.candidateId,
    analysisId: row.analysisId,
    runId: row.runId,
    batchId: row.batchId,
    requestedAt: row.requestedAt?.toISOString() ?? null,
    candidateSha256: row.candidateSha256,
    jobSha256: row.jobSha256,
    requirementsVersion: row.requirementsVersion,
    engineVersion: row.engineVersion,
    analyzer: row.analyzer,
    matchPercentage: row.matchPercentage,
    band: row.band,
    decision: row.decision,
    reason: row.reason,
    detail: row.detail,
  };
}

export function auditExport(jobId: string, rows: AuditEventRow[], now = new Date()): AuditExport {
  return { jobId, exportedAt: now.toISOString(), events: rows.map(presentAuditEvent) };
}

const COLUMNS = [
  'occurredAt',
  'kind',
  'actorId',
  'candidateId',
  'analysisId',
  'runId',
  'batchId',
  'requestedAt',
  'candidateSha256',
  'jobSha256',
  'requirementsVersion',
  'engineVersion',
  'analyzer',
  'matchPercentage',
  'band',
  'decision',
  'reason',
  'detail',
  'jobId',
  'id',
] as const satisfies readonly (keyof AuditEvent)[];

/** The trail as a spreadsheet: one row per event; a reason typed as "=..." stays text. */
export function auditCsv(exported: AuditExport): string {
  return toCsv([COLUMNS, ...exported.events.map((event) => COLUMNS.map((key) => event[key]))]);
}

export const auditFileName = (jobId: string, format: 'csv' | 'json') =>
  `audit-${jobId.replace(/[^A-Za-z0-9_-]/g, '_')}.${format}`;
