import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRedis, createTestDatabase, uniqueSuffix } from '@shortlist/kit';
import { freePort, freePorts, startService, stopAll, waitForHttp } from './processes';

/**
 * The whole product as production runs it, for benchmarks: every built service as its own process
 * (services/<name>/dist/main.js, the matching worker(s) from dist/worker.js), the gateway in front,
 * one fresh database on the PostgreSQL server in DATABASE_URL and the machine's Redis under a
 * private prefix. Like tests/system/harness.ts, minus the log capture: services log warnings to
 * the benchmark's terminal.
 */
const SERVICES = ['auth', 'documents', 'matching', 'billing'] as const;

export interface Worker {
  child: ChildProcess;
  /** The worker's /metrics (WORKER_METRICS_PORT). */
  metricsUrl: string;
}

export interface BenchProduct {
  url: string;
  databaseUrl: string;
  redisPrefix: string;
  /** The documents service and the service credential, for reading profiles as matching does. */
  documentsUrl: string;
  internalToken: string;
  workers: Worker[];
  /** Every process started, by name (`worker-1`, `worker-2`, ... for the workers). */
  processes: Map<string, ChildProcess>;
  addWorker(): Promise<Worker>;
  /** Stops the last worker started (SIGTERM: it finishes its jobs and exits). */
  removeWorker(): Promise<void>;
  /** Stops a service and starts it again on its port with these variables added; waits for ready. */
  restartService(name: (typeof SERVICES)[number], env: Record<string, string>): Promise<void>;
  /** Stops every process, drops the database and deletes the prefix's Redis keys. Idempotent. */
  stop(): Promise<void>;
}

/** Every product this process started and has not stopped: what a Ctrl-C must clean up. */
const running = new Set<() => Promise<void>>();
export const stopStartedProducts = () =>
  Promise.all([...running].map((stop) => stop())).then(() => undefined);

export async function startBenchProduct(
  extraEnv: Record<string, string> = {},
  /** Another built checkout to run instead of this one (bench/compare.ts's baseline). */
  root?: string,
): Promise<BenchProduct> {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  const db = await createTestDatabase('bench_e2e');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shortlist-bench-e2e-'));
  const [gatewayPort, ...servicePorts] = await freePorts(SERVICES.length + 1);
  const ports = Object.fromEntries(SERVICES.map((s, i) => [s, servicePorts[i]!] as const));
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisPrefix = `bench-e2e-${uniqueSuffix()}`;
  const internalToken = `bench-internal-${uniqueSuffix()}-token`;
  const env: Record<string, string> = {
    // Billing's test mode (the PayPal simulator) is how the system tests make a user Pro.
    NODE_ENV: 'test',
    BILLING_TEST_MODE: 'true',
    BILLING_TEST_MODE_BANNER: 'false',
    DATA_DIR: dataDir,
    DATABASE_URL: db.url ?? '',
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    INTERNAL_TOKEN: internalToken,
    ...Object.fromEntries(
      SERVICES.map((s) => [`${s.toUpperCase()}_URL`, `http://127.0.0.1:${ports[s]}`]),
    ),
    ...extraEnv,
  };
  const children: ChildProcess[] = [];
  const workers: Worker[] = [];
  const processes = new Map<string, ChildProcess>();
  const start = (name: string, file: string, port?: number, own: Record<string, string> = {}) => {
    const child = startService(
      file,
      { ...env, ...(port ? { PORT: String(port) } : {}), ...own },
      root,
    );
    children.push(child);
    processes.set(name, child);
    return child;
  };

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      await stopAll(children);
      await db.drop().catch((err: unknown) => console.error('dropping the database:', err));
      await deleteKeys(redisUrl, redisPrefix).catch((err: unknown) =>
        console.error('deleting the Redis keys:', err),
      );
      rmSync(dataDir, { recursive: true, force: true });
      running.delete(stop);
    })());
  running.add(stop);

  try {
    for (const s of SERVICES) start(s, `services/${s}/dist/main.js`, ports[s]);
    start('gateway', 'services/gateway/dist/main.js', gatewayPort);
    for (const s of SERVICES)
      await waitForHttp(`http://127.0.0.1:${ports[s]}/readyz`, { timeoutMs: 120_000 });
    await waitForHttp(`http://127.0.0.1:${gatewayPort}/healthz`, { timeoutMs: 120_000 });
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url: `http://127.0.0.1:${gatewayPort}`,
    databaseUrl: db.url ?? '',
    redisPrefix,
    documentsUrl: `http://127.0.0.1:${ports.documents}`,
    internalToken,
    workers,
    processes,
    addWorker: async () => {
      const metricsPort = await freePort();
      const child = start(
        `worker-${workers.length + 1}`,
        'services/matching/dist/worker.js',
        undefined,
        {
          WORKER_METRICS_PORT: String(metricsPort),
        },
      );
      await waitForHttp(`http://127.0.0.1:${metricsPort}/readyz`, { timeoutMs: 120_000 });
      const worker = { child, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics` };
      workers.push(worker);
      return worker;
    },
    restartService: async (name, own) => {
      const old = processes.get(name);
      if (old) {
        await stopAll([old]);
        children.splice(children.indexOf(old), 1);
      }
      start(name, `services/${name}/dist/main.js`, ports[name], own);
      await waitForHttp(`http://127.0.0.1:${ports[name]}/readyz`, { timeoutMs: 120_000 });
    },
    removeWorker: async () => {
      const name = `worker-${workers.length}`;
      const worker = workers.pop();
      if (!worker) return;
      await stopAll([worker.child]);
      processes.delete(name);
    },
    stop,
  };
}

async function deleteKeys(url: string, prefix: string): Promise<void> {
  const redis = createRedis(url, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
