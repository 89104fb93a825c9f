import type { AuditEvent } from '@shortlist/contracts';
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

/** The CSV's columns, in order; a reason typed as "=..." stays text (toCsv). */
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

/**
 * The trail streamed page by page (issue #30.1: a job with 10,000 scores answered 404, and would
 * have been held whole): the CSV's header, or the JSON's opening, then each page as it is read.
 * Undefined when the job has no events (the caller answers 404 before anything is sent).
 */
export async function streamAudit(
  pages: AsyncGenerator<AuditEventRow[]>,
  format: 'csv' | 'json',
  jobId: string,
  write: (chunk: string) => Promise<void>,
  start: () => void,
): Promise<boolean> {
  let first = true;
  for await (const page of pages) {
    const events = page.map(presentAuditEvent);
    if (first) {
      start();
      await write(
        format === 'csv'
          ? toCsv([COLUMNS])
          : `{"jobId":${JSON.stringify(jobId)},"exportedAt":${JSON.stringify(new Date().toISOString())},"events":[`,
      );
    }
    await write(
      format === 'csv'
        ? toCsv(events.map((event) => COLUMNS.map((key) => event[key])))
        : `${first ? '' : ','}${events.map((e) => JSON.stringify(e)).join(',')}`,
    );
    first = false;
  }
  if (first) return false;
  if (format === 'json') await write(']}');
  return true;
}

export const auditFileName = (jobId: string, format: 'csv' | 'json') =>
  `audit-${jobId.replace(/[^A-Za-z0-9_-]/g, '_')}.${format}`;
