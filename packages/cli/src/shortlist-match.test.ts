// The built CLI on real files, as a recruiter would run it. `npm test` builds it first.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const cliDir = path.resolve(__dirname, '..');
const bin = path.join(cliDir, 'dist', 'shortlist-match.js');
const fixtures = path.resolve(cliDir, '../../../shared/fixtures/documents');
const haveFixtures = existsSync(path.join(fixtures, 'resumes'));
const describeWithFiles = existsSync(bin) && haveFixtures ? describe : describe.skip;
if (!haveFixtures) console.warn(`skipping CLI tests: no fixtures at ${fixtures}`);

function cli(...args: string[]) {
  const out = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout: 60_000 });
  return { code: out.status, stdout: out.stdout, stderr: out.stderr };
}

describeWithFiles('shortlist-match', () => {
  const job = path.join(fixtures, 'jobs', 'front_end_engineer.pdf');
  const resume = path.join(fixtures, 'resumes', 'barry_allen_fe.pdf');

  it('prints the score with its band, skills, breakdown and message', () => {
    const { code, stdout } = cli(job, resume);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Match: \d{1,3}% \((strong|partial|poor) fit\)/);
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
      }),
    );
  });

  it('reads a DOCX resume and a TXT job', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shortlist-cli-'));
    const txtJob = path.join(dir, 'job.txt');
    writeFileSync(txtJob, 'Java Developer\n\nRequirements\n- 3+ years of Java and Spring\n- SQL, REST APIs\n');
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
