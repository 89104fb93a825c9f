import type { AddressInfo } from 'node:net';
import {
  createLogger,
  createTestDatabase,
  listen,
  testRedisUrl,
  uniqueSuffix,
} from '@shortlist/kit';
import type { TestKeys } from '@shortlist/test-support';
import type { Analyzer } from './analyzers';
import { loadMatchingConfig, type MatchingConfig } from './config';
import { openMatchingDatabase } from './db';
import { createWorkerMetrics } from './metrics';
import { openMatchingApi } from './server';
import { startWorker } from './worker/start-worker';

/**
 * The real matching API (express + Socket.IO) on a fresh test database and a private Redis prefix,
 * listening on a free port. The queue worker is started separately (in this process with
 * `startWorker`, or as a child process), as the tests need.
 */
export async function startTestMatching(env: NodeJS.ProcessEnv, keys: TestKeys) {
  const testDb = await createTestDatabase('matching');
  const config: MatchingConfig = loadMatchingConfig({
    NODE_ENV: 'test',
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: `test-${uniqueSuffix()}`,
    JWT_PUBLIC_KEY: keys.publicKey,
    ANALYSIS_BACKOFF_MS: '200',
    WORKER_IN_API: 'false',
    ...env,
  });
  const logger = createLogger('matching', process.env.MATCHING_TEST_LOG_LEVEL ?? 'silent');
  const database = await openMatchingDatabase({
    url: testDb.url,
    dataDir: testDb.dataDir ?? 'memory://',
  });
  const { redis, producer, live } = openMatchingApi({ config, database, logger });
  await listen(live.server, 0, '127.0.0.1');
  const url = `http://127.0.0.1:${(live.server.address() as AddressInfo).port}`;

  const workers: ReturnType<typeof startWorker>[] = [];
  return {
    url,
    server: live.server,
    io: live.io,
    config,
    database,
    producer,
    redis,
    /** The env a worker child process needs to work on this test's database and queue. */
    workerEnv: (): NodeJS.ProcessEnv => ({
      ...stringEnv(config),
      DATABASE_URL: testDb.url,
      WORKER_METRICS_PORT: '0',
    }),
    /** A queue worker in this process, with config overrides (e.g. an LLM) or another analyzer. */
    startWorker: (overrides: NodeJS.ProcessEnv = {}, analyzer?: Analyzer) => {
      const workerConfig = loadMatchingConfig({ ...stringEnv(config), ...overrides });
      const worker = startWorker({
        config: workerConfig,
        db: database.db,
        redis,
        logger,
        metrics: createWorkerMetrics(),
        analyzer,
      });
      workers.push(worker);
      return worker;
    },
    close: async () => {
      await Promise.all(workers.map((w) => w.close(5000)));
      await live.close();
      await producer.queue.obliterate({ force: true }).catch(() => undefined);
      await producer.close();
      await redis.quit().catch(() => undefined);
      await database.close().catch(() => undefined);
      await testDb.drop();
    },
  };
}
export type TestMatching = Awaited<ReturnType<typeof startTestMatching>>;

const stringEnv = (config: MatchingConfig): NodeJS.ProcessEnv =>
  Object.fromEntries(
    Object.entries(config)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
