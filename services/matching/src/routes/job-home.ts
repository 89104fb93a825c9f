import { handle, workspaceOf } from '@shortlist/kit';
import type { Router } from 'express';
import { z } from 'zod';
import { jobScreenings } from '../batches/job-screenings';
import type { CoreDeps } from '../deps';
import { ProfileCache } from '../funnel/profile-cache';
import { readFunnel } from '../funnel/read-funnel';
import { stageCounts } from '../pipeline/stage-counts';
import { answer } from '../present/answer';

const jobParams = z.object({ jobId: z.string().trim().min(1).max(100) });

/**
 * What a job's page shows of its hiring (issue #29, items 1 and 4), on the analysis router (behind
 * its auth): its screenings with their bands, its pipeline's counts per stage, and the requirement
 * funnel, whose what-ifs are computed from profiles held in memory and write nothing.
 */
export function addJobHomeRoutes(router: Router, deps: CoreDeps): void {
  const profiles = new ProfileCache(deps.documents);

  router.get(
    '/jobs/:jobId/screenings',
    handle((req) => jobScreenings(deps.db, workspaceOf(req).id, jobParams.parse(req.params).jobId)),
  );

  router.get(
    '/jobs/:jobId/stages',
    handle((req) => stageCounts(deps.db, workspaceOf(req).id, jobParams.parse(req.params).jobId)),
  );

  // POST: the body carries the edited reading; nothing is stored.
  router.post(
    '/jobs/:jobId/funnel',
    answer((req) =>
      readFunnel(
        { ...deps, profiles },
        workspaceOf(req).id,
        jobParams.parse(req.params).jobId,
        req.body as object,
      ),
    ),
  );
}
