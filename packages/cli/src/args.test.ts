import { parseArgs, UsageError } from './args';

describe('parseArgs', () => {
  it('takes a job file, a resume file and options in any order', () => {
    expect(parseArgs(['job.pdf', 'cv.docx'])).toEqual({ jobFile: 'job.pdf', resumeFile: 'cv.docx', json: false, variant: 0 });
    expect(parseArgs(['--json', 'job.txt', 'cv.pdf', '--variant', '2'])).toEqual({
      jobFile: 'job.txt',
      resumeFile: 'cv.pdf',
      json: true,
      variant: 2,
    });
    expect(parseArgs(['job.txt', 'cv.pdf', '--variant=3'])).toMatchObject({ variant: 3 });
  });

  it('answers --help', () => {
    expect(parseArgs(['--help'])).toBe('help');
    expect(parseArgs(['-h', 'x'])).toBe('help');
  });

  it('refuses a wrong number of files, unknown options and a bad variant', () => {
    expect(() => parseArgs(['job.pdf'])).toThrow(UsageError);
    expect(() => parseArgs(['a', 'b', 'c'])).toThrow(/got 3/);
    expect(() => parseArgs(['a', 'b', '--verbose'])).toThrow(/Unknown option --verbose/);
    expect(() => parseArgs(['a', 'b', '--variant', 'x'])).toThrow(/whole number/);
  });
});
