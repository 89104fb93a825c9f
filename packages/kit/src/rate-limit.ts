import type { Request, RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './errors';
import { withTimeout } from './http';

export interface RateLimitRule {
  /** Names the counter in Redis, e.g. `auth:login:ip`. */
  name: string;
  points: number;
  durationSeconds: number;
  /** The key to count on; undefined skips this rule for the request. */
  key: (req: Request) => string | undefined;
}

export interface RateLimitOptions {
  prefix: string;
  /** The 429's message. */
  message?: string;
  /** The 503's message while the counters cannot be reached. */
  unavailableMessage?: string;
  /** How long to wait for Redis before answering 503 (config RATE_LIMIT_TIMEOUT_MS). */
  timeoutMs?: number;
}

/**
 * Redis-backed rate limits shared by every replica. Each rule counts on its own key (per IP, per
 * email, ...); the first exhausted rule answers 429 with Retry-After. Without Redis the limit
 * cannot be checked, and a limit that is not checked is no limit: the request answers 503 at once
 * (Redis known to be down) or after `timeoutMs`, instead of waiting on ioredis' offline queue
 * for as long as Redis stays away.
 */
export function rateLimit(
  redis: Redis,
  rules: RateLimitRule[],
  options: RateLimitOptions,
): RequestHandler {
  const message = options.message ?? 'Too many requests. Please wait and try again.';
  const unavailable = () =>
    new AppError(
      'service_unavailable',
      options.unavailableMessage ??
        'This is temporarily unavailable. Please try again in a minute.',
    );
  const timeoutMs = options.timeoutMs ?? 2000;
  const limiters = rules.map((rule) => ({
    rule,
    limiter: new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${options.prefix}:rl:${rule.name}`,
      points: rule.points,
      duration: rule.durationSeconds,
    }),
  }));
  return async (req, res, next) => {
    try {
      for (const { rule, limiter } of limiters) {
        const key = rule.key(req);
        if (key === undefined) continue;
        if (DOWN.has(redis.status)) throw new RedisUnavailable();
        await withTimeout(limiter.consume(key), timeoutMs).catch((err: unknown) => {
          throw err instanceof RateLimiterRes ? err : new RedisUnavailable();
        });
      }
      next();
    } catch (err) {
      if (err instanceof RateLimiterRes) {
        res.setHeader('retry-after', String(Math.ceil(err.msBeforeNext / 1000)));
        return next(new AppError('rate_limited', message));
      }
      if (err instanceof RedisUnavailable) {
        req.log?.warn({ redis: redis.status }, 'rate limit unavailable: Redis is not answering');
        res.setHeader('retry-after', '30');
        return next(unavailable());
      }
      next(err);
    }
  };
}

/** ioredis states in which a command would only wait in the offline queue. */
const DOWN = new Set(['reconnecting', 'close', 'end']);

class RedisUnavailable extends Error {}

export const clientIp = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';
