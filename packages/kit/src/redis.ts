import { Redis, type RedisOptions } from 'ioredis';

export { Redis };

/**
 * One place that knows how we connect to Redis. BullMQ needs `maxRetriesPerRequest: null` on the
 * connections it blocks on; everything else keeps ioredis' defaults and reconnects forever.
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    lazyConnect: false,
    enableReadyCheck: true,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    ...options,
  });
}

export async function pingRedis(redis: Redis): Promise<void> {
  const answer = await redis.ping();
  if (answer !== 'PONG') throw new Error(`unexpected redis answer ${answer}`);
}
