import type { Batch } from '@shortlist/contracts';
import { toCsv } from '@shortlist/csv';
import { shortlistColumns } from './columns';

// The shortlist as a spreadsheet; @shortlist/csv keeps formula-like cells (a candidate named
// "=HYPERLINK(...)") as text.

export function batchCsv(batch: Batch): string {
  const header = ['Rank', 'Candidate', 'Score', 'Status', 'Top skills', 'Missing skills'];
  const rows = batch.results.map((r) => [
    r.rank,
    r.candidateName,
    r.matchPercentage,
    r.status,
    r.topSkills.join('; '),
    r.missingSkills.join('; '),
    ...shortlistColumns.map((c) => c.value(r)),
  ]);
  return toCsv([[...header, ...shortlistColumns.map((c) => c.header)], ...rows]);
}

/** A file name for the download: the job title, made safe for a header and a file system. */
export function csvFileName(batch: Batch): string {
  const base = batch.jobTitle
    .replace(/[^\w -]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60);
  return `shortlist-${base || 'batch'}-${batch.id.slice(0, 8)}.csv`;
}
