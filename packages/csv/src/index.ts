// Shortlists as spreadsheets (the matching service's export and the CLI's --csv). Cells are
// quoted per RFC 4180, and a cell that a spreadsheet would read as a formula (= + - @, or a
// leading tab/CR) gets a leading apostrophe: a candidate named "=HYPERLINK(...)" must stay text.

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
