import type { Batch } from '@shortlist/contracts';

// The shortlist as a spreadsheet. Cells are quoted per RFC 4180, and a cell that a spreadsheet
// would read as a formula (= + - @, or a leading tab/CR) gets a leading apostrophe: a candidate
// named "=HYPERLINK(...)" must stay text.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function batchCsv(batch: Batch): string {
  const header = ['Rank', 'Candidate', 'Score', 'Status', 'Top skills', 'Missing skills'];
  const rows = batch.results.map((r) => [
    r.rank,
    r.candidateName,
    r.matchPercentage,
    r.status,
    r.topSkills.join('; '),
    r.missingSkills.join('; '),
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
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
