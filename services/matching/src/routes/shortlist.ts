import {
  advanceRequest,
  type DecisionRequest,
  type PipelineStage,
  biasAuditQuery,
  impactPreviewRequest,
  rejectionDraftRequest,
  rejectionReasons,
  rejectionSendRequest,
  rejectRequest,
} from '@shortlist/contracts';
import { handle, userOf, workspaceOf } from '@shortlist/kit';
import type { Router } from 'express';
import { z } from 'zod';
import { decideCandidates } from '../decisions/decisions';
import { rejectionReasonsOf, setRejectionReasons } from '../decisions/rejection-reasons';
import type { CoreDeps } from '../deps';
import { createMailer } from '../outreach/mailer';
import { draftRejections, sendRejections } from '../outreach/rejections';
import { senderLookup } from '../outreach/sender';
import { biasAuditCsv, biasAuditFileName, biasAuditOf } from '../oversight/bias-audit';
import { previewImpact, previewsOfJob } from '../oversight/impact-preview';
import { announce, moveCandidates } from '../pipeline/move';
import { answer } from '../present/answer';
import { presentRejectionDrafts } from '../present/presenter';

const jobParams = z.object({ jobId: z.string().trim().min(1).max(100) });

/**
 * Acting on a shortlist in bulk (issue #29.2) and its oversight (issue #30.12), on the analysis
 * router (behind its auth): rejection reasons, reject and advance, rejection emails, the impact
 * preview shown before a bulk action, and the bias audit summary.
 */
export function addShortlistRoutes(router: Router, deps: CoreDeps): void {
  const mailer = createMailer(deps.config);
  const sender = senderLookup(deps.config, deps.logger);
  const outreach = { ...deps, mailer, sender };
  // A bulk decision is recorded (oversight's record, with its reason) and then the candidates
  // move (the pipeline's): both as each is on its own, the decision first.
  const decideAndMove = (
    read: (body: unknown) => { decision: Omit<DecisionRequest, 'jobId'>; stage: PipelineStage },
  ) =>
    answer(async (req) => {
      const ownerId = workspaceOf(req).id;
      const actorId = userOf(req).id;
      const { jobId } = jobParams.parse(req.params);
      const { decision, stage } = read(req.body);
      await decideCandidates(deps.db, ownerId, { ...decision, jobId }, actorId);
      const { candidateIds } = decision;
      const change = await moveCandidates(deps.db, ownerId, actorId, jobId, candidateIds, stage);
      return announce(deps.notifier, ownerId, change);
    });

  router.get(
    '/rejection-reasons',
    handle((req) => rejectionReasonsOf(deps.db, workspaceOf(req).id)),
  );

  router.put(
    '/rejection-reasons',
    handle((req) =>
      setRejectionReasons(
        deps.db,
        workspaceOf(req).id,
        userOf(req).id,
        rejectionReasons.parse(req.body),
      ),
    ),
  );

  router.post(
    '/jobs/:jobId/impact-preview',
    handle(async (req, res) => {
      const { jobId } = jobParams.parse(req.params);
      const body = impactPreviewRequest.parse(req.body);
      res.status(201);
      return previewImpact(deps.db, workspaceOf(req).id, jobId, userOf(req).id, body);
    }),
  );

  router.get(
    '/jobs/:jobId/impact-previews',
    handle(async (req) => {
      const { jobId } = jobParams.parse(req.params);
      return { jobId, previews: await previewsOfJob(deps.db, workspaceOf(req).id, jobId) };
    }),
  );

  router.post(
    '/jobs/:jobId/rejections',
    decideAndMove((body) => {
      const { candidateIds, reason, previewId } = rejectRequest.parse(body);
      return {
        decision: { candidateIds, decision: 'reject', reason, previewId },
        stage: 'rejected',
      };
    }),
  );

  router.post(
    '/jobs/:jobId/advance',
    decideAndMove((body) => {
      const { candidateIds, stage, previewId } = advanceRequest.parse(body);
      return { decision: { candidateIds, decision: 'advance', previewId }, stage };
    }),
  );

  router.post(
    '/jobs/:jobId/rejections/drafts',
    answer(async (req) => {
      const { jobId } = jobParams.parse(req.params);
      const { candidateIds } = rejectionDraftRequest.parse(req.body);
      const drafts = await draftRejections(
        outreach,
        workspaceOf(req).id,
        userOf(req),
        jobId,
        candidateIds,
      );
      // Names are the presenter's (labels on a blind job) and addresses hidden there.
      return presentRejectionDrafts(drafts);
    }),
  );

  router.post(
    '/jobs/:jobId/rejections/send',
    answer(async (req) => {
      const ownerId = workspaceOf(req).id;
      const { jobId } = jobParams.parse(req.params);
      const body = rejectionSendRequest.parse(req.body);
      const change = await sendRejections(outreach, ownerId, userOf(req), jobId, body);
      return announce(deps.notifier, ownerId, change);
    }),
  );

  router.get(
    '/oversight/bias-audit',
    handle(async (req, res) => {
      const { jobId, format } = biasAuditQuery.parse(req.query);
      const audit = await biasAuditOf(deps.db, workspaceOf(req).id, jobId);
      if (format === 'json') return audit;
      res.setHeader('content-disposition', `attachment; filename="${biasAuditFileName(jobId)}"`);
      res.setHeader('content-type', 'text/csv; charset=utf-8');
      res.send(biasAuditCsv(audit));
    }),
  );
}
