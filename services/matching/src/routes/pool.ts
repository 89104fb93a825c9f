import { poolQuery } from '@shortlist/contracts';
import {
  currentRequestId,
  requireWorkspace,
  serverTiming,
  stageTimer,
  type VerifyOptions,
  workspaceOf,
} from '@shortlist/kit';
import { Router } from 'express';
import { z } from 'zod';
import type { CoreDeps } from '../deps';
import { answer } from '../present/answer';
import { readPool } from '../pool/read-pool';
import type { AnalysisProducer } from '../queue';

const jobParams = z.object({ jobId: z.string().trim().min(1).max(100) });

/** `GET /api/analysis/pool/:jobId?page=&pageSize=`: the workspace's whole pool ranked for a job. */
export function poolRoutes(
  deps: CoreDeps & { producer: AnalysisProducer; verify: VerifyOptions },
): Router {
  const router = Router();
  router.use(requireWorkspace(deps.verify));
  router.get(
    '/:jobId',
    answer(async (req, res) => {
      const timer = stageTimer();
      const page = await readPool(
        deps,
        workspaceOf(req).id,
        jobParams.parse(req.params).jobId,
        poolQuery.parse(req.query),
        currentRequestId(),
        timer,
      );
      // Where a cold page's time went (bench/pool.ts reads it; browsers show it in devtools).
      res.setHeader('server-timing', serverTiming(timer.stages(), timer.counts()));
      return page;
    }),
  );
  return router;
}
