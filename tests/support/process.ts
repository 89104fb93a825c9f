import type { ChildProcess } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';

/**
 * Process and port helpers shared by the harnesses that start the product (tests/system,
 * tests/e2e). Nothing here knows about Shortlist itself.
 */

/**
 * `count` distinct free ports. The listeners stay open until all are chosen: one at a time, the
 * system may hand out the same port twice.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
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
