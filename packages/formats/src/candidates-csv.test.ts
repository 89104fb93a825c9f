import { readCandidatesCsv } from './candidates-csv';
import { csvText, readCsv } from '@shortlist/csv';
import { FormatError } from './errors';

describe('reading CSV', () => {
  test('quoted cells hold separators, quotes and line breaks; the BOM is dropped', () => {
    const rows = readCsv(
      '\uFEFFname,resume\r\n"Doe, Jane","Line one\r\nsaid ""hi"""\r\nBob,text\n',
    );
    expect(rows).toEqual([
      { row: 1, line: 1, cells: ['name', 'resume'] },
      { row: 2, line: 2, cells: ['Doe, Jane', 'Line one\r\nsaid "hi"'] },
      { row: 3, line: 4, cells: ['Bob', 'text'] },
    ]);
  });

  test('semicolon-separated files (Excel in many locales); blank rows skipped but counted', () => {
    expect(readCsv('name;email\n\nAnna;a@example.com')).toEqual([
      { row: 1, line: 1, cells: ['name', 'email'] },
      { row: 3, line: 3, cells: ['Anna', 'a@example.com'] },
    ]);
  });
});

test('a CSV saved by Excel as Windows-1252 reads as well as one in UTF-8', () => {
  expect(csvText(Buffer.from('name\nJosé Müller', 'latin1'))).toBe('name\nJosé Müller');
  // The decoder drops a UTF-8 BOM itself.
  expect(csvText(Buffer.from('\uFEFFname\nJosé Müller', 'utf8'))).toBe('name\nJosé Müller');
});

describe('a candidates CSV', () => {
  const options = { maxRows: 100 };

  test('header aliases, first and last names joined, per-row errors with their spreadsheet row', () => {
    const csv = [
      'First Name,Last Name,E-mail Address,Mobile,City,CV Text,Resume File',
      'Jane,Doe,jane@example.com,555 0100,Austin,"Java developer\nSpring Boot",',
      'Bob,Smith,,,,,bob.pdf',
      ',,nobody@example.com,,,some text,',
      'Eve,Adams,not-an-email,,,text,',
      'Zed,Ro,,,,,',
    ].join('\n');
    const { rows, errors } = readCandidatesCsv(csv, options);
    expect(rows).toEqual([
      {
        row: 2,
        name: 'Jane Doe',
        email: 'jane@example.com',
        phone: '555 0100',
        location: 'Austin',
        resumeText: 'Java developer\nSpring Boot',
        fileName: null,
      },
      {
        row: 3,
        name: 'Bob Smith',
        email: null,
        phone: null,
        location: null,
        resumeText: null,
        fileName: 'bob.pdf',
      },
    ]);
    expect(errors).toEqual([
      { row: 4, error: 'Row 4: no name' },
      { row: 5, error: 'Row 5: "not-an-email" is not an email address' },
      { row: 6, error: 'Row 6: neither resume text nor a file name' },
    ]);
  });

  test.each([
    ['', /empty/],
    ['email,resume\na@example.com,text', /"name" column/],
    ['name,email\nAnn,a@example.com', /"resume" column/],
  ])('a file that cannot be read as candidates is refused: %j', (csv, message) => {
    expect(() => readCandidatesCsv(csv, options)).toThrow(FormatError);
    expect(() => readCandidatesCsv(csv, options)).toThrow(message);
  });

  test('an email cell that is a list or carries a name is reported; the other rows are read', () => {
    const csv = [
      'name,email,resume',
      'Vic,"victim@x.com, attacker@evil.com",text',
      'Val,"""victim"" <attacker@evil.com>",text',
      'Ann,ann@example.com,text',
    ].join('\n');
    const { rows, errors } = readCandidatesCsv(csv, options);
    expect(rows.map((r) => [r.name, r.email])).toEqual([['Ann', 'ann@example.com']]);
    expect(errors).toEqual([
      { row: 2, error: expect.stringMatching(/^Row 2: .* is not an email address: .*one address/) },
      { row: 3, error: expect.stringMatching(/^Row 3: .* is not an email address: .*no name/) },
    ]);
  });

  test('a name over 120 characters is reported, not imported', () => {
    const csv = ['name,resume', `${'x'.repeat(121)},text`, `${'y'.repeat(120)},text`].join('\n');
    const { rows, errors } = readCandidatesCsv(csv, options);
    expect(rows.map((r) => r.name)).toEqual(['y'.repeat(120)]);
    expect(errors).toEqual([{ row: 2, error: 'Row 2: the name is longer than 120 characters' }]);
  });

  test('more rows than allowed are refused before any is read', () => {
    expect(() => readCandidatesCsv('name,resume\na,x\nb,y\nc,z', { maxRows: 2 })).toThrow(
      'The CSV has 3 candidates; at most 2 at a time',
    );
  });
});
