import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Process and port helpers shared by the service tests and the harnesses that start the product
 * (tests/system, tests/e2e, bench). Nothing here knows about Shortlist itself.
 */

/**
 * Ports are taken below the kernel's ephemeral range (32768 and up on Linux), so a port we hand
 * to a child process cannot be given meanwhile to anyone's `listen(0)` or outgoing connection: a
 * port found with `listen(0)` and closed again was (CI once lost a run to it: EADDRINUSE). Each
 * jest worker draws from its own block, so suites running in parallel never pick the same port,
 * and every port is probed before it is handed out.
 */
const PORT_FLOOR = 12_000;
const BLOCK = 400; // ports per jest worker: 50 workers fit below the ephemeral range
const workerSlot = (Number(process.env.JEST_WORKER_ID ?? 0) || 0) % 50;
let nextOffset = Math.floor(Math.random() * BLOCK);

function probe(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** `count` distinct free ports that no `listen(0)` can be given while a test holds them. */
export async function freePorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  for (let tries = 0; ports.length < count; tries++) {
    if (tries >= BLOCK) throw new Error(`no ${count} free ports in this worker's block`);
    const port = PORT_FLOOR + workerSlot * BLOCK + (nextOffset++ % BLOCK);
    if (await probe(port)) ports.push(port);
  }
  return ports;
}

export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port!;
}

export const hasExited = (child: ChildProcess): boolean =>
  child.exitCode !== null || child.signalCode !== null;

/** Sends `signal` and waits for the exit; SIGKILL (`forceKill`) after `timeoutMs`. */
export function terminate(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  timeoutMs = 15_000,
  forceKill: () => void = () => child.kill('SIGKILL'),
): Promise<void> {
  if (hasExited(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(forceKill, timeoutMs);
    child.once('exit', () => (clearTimeout(timer), resolve()));
    child.kill(signal);
  });
}

/** Resolves once `url` answers 2xx; rejects after `timeoutMs` with `describe()` in the message. */
export async function waitForHttp(
  url: string,
  { timeoutMs = 60_000, describe = () => '' }: { timeoutMs?: number; describe?: () => string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in time\n${describe()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Keeps the last `max` lines a process printed, for the message when it fails. */
export function collectLines(child: ChildProcess, lines: string[], max = 500): void {
  const collect = (chunk: Buffer) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    if (lines.length > max) lines.splice(0, lines.length - max);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
}

export function exited(
  child: ChildProcess,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (hasExited(child)) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** Resolves once something accepts connections on `port`. */
export async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing opened port ${port} in time`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A private redis-server with no persistence (`--save ''`, no AOF): stopping it loses every key,
 * the worst case for a queue or a rate limit. `start` brings it back, empty, on the same port.
 */
export async function startRedisServer() {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shortlist-redis-'));
  let child: ChildProcess | undefined;
  const start = async () => {
    const args = [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ];
    child = spawn('redis-server', [...args, '--dir', dir], { stdio: 'ignore' });
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
