import { demoParseQuery } from '@shortlist/contracts';
import { AppError, clientIp, handle, rateLimit } from '@shortlist/kit';
import { Router, type RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { demoAdmission, demoCpuBudget } from '../demo-limits';
import { parseDemoUpload } from '../demo-parse';
import { counted, type IntakeDeps } from '../intake';
import { refuseAfterDrain, refusedBodyDrainBytes } from '../upload/drain';
import { receiveOneFile } from './uploads';

/**
 * Anonymous parsing for demo mode: the real engine, nothing stored, limited per IP in count,
 * concurrency and parser time. `deps.parser` is demo mode's own pool (see app.ts), so visitors
 * never take the threads signed-in uploads parse on.
 */
export function demoRoutes(deps: IntakeDeps, redis: Redis): Router {
  const { config } = deps;
  const router = Router();
  const limit = rateLimit(
    redis,
    [
      {
        name: 'documents:demo-parse:ip',
        key: clientIp,
        points: config.DEMO_PARSE_PER_HOUR,
        durationSeconds: 3600,
      },
    ],
    {
      prefix: config.REDIS_PREFIX,
      message: 'Demo limit reached for now. Sign up to upload without limits, or try again later.',
    },
  );
  // The count limit answers at once; a client still sending its file must read that answer.
  const countLimit: RequestHandler = (req, res, next) =>
    limit(req, res, (err?: unknown) =>
      err instanceof AppError
        ? refuseAfterDrain(req, res, err, refusedBodyDrainBytes(config))
        : next(err),
    );
  const cpu = demoCpuBudget(redis, config);

  router.post(
    '/parse',
    countLimit,
    demoAdmission(config, cpu),
    handle(async (req) => {
      const { kind } = demoParseQuery.parse(req.query);
      const ip = clientIp(req);
      let threadMs = 0;
      const charged: IntakeDeps = {
        ...deps,
        parser: {
          parse: (bytes, name) =>
            deps.parser.parse(bytes, name, { onThreadMs: (ms) => (threadMs += ms) }),
          close: () => deps.parser.close(),
        },
      };
      try {
        return await counted(
          deps,
          { kind, source: 'demo' },
          async () => parseDemoUpload(kind, charged, await receiveOneFile(req, config)),
          () => 'parsed',
        );
      } finally {
        if (threadMs > 0) {
          await cpu.spend(ip, threadMs).catch((err: unknown) => {
            deps.logger.warn({ err }, 'demo parser time not counted');
          });
        }
      }
    }),
  );

  return router;
}
