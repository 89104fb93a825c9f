import { readFileSync } from 'node:fs';
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
    ...tlsOptions(url),
    ...options,
  });
}

/**
 * A rediss:// URL is TLS, verified against the system's CAs, or against REDIS_CA_FILE's when a
 * managed Redis presents a certificate from its provider's own CA. Read here, where every
 * connection (queues, Socket.IO, rate limits) is made, rather than passed through each caller.
 */
function tlsOptions(url: string): RedisOptions {
  const caFile = process.env.REDIS_CA_FILE;
  if (!caFile || !url.startsWith('rediss://')) return {};
  return { tls: { ca: readFileSync(caFile, 'utf8'), rejectUnauthorized: true } };
}

export async function pingRedis(redis: Redis): Promise<void> {
  const answer = await redis.ping();
  if (answer !== 'PONG') throw new Error(`unexpected redis answer ${answer}`);
}
