import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, uniqueSuffix, workspaceDir } from '@shortlist/kit';
import { collectLines, freePort, hasExited, terminate, waitForHttp } from '@shortlist/test-support';

/**
 * The product started the way a recruiter's IT person starts it: `node scripts/start.mjs`, which
 * builds what is stale and runs every service, the worker and the gateway. Each test file gets
 * its own: a free port, a temporary DATA_DIR, a fresh PostgreSQL database (when DATABASE_URL is
 * set; PGlite otherwise) and a private Redis key prefix.
 */
export interface RunningProduct {
  /** The gateway, e.g. http://127.0.0.1:43123 (the web app and /api). */
  url: string;
  /** Everything start.mjs and the services printed, newest last. */
  logs: string[];
  stop(): Promise<void>;
}

const repoRoot = path.resolve(workspaceDir('@shortlist/tests'), '..');
const READY_LINE = /Shortlist is running at (http:\/\/\S+)/;
// start.mjs may build the web app first: give it time on a 2-core machine.
const START_TIMEOUT_MS = 180_000;

/** `env` overrides the defaults below, e.g. a test of a fast worker sets no stage delay. */
export async function startProduct(env: Record<string, string> = {}): Promise<RunningProduct> {
  const db = await createTestDatabase('e2e');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shortlist-e2e-'));
  const port = await freePort();
  const processEnv: NodeJS.ProcessEnv = {
    ...process.env,
    // The test runner's vm-modules flag is for jest, not for the product.
    NODE_OPTIONS: '',
    LOG_LEVEL: process.env.SHORTLIST_E2E_LOG_LEVEL ?? 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    REDIS_PREFIX: `e2e-${uniqueSuffix()}`,
    // Each analysis holds its scoring stage this long, so the live stages are on screen for the
    // tests to see: on small documents the worker can finish before the page has subscribed, and
    // the page then rightly shows only the result (the recruiter test failed that way in CI).
    MATCHING_TEST_JOB_DELAY_MS: '600',
    ...env,
  };
  // Only the fresh database: never the server-wide one the runner was given.
  if (db.url) processEnv.DATABASE_URL = db.url;
  else delete processEnv.DATABASE_URL;

  const logs: string[] = [];
  // Its own process group, so a start.mjs that will not stop can be killed with its children.
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: processEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  collectLines(child, logs, 2000);

  const cleanUp = async () => {
    await terminate(child, 'SIGTERM', 30_000, () => killGroup(child.pid));
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForReadyLine(child, logs);
    await waitForHttp(`http://127.0.0.1:${port}/healthz`, {
      timeoutMs: 30_000,
      describe: () => logs.slice(-30).join('\n'),
    });
  } catch (err) {
    await cleanUp();
    throw err;
  }
  return { url: `http://127.0.0.1:${port}`, logs, stop: cleanUp };
}

function waitForReadyLine(child: ReturnType<typeof spawn>, logs: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const tail = () => logs.slice(-40).join('\n');
    const timer = setTimeout(
      () => done(new Error(`start.mjs did not report ready in time:\n${tail()}`)),
      START_TIMEOUT_MS,
    );
    const onData = () => {
      if (logs.some((line) => READY_LINE.test(line))) done();
    };
    const onExit = (code: number | null, signal: string | null) =>
      done(new Error(`start.mjs exited (${signal ?? code}) before it was ready:\n${tail()}`));
    function done(err?: Error) {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
      if (err) reject(err);
      else resolve();
    }
    // collectLines is attached first, so by the time this runs the line is in `logs`.
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
    if (hasExited(child)) onExit(child.exitCode, child.signalCode);
    else onData();
  });
}

function killGroup(pid: number | undefined): void {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}
