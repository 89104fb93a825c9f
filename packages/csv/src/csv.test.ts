import { csvCell, toCsv } from './index';

describe('CSV', () => {
  test('cells are quoted when they hold commas, quotes or line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Doe, Jane')).toBe('"Doe, Jane"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell(null)).toBe('');
    expect(csvCell(87)).toBe('87');
  });

  test.each(['=HYPERLINK("http://evil")', '+1+2', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'a cell a spreadsheet would run as a formula stays text: %j',
    (value) => {
      const cell = csvCell(value);
      expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  test('rows become CRLF-terminated lines', () => {
    expect(
      toCsv([
        ['Rank', 'Name'],
        [1, '=cmd|calc'],
        [2, null],
      ]),
    ).toBe("Rank,Name\r\n1,'=cmd|calc\r\n2,\r\n");
  });
});
