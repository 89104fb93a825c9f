import {
  createLogger,
  createRedis,
  createTestDatabase,
  testRedisUrl,
  uniqueSuffix,
} from '@shortlist/kit';

/**
 * What a service's test app (or a benchmark of one service) starts on: a fresh database, a Redis
 * key prefix of its own to give its config as REDIS_PREFIX, a Redis connection and a silent logger.
 * The caller closes the connection and drops the database.
 */
export async function testServiceParts(
  service: string,
  options: { database?: string; prefix?: string; redisUrl?: string } = {},
) {
  const testDb = await createTestDatabase(options.database ?? service);
  return {
    testDb,
    redisPrefix: `${options.prefix ?? 'test'}-${uniqueSuffix()}`,
    logger: createLogger(service, 'silent'),
    redis: createRedis(options.redisUrl ?? testRedisUrl()),
  };
}
