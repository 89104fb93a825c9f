import { AppError, clientIp } from '@shortlist/kit';
import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import type { DocumentsConfig } from './config';
import { createQuota } from './quota';
import { refuseAfterDrain, refusedBodyDrainBytes } from './upload/drain';

const HOUR_MS = 3_600_000;

export const demoBudgetMessage =
  'Demo limit reached for now: your files took a lot of reading. Sign up to upload without limits, or try again later.';
export const demoOneAtATimeMessage =
  'A demo file of yours is still being read. Wait for it to finish, then try the next one.';
export const demoBusyMessage =
  'Demo mode is busy right now. Please try again in a minute, or sign up to upload without waiting.';

/**
 * Parser-thread time each IP's demo files may use per hour, counted in Redis so every replica
 * shares it. A fixed hourly window: simple, and the bound is what matters.
 */
export function demoCpuBudget(redis: Redis, config: DocumentsConfig) {
  const key = (ip: string) =>
    `${config.REDIS_PREFIX}:demo-cpu:${ip}:${Math.floor(Date.now() / HOUR_MS)}`;
  return {
    async exhausted(ip: string): Promise<boolean> {
      return Number((await redis.get(key(ip))) ?? 0) >= config.DEMO_PARSE_CPU_MS_PER_HOUR;
    },
    async spend(ip: string, ms: number): Promise<void> {
      const k = key(ip);
      await redis
        .multi()
        .incrby(k, Math.ceil(ms))
        .pexpire(k, HOUR_MS * 2)
        .exec();
    },
  };
}
export type DemoCpuBudget = ReturnType<typeof demoCpuBudget>;

/**
 * Before a demo file is read: the IP still has parser time left this hour, has no other demo
 * file in flight, and the demo pool's queue has room. Refusals are 429 (this visitor) or 503
 * (demo mode as a whole), each after the body has been read, with Retry-After.
 */
export function demoAdmission(config: DocumentsConfig, budget: DemoCpuBudget): RequestHandler {
  const inFlight = createQuota({
    total: config.DEMO_PARSE_MAX_IN_FLIGHT,
    perKey: config.DEMO_PARSE_CONCURRENCY_PER_IP,
  });
  return (req, res, next) => {
    const ip = clientIp(req);
    const refuse = (refusal: AppError, retryAfterSeconds: number) => {
      res.setHeader('retry-after', String(retryAfterSeconds));
      refuseAfterDrain(req, res, refusal, refusedBodyDrainBytes(config));
    };
    budget.exhausted(ip).then(
      (exhausted) => {
        if (exhausted) return refuse(new AppError('rate_limited', demoBudgetMessage), 3600);
        const reserved = inFlight.reserve(ip, 1);
        if (reserved === 'key') {
          return refuse(new AppError('rate_limited', demoOneAtATimeMessage), 10);
        }
        if (reserved === 'total') {
          return refuse(new AppError('service_unavailable', demoBusyMessage), 30);
        }
        res.once('close', reserved);
        next();
      },
      (err: unknown) => next(err),
    );
  };
}
