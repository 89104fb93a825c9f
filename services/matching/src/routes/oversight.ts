import {
  auditExportQuery,
  blindRequest,
  decisionRequest,
  fairnessQuery,
  groupsUpload,
  revealRequest,
} from '@shortlist/contracts';
import { AppError, handle, userOf, workspaceOf } from '@shortlist/kit';
import type { Router } from 'express';
import { z } from 'zod';
import { auditFileName, streamAudit } from '../audit/export';
import { auditTrailPages } from '../audit/trail';
import { decideCandidates } from '../decisions/decisions';
import type { CoreDeps } from '../deps';
import { blindView, jobOversightOf, revealCandidate, setBlind } from '../oversight/blind';
import { requestEngineRescore } from '../oversight/engine-rescore';
import { fairnessCsv, fairnessReportOf } from '../oversight/fairness-report';
import { storeGroups } from '../oversight/groups';
import { answer } from '../present/answer';
import { presentJobCandidates } from '../present/presenter';
import type { AnalysisProducer } from '../queue';

const NOTHING_TO_AUDIT = 'This job has no scores or decisions to audit yet.';
const jobParams = z.object({ jobId: z.string().trim().min(1).max(100) });
const analysisParams = z.object({ analysisId: z.string().trim().min(1).max(100) });

/**
 * Human oversight on the analysis router (behind its auth): decisions, the audit trail, blind
 * screening, the fairness report and re-scoring after an engine upgrade.
 */
export function addOversightRoutes(
  router: Router,
  deps: CoreDeps & { producer: AnalysisProducer },
): void {
  router.post(
    '/decisions',
    handle((req) =>
      decideCandidates(
        deps.db,
        workspaceOf(req).id,
        decisionRequest.parse(req.body),
        userOf(req).id,
      ),
    ),
  );

  router.get(
    '/audit',
    handle(async (req, res) => {
      const { jobId, format } = auditExportQuery.parse(req.query);
      const pages = auditTrailPages(deps.db, workspaceOf(req).id, jobId);
      const start = () => {
        res.setHeader(
          'content-disposition',
          `attachment; filename="${auditFileName(jobId, format)}"`,
        );
        res.setHeader(
          'content-type',
          format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
        );
      };
      // Written as read, waiting for the client to drain: memory stays one page deep.
      const write = (chunk: string) =>
        new Promise<void>((resolve) => {
          if (res.write(chunk)) return resolve();
          res.once('drain', resolve);
          // A client gone away drains nothing: stop waiting (nothing more is read).
          res.once('close', resolve);
        });
      // Events are the workspace's only: another workspace's job answers as one never scored.
      if (!(await streamAudit(pages, format, jobId, write, start))) {
        throw new AppError('not_found', NOTHING_TO_AUDIT);
      }
      res.end();
    }),
  );

  // The screening picker's list: a blind job's candidates under their labels (issue #30.3).
  router.get(
    '/jobs/:jobId/candidates',
    answer(async (req) => {
      const ownerId = workspaceOf(req).id;
      const { jobId } = jobParams.parse(req.params);
      const [candidates, view] = await Promise.all([
        deps.documents.lookupCandidates(ownerId, 'all'),
        blindView(deps.db, ownerId, jobId),
      ]);
      return presentJobCandidates(view, jobId, candidates);
    }),
  );

  // Settings are per workspace and job id: another workspace's job has its own (off) setting.
  router.get(
    '/jobs/:jobId/oversight',
    handle((req) =>
      jobOversightOf(deps.db, workspaceOf(req).id, jobParams.parse(req.params).jobId),
    ),
  );

  router.put(
    '/jobs/:jobId/blind',
    handle((req) => {
      const { blind } = blindRequest.parse(req.body);
      const { jobId } = jobParams.parse(req.params);
      return setBlind(deps.db, workspaceOf(req).id, jobId, blind, userOf(req).id);
    }),
  );

  router.post(
    '/jobs/:jobId/reveal',
    handle((req) => {
      const { candidateId } = revealRequest.parse(req.body);
      const { jobId } = jobParams.parse(req.params);
      return revealCandidate(deps.db, workspaceOf(req).id, jobId, candidateId, userOf(req).id);
    }),
  );

  router.post(
    '/groups',
    handle((req) => {
      const { csv } = groupsUpload.parse(req.body);
      return storeGroups(deps, workspaceOf(req).id, userOf(req).id, csv);
    }),
  );

  router.get(
    '/jobs/:jobId/fairness',
    handle(async (req, res) => {
      const { jobId } = jobParams.parse(req.params);
      const { threshold, format } = fairnessQuery.parse(req.query);
      const report = await fairnessReportOf(deps.db, workspaceOf(req).id, jobId, threshold);
      if (format === 'json') return report;
      const name = `fairness-${jobId.slice(0, 12).replace(/[^\w-]/g, '')}-t${threshold}.csv`;
      res.setHeader('content-disposition', `attachment; filename="${name}"`);
      res.setHeader('content-type', 'text/csv; charset=utf-8');
      res.send(fairnessCsv(report));
    }),
  );

  router.post(
    '/:analysisId/rescore-engine',
    handle(async (req, res) => {
      const { analysisId } = analysisParams.parse(req.params);
      const started = await requestEngineRescore(deps, workspaceOf(req).id, analysisId);
      res.status(started.queued ? 202 : 200);
      return started;
    }),
  );
}
