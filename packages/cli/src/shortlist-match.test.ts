// The built CLI on real files, as a recruiter would run it, through the launcher npm links as
// `shortlist-match`. `npm test` builds it first.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  JOB_TEXT,
  PARTIAL_RESUME,
  removeTempDirs,
  STRONG_RESUME,
  tempDir,
  WEAK_RESUME,
  writeFiles,
} from './testing/sample-files';

const cliDir = path.resolve(__dirname, '..');
const bin = path.join(cliDir, 'bin', 'shortlist-match.mjs');
const fixtures = path.resolve(cliDir, '../../../shared/fixtures/documents');
const haveFixtures = existsSync(path.join(fixtures, 'resumes'));
const describeWithFiles = haveFixtures ? describe : describe.skip;
if (!haveFixtures) console.warn(`skipping CLI tests: no fixtures at ${fixtures}`);

afterAll(removeTempDirs);

function cli(...args: string[]) {
  const out = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout: 60_000 });
  return { code: out.status, stdout: out.stdout, stderr: out.stderr };
}

describeWithFiles('shortlist-match', () => {
  const job = path.join(fixtures, 'jobs', 'front_end_engineer.pdf');
  const resume = path.join(fixtures, 'resumes', 'barry_allen_fe.pdf');

  it('prints the score with its verdict, skills, breakdown and message', () => {
    const { code, stdout } = cli(job, resume);
    expect(code).toBe(0);
    // The band follows the verdict, and the verdict's line stands beside the percentage.
    expect(stdout).toMatch(
      /^Match: \d{1,3}% \((strong fit|partial fit|not recommended)\) · \d+ of \d+ must-haves/,
    );
    expect(stdout).toMatch(/^Requirements:\n {2}[+~-] must {2}\S/m);
    expect(stdout).toMatch(/Top skills: /);
    expect(stdout).toMatch(/Missing skills: /);
    expect(stdout).toMatch(/Required skills|Role and title/);
    expect(stdout).toMatch(/Outreach message:/);
    expect(stdout).not.toMatch(/undefined/);
  });

  it('prints the Analysis as JSON with --json', () => {
    const { code, stdout } = cli('--json', job, resume);
    expect(code).toBe(0);
    const analysis = JSON.parse(stdout) as Record<string, unknown>;
    expect(Number.isInteger(analysis.matchPercentage)).toBe(true);
    expect(analysis).toEqual(
      expect.objectContaining({
        topSkills: expect.any(Array),
        missingSkills: expect.any(Array),
        breakdown: expect.any(Array),
        generatedMessage: expect.any(String),
        verdict: expect.objectContaining({
          band: expect.any(String),
          mustTotal: expect.any(Number),
        }),
      }),
    );
  });

  it('reads a DOCX resume and a TXT job', () => {
    const dir = tempDir();
    const txtJob = path.join(dir, 'job.txt');
    writeFileSync(
      txtJob,
      'Java Developer\n\nRequirements\n- 3+ years of Java and Spring\n- SQL, REST APIs\n',
    );
    const { code, stdout } = cli(txtJob, path.join(fixtures, 'resumes-docx', 'cv-1.docx'));
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Match: \d{1,3}%/);
  });

  it('says clearly when a file is missing or of an unsupported type', () => {
    const missing = cli(job, path.join(fixtures, 'nope.pdf'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/nope\.pdf: no such file/);
    const unsupported = cli(job, path.join(fixtures, 'expected.json'));
    expect(unsupported.code).toBe(1);
    expect(unsupported.stderr).toMatch(/unsupported file type/);
  });

  it('explains its usage when files are missing', () => {
    const { code, stderr } = cli(job);
    expect(code).toBe(2);
    expect(stderr).toMatch(/Usage: shortlist-match JOB_FILE RESUME_FILE/);
  });
});

describe('shortlist-match on a folder of resumes', () => {
  const dir = writeFiles(tempDir(), {
    'job.txt': JOB_TEXT,
    'resumes/jane.txt': STRONG_RESUME,
    'resumes/john.txt': PARTIAL_RESUME,
    'resumes/mary.txt': WEAK_RESUME,
    'resumes/scan.pdf': 'not really a PDF',
  });
  const job = path.join(dir, 'job.txt');
  const folder = path.join(dir, 'resumes') + path.sep;

  it('prints a ranked table and warns on stderr about each file it skipped, and how many', () => {
    const { code, stdout, stderr } = cli(job, folder);
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^3 resumes ranked for Senior Java Developer/);
    expect(lines[2]).toMatch(
      /^Rank\s+File\s+Name\s+Match\s+Verdict\s+Requirements\s+Top skills\s+Missing skills$/,
    );
    const cells = lines.slice(3).map((l) => l.trim().split(/\s{2,}/));
    expect(cells.map((c) => c.slice(0, 3))).toEqual([
      ['1', 'jane.txt', 'Jane Doe'],
      ['2', 'john.txt', 'John Smith'],
      ['3', 'mary.txt', 'Mary Major'],
    ]);
    // The verdict beside the match: its band, then its line.
    for (const c of cells) {
      expect(['Strong', 'Partial', 'Not recommended']).toContain(c[4]);
      expect(c[5]).toMatch(/^\d+ of \d+ must-haves/);
    }
    expect(stderr).toMatch(/^shortlist-match: skipped scan\.pdf: .+$/m);
    expect(stderr).toMatch(/^shortlist-match: skipped 1 of 4 files that could not be read$/m);
  });

  it('prints the ranking as CSV with --csv and as a JSON array with --json', () => {
    const csv = cli(job, folder, '--csv');
    expect(csv.code).toBe(0);
    expect(csv.stdout.split('\r\n').map((l) => l.split(',').slice(0, 3))).toEqual([
      ['Rank', 'File', 'Candidate'],
      ['1', 'jane.txt', 'Jane Doe'],
      ['2', 'john.txt', 'John Smith'],
      ['3', 'mary.txt', 'Mary Major'],
      [''],
    ]);
    const json = cli('--json', job, folder);
    expect(json.code).toBe(0);
    expect((JSON.parse(json.stdout) as { file: string }[]).map((r) => r.file)).toEqual([
      'jane.txt',
      'john.txt',
      'mary.txt',
    ]);
  });

  it('says so when a folder holds no resumes, and refuses --csv for one resume', () => {
    const empty = cli(job, tempDir());
    expect(empty.code).toBe(1);
    expect(empty.stderr).toMatch(/no PDF, DOCX, DOC or TXT files in this folder/);
    const one = cli(job, path.join(folder, 'jane.txt'), '--csv');
    expect(one.code).toBe(2);
    expect(one.stderr).toMatch(/--csv is for a ranking/);
  });
});
