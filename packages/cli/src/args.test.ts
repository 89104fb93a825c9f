import { parseArgs, UsageError } from './args';

describe('parseArgs', () => {
  it('takes a job file, a resume file or folder and options in any order', () => {
    expect(parseArgs(['job.pdf', 'cv.docx'])).toEqual({
      jobFile: 'job.pdf',
      resumes: 'cv.docx',
      output: 'text',
    });
    expect(parseArgs(['--json', 'job.txt', 'cv.pdf', '--variant', '2'])).toEqual({
      jobFile: 'job.txt',
      resumes: 'cv.pdf',
      output: 'json',
      variant: 2,
    });
    expect(parseArgs(['job.txt', 'cv.pdf', '--variant=3'])).toMatchObject({ variant: 3 });
    expect(parseArgs(['job.txt', 'resumes/', '--csv'])).toEqual({
      jobFile: 'job.txt',
      resumes: 'resumes/',
      output: 'csv',
    });
  });

  it('answers --help', () => {
    expect(parseArgs(['--help'])).toBe('help');
    expect(parseArgs(['-h', 'x'])).toBe('help');
  });

  it('refuses a wrong number of files, unknown options, a bad variant and two output formats', () => {
    expect(() => parseArgs(['job.pdf'])).toThrow(UsageError);
    expect(() => parseArgs(['a', 'b', 'c'])).toThrow(/got 3/);
    expect(() => parseArgs(['a', 'b', '--verbose'])).toThrow(/Unknown option --verbose/);
    expect(() => parseArgs(['a', 'b', '--variant', 'x'])).toThrow(/whole number/);
    expect(() => parseArgs(['a', 'b', '--json', '--csv'])).toThrow(/one of --json and --csv/);
  });
});
