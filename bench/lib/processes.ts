import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { workspaceDir } from '@shortlist/kit';
import { terminate } from '@shortlist/test-support';

// The port and readiness helpers are the test harness' own (tests/support/process.ts).
export { freePort, freePorts, waitForHttp } from '@shortlist/test-support';

/** Benchmarks run the built services as real processes, as production does. */
export const repoRoot = path.resolve(workspaceDir('@shortlist/bench'), '..');

/** Starts a built entry of this checkout, or of another built checkout at `root`. */
export function startService(
  entry: string,
  env: Record<string, string>,
  root = repoRoot,
): ChildProcess {
  // BENCH_NODE_ARGS passes node flags to every service, e.g. "--cpu-prof --cpu-prof-dir=/tmp/p" to
  // see where a benchmark's CPU goes (NODE_OPTIONS refuses --cpu-prof).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return spawn(process.execPath, [...nodeArgs, path.join(root, entry)], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** SIGTERM to each child still running, SIGKILL to any that has not exited after 15 s. */
export async function stopAll(children: ChildProcess[]): Promise<void> {
  await Promise.all(children.map((child) => terminate(child)));
}
