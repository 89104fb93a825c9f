import { MAX_NAME_LENGTH, parseMailbox } from '@shortlist/contracts';
import { readCsv } from '@shortlist/csv';
import { FormatError } from './errors';

// A spreadsheet of candidates, as an agency or an old ATS exports it: one row per candidate
// with a name, contact details and either the resume's text or the name of its file inside
// an accompanying ZIP. Column names vary, so each field has its usual aliases.

export interface CandidateCsvRow {
  /** Its row in a spreadsheet (the header is row 1), as errors name it. */
  row: number;
  name: string;
  email: string | null;
  phone: string | null;
  location: string | null;
  resumeText: string | null;
  /** A file name inside the accompanying ZIP. */
  fileName: string | null;
}

export interface CandidateCsvError {
  row: number;
  error: string;
}

type Field =
  'name' | 'firstName' | 'lastName' | 'email' | 'phone' | 'location' | 'resumeText' | 'fileName';

const ALIASES: Record<Field, string[]> = {
  name: ['name', 'fullname', 'candidate', 'candidatename'],
  firstName: ['firstname', 'givenname', 'forename'],
  lastName: ['lastname', 'surname', 'familyname'],
  email: ['email', 'emailaddress', 'mail'],
  phone: ['phone', 'phonenumber', 'telephone', 'tel', 'mobile', 'mobilephone', 'cell'],
  location: ['location', 'city', 'address', 'town'],
  resumeText: ['resume', 'resumetext', 'cv', 'cvtext', 'text'],
  fileName: ['file', 'filename', 'resumefile', 'cvfile', 'attachment', 'document'],
};

/** "E-mail Address" -> "emailaddress": headers compared without case, spaces or punctuation. */
const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

export function readCandidatesCsv(
  source: string,
  options: { maxRows: number },
): { rows: CandidateCsvRow[]; errors: CandidateCsvError[] } {
  const [header, ...body] = readCsv(source);
  if (!header) throw new FormatError('The CSV file is empty');
  const columns = columnsOf(header.cells);
  if (columns.name === undefined && columns.firstName === undefined) {
    throw new FormatError('The CSV needs a "name" column (or "first name" and "last name")');
  }
  if (columns.resumeText === undefined && columns.fileName === undefined) {
    throw new FormatError(
      'The CSV needs a "resume" column with the text or a "file" column naming a file in the ZIP',
    );
  }
  if (body.length > options.maxRows) {
    throw new FormatError(
      `The CSV has ${body.length} candidates; at most ${options.maxRows} at a time`,
    );
  }
  const rows: CandidateCsvRow[] = [];
  const errors: CandidateCsvError[] = [];
  for (const { row, cells } of body) {
    const get = (field: Field) => {
      const index = columns[field];
      return (index === undefined ? '' : (cells[index] ?? '')).trim() || null;
    };
    const name =
      get('name') ?? ([get('firstName'), get('lastName')].filter(Boolean).join(' ') || null);
    const email = get('email');
    const mailbox = email === null ? null : parseMailbox(email);
    const resumeText = get('resumeText');
    const fileName = get('fileName');
    const problem = !name
      ? 'no name'
      : name.length > MAX_NAME_LENGTH
        ? `the name is longer than ${MAX_NAME_LENGTH} characters`
        : mailbox && !mailbox.ok
          ? mailbox.error
          : !resumeText && !fileName
            ? 'neither resume text nor a file name'
            : undefined;
    if (problem) errors.push({ row, error: `Row ${row}: ${problem}` });
    else {
      rows.push({
        row,
        name: name!,
        email: mailbox?.ok ? mailbox.address : null,
        phone: get('phone'),
        location: get('location'),
        resumeText,
        fileName,
      });
    }
  }
  return { rows, errors };
}

function columnsOf(headers: string[]): Partial<Record<Field, number>> {
  const columns: Partial<Record<Field, number>> = {};
  headers.forEach((header, index) => {
    const key = headerKey(header);
    const field = (Object.keys(ALIASES) as Field[]).find((f) => ALIASES[f].includes(key));
    // The first column of a kind wins; a second "email" column is ignored, not merged.
    if (field && columns[field] === undefined) columns[field] = index;
  });
  return columns;
}
