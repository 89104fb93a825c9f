import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@shortlist/test-support';

// `npm test` on a machine where no Redis answers: it runs a private redis-server for the run (as
// `npm start` does) and stops it afterwards. Simulated without touching the machine's Redis: the
// given REDIS_URL points at a port where nothing listens.

const ROOT = path.resolve(__dirname, '../..');
jest.setTimeout(120_000);

/** A port where nothing listens. */
const closedPort = freePort;

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

function runNpmTest(env: NodeJS.ProcessEnv, args: string[]) {
  const child = spawn(process.execPath, ['scripts/test.mjs', ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d));
  child.stderr.on('data', (d: Buffer) => (output += d));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

test('with no Redis answering, the tests run against a private one, stopped afterwards', async () => {
  const missing = `redis://127.0.0.1:${await closedPort()}`;
  // A suite that needs a working Redis: it fails against the closed port.
  const { code, output } = await runNpmTest({ REDIS_URL: missing }, [
    'packages/kit/src/string-speed',
  ]);
  const used = output.match(/using a private one on port (\d+)/);
  expect([code, used !== null, output]).toEqual([0, true, output]);
  expect(output).toMatch(/Tests:\s+2 passed/);
  expect(await answers(Number(used![1]))).toBe(false);
});

test('without redis-server on PATH either, it says how to get Redis', async () => {
  // A PATH with node and sh only.
  const bin = mkdtempSync(path.join(os.tmpdir(), 'no-redis-path-'));
  symlinkSync(process.execPath, path.join(bin, 'node'));
  symlinkSync('/bin/sh', path.join(bin, 'sh'));
  const missing = `redis://127.0.0.1:${await closedPort()}`;
  const { code, output } = await runNpmTest({ REDIS_URL: missing, PATH: bin }, ['nothing']);
  rmSync(bin, { recursive: true, force: true });
  expect(code).toBe(1);
  expect(output).toContain(`no Redis answers on ${missing}`);
  expect(output).toContain('sudo apt-get install redis-server');
});
