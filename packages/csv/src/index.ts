// Shortlists as spreadsheets (the matching service's export and the CLI's --csv). Cells are
// quoted per RFC 4180, and a cell that a spreadsheet would read as a formula (= + - @, or a
// leading tab/CR) gets a leading apostrophe: a candidate named "=HYPERLINK(...)" must stay text.
// Reading (read.ts) is here too, so every CSV the product takes in follows one set of rules.
import { readCsv } from './read';

export type CsvValue = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  let text = value === null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows (the header first) to a CSV file: CRLF line ends, as RFC 4180 and Excel expect. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export { csvText, readCsv, type CsvRow } from './read';

/** The cells of each non-blank row (see readCsv for the rules). */
export function parseCsv(text: string): string[][] {
  return readCsv(text).map((row) => row.cells);
}
