// The README's command as a new user runs it: a fresh clone, `npm ci`, then
// `npx shortlist-match JOB_FILE RESUME_FILE`. Issue #20: npm linked the bins before the build wrote
// the one this command pointed at, so npx asked the registry and got a 404. One install takes
// 20-90 s, so one clone serves every case here. The clone holds what is committed (HEAD), not
// uncommitted changes.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
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

const repo = path.resolve(__dirname, '../../..');
const isGitCheckout = spawnSync('git', ['-C', repo, 'rev-parse', 'HEAD']).status === 0;
if (!isGitCheckout) console.warn(`skipping the README command test: ${repo} is not a git checkout`);
const describeInCheckout = isGitCheckout ? describe : describe.skip;

/** The environment of a user's shell: without what npm and jest set for this test run. */
function shellEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(npm_|INIT_CWD$|NODE_OPTIONS$|NODE_ENV$)/i.test(key),
    ),
  );
  // Should the bin be missing again, npx must fail here, not fetch and run whatever package the
  // registry holds under that name.
  return { ...env, npm_config_yes: 'false' };
}

function sh(command: string, args: string[], cwd: string, timeout = 60_000) {
  const out = spawnSync(command, args, { cwd, env: shellEnv(), encoding: 'utf8', timeout });
  return {
    code: out.status,
    stdout: out.stdout,
    stderr: out.stderr,
    said: `${out.stdout}\n${out.stderr}`,
  };
}

describeInCheckout('the README command on a fresh clone', () => {
  const home = tempDir('shortlist-clone-');
  const clone = path.join(home, 'shortlist');
  const files = writeFiles(path.join(home, 'files'), {
    'job.txt': JOB_TEXT,
    'resume.txt': STRONG_RESUME,
    'resumes/john.txt': PARTIAL_RESUME,
    'resumes/jane.txt': STRONG_RESUME,
    'resumes/mary.txt': WEAK_RESUME,
  });
  const job = path.join(files, 'job.txt');
  const resume = path.join(files, 'resume.txt');

  beforeAll(() => {
    const cloned = sh('git', ['clone', '--quiet', repo, clone], home);
    if (cloned.code !== 0) throw new Error(`git clone failed:\n${cloned.said}`);
    // --prefer-offline: the packages are in this machine's npm cache since its own install.
    const installed = sh(
      'npm',
      ['ci', '--prefer-offline', '--no-audit', '--no-fund'],
      clone,
      300_000,
    );
    if (installed.code !== 0) throw new Error(`npm ci failed in the clone:\n${installed.said}`);
  }, 330_000);

  afterAll(removeTempDirs);

  it('npx shortlist-match JOB_FILE RESUME_FILE scores the resume, and --help explains the command', () => {
    const match = sh('npx', ['shortlist-match', job, resume], clone);
    expect(match.said).not.toMatch(/404|could not determine executable/i);
    expect(match.code).toBe(0);
    expect(match.stdout).toMatch(/^Match: \d{1,3}% \((strong fit|partial fit|not recommended)\)/);
    expect(match.stdout).toMatch(/^Candidate: Jane Doe/m);
    const help = sh('npx', ['shortlist-match', '--help'], clone);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: shortlist-match JOB_FILE RESUME_FILE/);
    expect(help.stdout).toMatch(/shortlist-match JOB_FILE RESUMES_FOLDER\//);
  });

  it('runs from another folder with npm exec --prefix, on relative paths, and ranks a folder', () => {
    const ranked = sh(
      'npm',
      ['exec', '--prefix', clone, '--', 'shortlist-match', 'job.txt', 'resumes/'],
      files,
    );
    expect(ranked.code).toBe(0);
    const rows = ranked.stdout.split('\n').filter((line) => /^\s+\d+\s/.test(line));
    expect(rows.map((row) => row.trim().split(/\s{2,}/)[1])).toEqual([
      'jane.txt',
      'john.txt',
      'mary.txt',
    ]);
  });

  it('builds the command first when its build is missing', () => {
    rmSync(path.join(clone, 'packages/cli/dist'), { recursive: true, force: true });
    const match = sh('npx', ['shortlist-match', '--json', job, resume], clone);
    expect(match.code).toBe(0);
    expect(match.stderr).toMatch(/not built yet, building it now/);
    expect(JSON.parse(match.stdout)).toEqual(
      expect.objectContaining({ matchPercentage: expect.any(Number) }),
    );
  });
});
