// Reading CSV files as spreadsheets save them (RFC 4180): quoted cells may hold commas, quotes
// ("") and line breaks; a UTF-8 BOM (Excel's "CSV UTF-8") is dropped; lines end in CRLF, LF or
// CR. Excel in many locales separates with ";", so the header line decides the separator.
// (Writing is index.ts's, which neutralises formula cells.)

export interface CsvRow {
  /** The row's number as a spreadsheet shows it (1 = the header; blank rows count). */
  row: number;
  /** The file's line where this row starts, as a text editor shows it. */
  line: number;
  cells: string[];
}

/** A CSV file's bytes as text: UTF-8 when they are valid UTF-8, else Windows-1252, the
 *  encoding Excel's plain "CSV" save uses on Windows ("José" must not become "Jos�"). */
export function csvText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export function readCsv(source: string): CsvRow[] {
  const text = source.replace(/^\uFEFF/, '');
  const separator = separatorOf(text);
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let rowNumber = 0;
  const endCell = () => {
    cells.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rowNumber++;
    if (cells.some((c) => c.trim() !== '')) rows.push({ row: rowNumber, line: rowLine, cells });
    cells = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) line++;
        cell += ch;
      }
    } else if (ch === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (ch === separator) endCell();
    else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRow();
      rowLine = ++line;
    } else cell += ch;
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}

function separatorOf(text: string): string {
  const header = text.slice(0, text.search(/\r|\n|$/));
  const count = (ch: string) => header.split(ch).length - 1;
  const [best] = [',', ';', '\t'].map((ch) => [ch, count(ch)] as const).sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ',';
}
