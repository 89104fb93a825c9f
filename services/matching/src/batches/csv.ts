import type { Batch } from '@shortlist/contracts';
import { verdictHeadline, verdictLine, type Verdict } from '@shortlist/contracts';
import { toCsv } from '@shortlist/csv';
import { shortlistColumns } from './columns';

// The shortlist as a spreadsheet; @shortlist/csv keeps formula-like cells (a candidate named
// "=HYPERLINK(...)") as text. The verdict comes right after the score, as on the page (issue #33):
// its band and gap, its line, the must-haves met ("6 of 7", never "6/7", which a spreadsheet
// reads as a date) and the gates not met and unknown. Analyses without a verdict leave them empty.

const gatesIn = (verdict: Verdict, state: 'notMet' | 'unknown') =>
  verdict.gates
    .filter((g) => g.state === state)
    .map((g) => g.label)
    .join('; ');

function verdictCells(verdict: Verdict | null | undefined): string[] {
  if (!verdict) return ['', '', '', '', ''];
  return [
    verdictHeadline(verdict),
    verdictLine(verdict),
    `${verdict.mustMet} of ${verdict.mustTotal}`,
    gatesIn(verdict, 'notMet'),
    gatesIn(verdict, 'unknown'),
  ];
}

export function batchCsv(batch: Batch): string {
  const header = [
    'Rank',
    'Candidate',
    'Score',
    'Verdict',
    'Requirements',
    'Must-haves met',
    'Gates not met',
    'Gates unknown',
    'Status',
    'Top skills',
    'Missing skills',
  ];
  const rows = batch.results.map((r) => [
    r.rank,
    r.candidateName,
    r.matchPercentage,
    ...verdictCells(r.verdict),
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
