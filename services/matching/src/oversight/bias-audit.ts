import type { BiasAudit } from '@shortlist/contracts';
import { toCsv } from '@shortlist/csv';
import { AppError, isUuid, type WorkspaceId } from '@shortlist/kit';
import { scoredPairsWithGroups } from '../analyses-store';
import type { MatchingDb } from '../db';
import { categoryTable, categoriesOf } from './fairness-report';

// A bias audit summary in the layout NYC Local Law 144 asks employers to publish: per category
// (sex, race/ethnicity, their intersection) each group's applicants, selection rate and impact
// ratio, and how many are of unknown group. From the recorded decisions: applicants are the
// candidate-job pairs the tool scored, selected the ones a recruiter advanced (the current
// decision). Groups are the self-identified ones the workspace uploaded, never inferred.

export const NOTHING_TO_SUMMARISE = 'There are no scored candidates to summarise yet.';

/** The owner's bias audit summary, of one job or of all their jobs. */
export async function biasAuditOf(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId?: string,
): Promise<BiasAudit> {
  if (jobId !== undefined && !isUuid(jobId)) throw new AppError('not_found', NOTHING_TO_SUMMARISE);
  const { rows, span } = await scoredPairsWithGroups(db, ownerId, jobId);
  if (!rows.length) throw new AppError('not_found', NOTHING_TO_SUMMARISE);
  const advanced = (r: (typeof rows)[number]) => r.decision === 'advance';
  return {
    jobId: jobId ?? null,
    applicants: rows.length,
    decided: rows.filter((r) => r.decision !== null).length,
    selected: rows.filter(advanced).length,
    dataFrom: span?.from?.toISOString() ?? null,
    dataTo: span?.to?.toISOString() ?? null,
    ...categoriesOf(rows, advanced),
    generatedAt: new Date().toISOString(),
  };
}

/** The summary as a spreadsheet: what it covers, then one row per group. */
export function biasAuditCsv(audit: BiasAudit): string {
  const about = [
    ['Bias audit summary (NYC Local Law 144 layout)'],
    ['Scope', audit.jobId ? `job ${audit.jobId}` : 'all jobs of the workspace'],
    ['Data from', audit.dataFrom, 'to', audit.dataTo],
    ['Applicants (scored)', audit.applicants],
    ['Decided', audit.decided],
    ['Selected (advanced by a recruiter)', audit.selected],
    ['Generated', audit.generatedAt],
    [],
  ];
  return toCsv([...about, ...categoryTable(audit)]);
}

export const biasAuditFileName = (jobId: string | undefined) =>
  `bias-audit-${jobId ? jobId.slice(0, 12).replace(/[^\w-]/g, '') : 'all-jobs'}.csv`;
