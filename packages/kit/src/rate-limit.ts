import type { Request, RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './errors';

export interface RateLimitRule {
  /** Names the counter in Redis, e.g. `auth:login:ip`. */
  name: string;
  points: number;
  durationSeconds: number;
  /** The key to count on; undefined skips this rule for the request. */
  key: (req: Request) => string | undefined;
}

/**
 * Redis-backed rate limits shared by every replica. Each rule counts on its own key (per IP, per
 * email, ...); the first exhausted rule answers 429 with Retry-After.
 */
export function rateLimit(
  redis: Redis,
  rules: RateLimitRule[],
  options: { prefix: string; message?: string },
): RequestHandler {
  const message = options.message ?? 'Too many requests. Please wait and try again.';
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
        await limiter.consume(key);
      }
      next();
    } catch (err) {
      if (err instanceof RateLimiterRes) {
        res.setHeader('retry-after', String(Math.ceil(err.msBeforeNext / 1000)));
        return next(new AppError('rate_limited', message));
      }
      next(err);
    }
  };
}

export const clientIp = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';
