import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// Real processes for the fault tests: the bundled worker entry, and a private redis-server.

const root = path.resolve(__dirname, '../../../..');
export const WORKER_ENTRY = path.join(root, 'services/matching/dist/worker.js');

const spawned = new Set<ChildProcess>();

/** Kills what a failed test left running (its own children only). */
export async function stopSpawnedWorkers(): Promise<void> {
  await Promise.all(
    [...spawned].map(async (child) => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited(child);
    }),
  );
  spawned.clear();
}

/** The worker as production runs it (services/matching/dist/worker.js, built by the test wrapper). */
export function spawnWorker(env: NodeJS.ProcessEnv): ChildProcess & { output: () => string } {
  if (!existsSync(WORKER_ENTRY)) {
    throw new Error(
      `${WORKER_ENTRY} is missing: run the tests with node scripts/test.mjs (it builds it)`,
    );
  }
  const child = spawn(process.execPath, [WORKER_ENTRY], {
    env: { PATH: process.env.PATH, ...env, LOG_LEVEL: env.LOG_LEVEL ?? 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned.add(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return Object.assign(child, { output: () => output });
}

export function exited(
  child: ChildProcess,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`redis-server did not open port ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A private redis-server with no persistence (`--save ''`, no AOF): stopping it loses every key,
 * the worst case for the queue. `restart` brings it back, empty, on the same port.
 */
export async function startRedisServer() {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shortlist-redis-'));
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        dir,
      ],
      {
        stdio: 'ignore',
      },
    );
    await waitForPort(port);
  };
  const stop = async () => {
    if (!child) return;
    const done = exited(child);
    child.kill('SIGKILL');
    await done;
    child = undefined;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start, close: stop };
}
