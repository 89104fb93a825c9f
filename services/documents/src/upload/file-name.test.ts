import { nameFromFileName, safeFileName } from './file-name';

describe('names from file names', () => {
  test.each([
    ['jane_doe-resume.pdf', 'Jane Doe'],
    ['JOHN SMITH CV (2).docx', 'John Smith'],
    ['front_end_engineer.pdf', 'Front End Engineer'],
    ['Senior QA Engineer - job description.pdf', 'Senior QA Engineer'],
    ['McKenzie_Resume_2024.pdf', 'McKenzie'],
    ['cv-12.docx', 'cv-12'],
    ['resume.pdf', 'resume'],
  ])('%s → %s', (file, name) => {
    expect(nameFromFileName(file)).toBe(name);
  });
});

describe('safe file names', () => {
  test.each([
    ['C:\\Users\\me\\cv.pdf', 'cv.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['bad\u0000name\r\n.pdf', 'badname.pdf'],
    ['', 'upload'],
    ['..', 'upload'],
    [undefined, 'upload'],
  ])('%j → %s', (raw, safe) => {
    expect(safeFileName(raw)).toBe(safe);
  });

  test('long names keep their extension', () => {
    const name = safeFileName(`${'a'.repeat(300)}.docx`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('.docx')).toBe(true);
  });
});
