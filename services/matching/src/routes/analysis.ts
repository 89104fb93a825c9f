import {
  batchRequest,
  listQuery,
  runAnalysisRequest,
  TOTAL_COUNT_HEADER,
  type BatchStarted,
} from '@shortlist/contracts';
import {
  isUuid,
  notFound,
  requireWorkspace,
  userOf,
  type VerifyOptions,
  type WorkspaceId,
  workspaceOf,
} from '@shortlist/kit';
import { Router } from 'express';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { readAnalysis } from '../analyses/read-analysis';
import { regenerateMessage } from '../analyses/regenerate-message';
import { listAnalyses } from '../analyses-store';
import { requestAnalysis } from '../analyses/request-analysis';
import { analysisStats } from '../analyses/stats';
import { batchCsv, csvFileName } from '../batches/csv';
import { presentBatch } from '../batches/present';
import { batchResults, findBatch } from '../batches/store';
import { startBatch } from '../batches/start-batch';
import { decisionsOfJob } from '../decisions/decisions';
import { entriesOfJob } from '../pipeline/store';
import type { CoreDeps } from '../deps';
import { blindView } from '../oversight/blind';
import { answer } from '../present/answer';
import {
  presentAnalysesOf,
  presentAnalysisFor,
  presentAnalysisOf,
  presentBatchOf,
  presented,
} from '../present/presenter';
import type { AnalysisProducer } from '../queue';
import { addJobHomeRoutes } from './job-home';
import { addOversightRoutes } from './oversight';
import { addPipelineRoutes } from './pipeline';
import { addShortlistRoutes } from './shortlist';
import { addShareRoutes } from './shares';

const documentId = z.string().trim().min(1).max(100);
const pairParams = z.object({ candidateId: documentId, jobId: documentId });
const idParams = z.object({ id: documentId });

export type AnalysisRouteDeps = CoreDeps & {
  producer: AnalysisProducer;
  redis: Redis;
  verify: VerifyOptions;
};

// Order matters: the fixed paths (stats, batch, regenerate-message) come before the
// /:candidateId/:jobId pair they would otherwise be read as.
export function analysisRoutes(deps: AnalysisRouteDeps): Router {
  const router = Router();
  router.use(requireWorkspace(deps.verify));

  router.get(
    '/stats',
    answer((req) => analysisStats(deps, workspaceOf(req).id, userOf(req).id)),
  );

  addOversightRoutes(router, deps);
  addPipelineRoutes(router, deps);
  addShortlistRoutes(router, deps);
  addJobHomeRoutes(router, deps);
  addShareRoutes(router, deps);

  router.post(
    '/batch',
    answer(async (req, res) => {
      const body = batchRequest.parse(req.body);
      const ownerId = workspaceOf(req).id;
      const { batch } = await startBatch(deps, ownerId, body, userOf(req).id);
      const started = await presentBatchOf(
        deps.db,
        ownerId,
        presentBatch(batch, await batchResults(deps.db, ownerId, batch.id)),
      );
      res.status(202);
      return presented({ ...started, batchId: batch.id } satisfies BatchStarted);
    }),
  );

  const loadBatch = async (ownerId: WorkspaceId, id: string) => {
    const batch = isUuid(id) ? await findBatch(deps.db, ownerId, id) : undefined;
    if (!batch) throw notFound('Batch');
    const [decisions, entries, results] = await Promise.all([
      decisionsOfJob(deps.db, ownerId, batch.jobId),
      entriesOfJob(deps.db, ownerId, batch.jobId),
      batchResults(deps.db, ownerId, id),
    ]);
    const stages = new Map([...entries].map(([candidateId, e]) => [candidateId, e.stage]));
    const shortlist = presentBatch(batch, results, decisions, stages);
    // The CSV and the page alike show a blind job's candidates under their labels.
    return presentBatchOf(deps.db, ownerId, shortlist);
  };

  router.get(
    '/batch/:id.csv',
    answer(async (req, res) => {
      const batch = await loadBatch(workspaceOf(req).id, idParams.parse(req.params).id);
      res.setHeader('content-type', 'text/csv; charset=utf-8');
      res.setHeader('content-disposition', `attachment; filename="${csvFileName(batch)}"`);
      res.send(batchCsv(batch));
    }),
  );

  router.get(
    '/batch/:id.json',
    answer(async (req, res) => {
      const batch = await loadBatch(workspaceOf(req).id, idParams.parse(req.params).id);
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.setHeader(
        'content-disposition',
        `attachment; filename="${csvFileName(batch).replace(/\.csv$/, '.json')}"`,
      );
      res.send(JSON.stringify(batch, null, 2));
    }),
  );

  router.get(
    '/batch/:id',
    answer((req) => loadBatch(workspaceOf(req).id, idParams.parse(req.params).id)),
  );

  router.post(
    '/:analysisId/regenerate-message',
    answer(async (req) => {
      const { analysisId } = z.object({ analysisId: documentId }).parse(req.params);
      const ownerId = workspaceOf(req).id;
      const row = await regenerateMessage(deps, ownerId, analysisId);
      return presentAnalysisOf(deps.db, ownerId, row);
    }),
  );

  router.post(
    '/:candidateId/:jobId',
    answer(async (req, res) => {
      const ownerId = workspaceOf(req).id;
      const pair = pairParams.parse(req.params);
      // Read while the run starts: the answer waits for both, not one after the other.
      const view = blindView(deps.db, ownerId, pair.jobId);
      void view.catch(() => undefined);
      const { carriedFromDemo } = runAnalysisRequest.parse(req.body ?? {});
      const row = await requestAnalysis(deps, ownerId, pair, userOf(req).id, { carriedFromDemo });
      res.status(202);
      return presentAnalysisFor(await view, row);
    }),
  );

  router.get(
    '/:candidateId/:jobId',
    answer((req) => readAnalysis(deps, workspaceOf(req).id, pairParams.parse(req.params))),
  );

  router.get(
    '/',
    answer(async (req, res) => {
      const query = listQuery.parse(req.query);
      const ownerId = workspaceOf(req).id;
      const { rows, total } = await listAnalyses(deps.db, ownerId, query);
      res.setHeader(TOTAL_COUNT_HEADER, String(total));
      return presentAnalysesOf(deps.db, ownerId, rows);
    }),
  );

  return router;
}
