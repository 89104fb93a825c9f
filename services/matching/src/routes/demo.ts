import { demoAnalyzeBody } from '@shortlist/contracts';
import { clientIp, handle, rateLimit } from '@shortlist/kit';
import { Router } from 'express';
import type { Redis } from 'ioredis';
import type { MatchingConfig } from '../config';
import { analyzeDemo } from '../demo';

/** POST /api/demo/analyze: anonymous, rate limited per IP, validated, nothing stored. */
export function demoRoutes(deps: { redis: Redis; config: MatchingConfig }): Router {
  const router = Router();
  const limit = rateLimit(
    deps.redis,
    [
      {
        name: 'matching:demo-analyze:ip',
        key: clientIp,
        points: deps.config.DEMO_ANALYZE_PER_HOUR,
        durationSeconds: 3600,
      },
    ],
    {
      prefix: deps.config.REDIS_PREFIX,
      message:
        'Too many demo analyses from your network. Please wait a while, or sign up to keep going.',
      timeoutMs: deps.config.RATE_LIMIT_TIMEOUT_MS,
    },
  );
  router.post(
    '/analyze',
    limit,
    handle((req) => analyzeDemo(demoAnalyzeBody.parse(req.body))),
  );
  return router;
}
