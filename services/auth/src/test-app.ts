import { testServiceParts } from '@shortlist/test-support';
import { buildAuthApp } from './app';
import type { Clock } from './clock';
import { loadAuthConfig } from './config';
import { openAuthDatabase } from './db';
import { loadSigningKey } from './keys';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A real auth app on a fresh database and a private Redis prefix, for service tests. */
export async function startTestAuth(
  env: NodeJS.ProcessEnv = {},
  options: { redisUrl?: string; now?: Clock } = {},
) {
  const { testDb, redisPrefix, logger, redis } = await testServiceParts('auth', options);
  const config = loadAuthConfig({ REDIS_PREFIX: redisPrefix, ...env });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shortlist-auth-'));
  const database = await openAuthDatabase({ url: testDb.url, dataDir: testDb.dataDir ?? dataDir });
  redis.on('error', () => undefined); // a test may stop its Redis on purpose
  const key = loadSigningKey({ dataDir });
  const app = buildAuthApp({ config, database, redis, key, logger, now: options.now });
  return {
    app,
    key,
    config,
    database,
    redis,
    close: async () => {
      await redis.quit();
      await database.close().catch(() => undefined);
      await testDb.drop();
    },
  };
}
