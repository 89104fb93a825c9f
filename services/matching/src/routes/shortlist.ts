import {
  advanceRequest,
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

  // A rejection is the decision (oversight's record, with its reason) and the move to Rejected
  // (the pipeline's): both recorded as each is on its own, the decision first.
  router.post(
    '/jobs/:jobId/rejections',
    answer(async (req) => {
      const ownerId = workspaceOf(req).id;
      const actorId = userOf(req).id;
      const { jobId } = jobParams.parse(req.params);
      const { candidateIds, reason, previewId } = rejectRequest.parse(req.body);
      const decision = { jobId, candidateIds, decision: 'reject' as const, reason, previewId };
      await decideCandidates(deps.db, ownerId, decision, actorId);
      const change = await moveCandidates(
        deps.db,
        ownerId,
        actorId,
        jobId,
        candidateIds,
        'rejected',
      );
      announce(deps.notifier, ownerId, change);
      return change;
    }),
  );

  router.post(
    '/jobs/:jobId/advance',
    answer(async (req) => {
      const ownerId = workspaceOf(req).id;
      const actorId = userOf(req).id;
      const { jobId } = jobParams.parse(req.params);
      const { candidateIds, stage, previewId } = advanceRequest.parse(req.body);
      const decision = { jobId, candidateIds, decision: 'advance' as const, previewId };
      await decideCandidates(deps.db, ownerId, decision, actorId);
      const change = await moveCandidates(deps.db, ownerId, actorId, jobId, candidateIds, stage);
      announce(deps.notifier, ownerId, change);
      return change;
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
      announce(deps.notifier, ownerId, change);
      return change;
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
