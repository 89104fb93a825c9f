import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// `npm start` keeps each of its processes running (scripts/supervise.mjs): kill -9 of one child
// restarts that child after a backoff, says so in the log, and stops nothing else. Tried here with
// real processes: a supervisor process, as start.mjs runs it, over a child that we kill.

const SUPERVISE = pathToFileURL(path.resolve(__dirname, '../../scripts/supervise.mjs')).href;

function startSupervisor(
  childScript: string,
  options: string,
): {
  driver: ChildProcess;
  lines: string[];
  waitFor: (pattern: RegExp, after?: number) => Promise<RegExpMatchArray>;
} {
  const driver = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { spawn } from 'node:child_process';
       import { supervise } from ${JSON.stringify(SUPERVISE)};
       supervise(() => {
         const child = spawn(process.execPath, ['-e', ${JSON.stringify(childScript)}], { stdio: ['ignore', 'pipe', 'inherit'] });
         child.stdout.on('data', (d) => process.stdout.write(d));
         return child;
       }, { log: (line) => console.log('[svc] ' + line), onGiveUp: () => { console.log('gave up'); process.exit(1); }, ${options} });`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_OPTIONS: '' } },
  );
  const lines: string[] = [];
  let buffered = '';
  driver.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk;
    const parts = buffered.split('\n');
    buffered = parts.pop()!;
    lines.push(...parts);
  });
  const waitFor = async (pattern: RegExp, after = 0) => {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const found = lines
        .slice(after)
        .map((l) => l.match(pattern))
        .find(Boolean);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no line ${pattern} in:\n${lines.join('\n')}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  return { driver, lines, waitFor };
}

const running: ChildProcess[] = [];
afterEach(() => {
  for (const driver of running.splice(0)) driver.kill('SIGKILL');
});

const LONG_LIVED = `console.log('child ' + process.pid); setInterval(() => {}, 1e6); process.on('SIGTERM', () => process.exit(0));`;

test('kill -9 of a child restarts it after a backoff that doubles, and the log says so', async () => {
  const { driver, lines, waitFor } = startSupervisor(LONG_LIVED, 'minBackoffMs: 200');
  running.push(driver);
  const first = Number((await waitFor(/^child (\d+)$/))[1]);

  process.kill(first, 'SIGKILL');
  await waitFor(/^\[svc\] exited \(SIGKILL\); restarting in 0\.2 s \(attempt 1 of 8\)\.$/);
  const mark = lines.length;
  const second = Number((await waitFor(/^child (\d+)$/, mark))[1]);
  expect(second).not.toBe(first);
  await waitFor(new RegExp(`^\\[svc\\] restarted \\(pid ${second}\\)\\.$`));

  process.kill(second, 'SIGKILL');
  await waitFor(/restarting in 0\.4 s \(attempt 2 of 8\)/);
  const third = Number((await waitFor(/^child (\d+)$/, lines.length))[1]);
  expect(third).not.toBe(second);
  // The supervisor itself never went down.
  expect(driver.exitCode).toBeNull();
  process.kill(third, 'SIGKILL');
});

test('a child that keeps dying at once is given up on, so a bad setting is not retried forever', async () => {
  const { driver, waitFor } = startSupervisor(
    `console.log('child ' + process.pid); process.exit(3);`,
    'minBackoffMs: 50, maxFailures: 2',
  );
  running.push(driver);
  await waitFor(/restarting in 0\.1 s \(attempt 2 of 2\)/);
  await waitFor(/^\[svc\] exited \(code 3\), 3 times in a row; giving up\.$/);
  await waitFor(/^gave up$/);
});
