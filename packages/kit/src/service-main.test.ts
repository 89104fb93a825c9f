import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '@shortlist/test-support';

// runService, as every process starts: a promise that fails in the background with nobody
// awaiting it (a lost connection in a timer, a listener) is logged, and the process keeps serving.

const ROOT = path.resolve(__dirname, '../../..');
jest.setTimeout(60_000);

test('an unhandled rejection is logged and the process keeps serving', async () => {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['scripts/run-ts.mjs', 'packages/kit/src/test-fixtures/rejecting-service.ts'],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_OPTIONS: '', PORT: String(port), LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d));
  child.stderr.on('data', (d: Buffer) => (output += d));
  try {
    while (!output.includes('unhandled rejection')) {
      if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(output).toContain('connection lost in the background');
    const res = await fetch(`http://127.0.0.1:${port}/`);
    expect(await res.text()).toBe('still here');
    expect(child.exitCode).toBeNull();
  } finally {
    child.kill('SIGTERM');
  }
  const code = await new Promise((r) =>
    child.exitCode !== null ? r(child.exitCode) : child.once('exit', r),
  );
  expect(code).toBe(0);
});
