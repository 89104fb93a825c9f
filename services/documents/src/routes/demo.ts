import { demoParseQuery } from '@shortlist/contracts';
import { clientIp, handle, rateLimit } from '@shortlist/kit';
import { Router } from 'express';
import type { Redis } from 'ioredis';
import { parseDemoCandidate, parseDemoJob } from '../demo-parse';
import { counted, type IntakeDeps } from '../intake';
import { receiveOneFile } from './uploads';

/** Anonymous parsing for demo mode: the real engine, nothing stored, limited per IP. */
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

  router.post(
    '/parse',
    limit,
    handle(async (req) => {
      const { kind } = demoParseQuery.parse(req.query);
      return counted(
        deps,
        { kind, source: 'demo' },
        async () => {
          const file = await receiveOneFile(req, config);
          switch (kind) {
            case 'job':
              return parseDemoJob(deps, file);
            case 'candidate':
              return parseDemoCandidate(deps, file);
          }
        },
        () => 'parsed',
      );
    }),
  );

  return router;
}
