import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { exited } from '@shortlist/test-support';

// The bundled worker entry as a real process, for the fault tests (a private redis-server for them
// is test-support's startRedisServer).

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

/**
 * For `eventually`: true once a worker has taken a job from the queue. The engine's stages are
 * only shown live, not stored, so the queue is what says a spawned worker holds a job.
 */
export const jobTaken =
  (queue: { getActiveCount(): Promise<number> }) => async (): Promise<true | undefined> =>
    (await queue.getActiveCount()) > 0 ? true : undefined;
