import {
  outreachRequest,
  pipelineMoveRequest,
  pipelineNoteRequest,
  pipelineTopRequest,
  type OutreachSettings,
} from '@shortlist/contracts';
import { handle, userOf, workspaceOf } from '@shortlist/kit';
import type { Router } from 'express';
import { z } from 'zod';
import { answer } from '../present/answer';
import { presented } from '../present/presenter';
import type { CoreDeps } from '../deps';
import { createMailer } from '../outreach/mailer';
import { senderLookup } from '../outreach/sender';
import { sendOutreach } from '../outreach/send-outreach';
import { pipelineCsv, pipelineCsvName } from '../pipeline/csv';
import { announce, moveCandidates } from '../pipeline/move';
import { addNote } from '../pipeline/notes';
import { readHistory, readPipeline } from '../pipeline/read-pipeline';
import { moveTopCandidates } from '../pipeline/top';

const id = z.string().trim().min(1).max(100);
const jobParams = z.object({ jobId: id });
const candidateParams = z.object({ jobId: id, candidateId: id });

/**
 * The pipeline of a job and outreach by email, on the analysis router (behind its auth). The
 * tenant is the signed-in user today (as analyses are scoped); the actor is the same user.
 */
export function addPipelineRoutes(router: Router, deps: CoreDeps): void {
  const mailer = createMailer(deps.config);
  const sender = senderLookup(deps.config, deps.logger);

  router.get(
    '/outreach/settings',
    handle((): OutreachSettings => ({ configured: !!mailer, from: mailer?.from ?? null })),
  );

  router.get(
    '/jobs/:jobId/pipeline.csv',
    answer(async (req, res) => {
      const { jobId } = jobParams.parse(req.params);
      const pipeline = await readPipeline(deps, workspaceOf(req).id, jobId);
      res.setHeader('content-type', 'text/csv; charset=utf-8');
      res.setHeader('content-disposition', `attachment; filename="${pipelineCsvName(jobId)}"`);
      res.send(pipelineCsv(pipeline));
    }),
  );

  router.get(
    '/jobs/:jobId/pipeline',
    answer((req) => readPipeline(deps, workspaceOf(req).id, jobParams.parse(req.params).jobId)),
  );

  router.post(
    '/jobs/:jobId/pipeline/moves',
    answer(async (req) => {
      const { id: userId } = userOf(req);
      const ownerId = workspaceOf(req).id;
      const { jobId } = jobParams.parse(req.params);
      const { candidateIds, stage } = pipelineMoveRequest.parse(req.body);
      const change = await moveCandidates(deps.db, ownerId, userId, jobId, candidateIds, stage);
      return announce(deps.notifier, ownerId, change);
    }),
  );

  router.post(
    '/jobs/:jobId/pipeline/top',
    answer(async (req) => {
      const ownerId = workspaceOf(req).id;
      const { jobId } = jobParams.parse(req.params);
      const { count, stage } = pipelineTopRequest.parse(req.body);
      const change = await moveTopCandidates(deps.db, ownerId, userOf(req).id, jobId, count, stage);
      return announce(deps.notifier, ownerId, change);
    }),
  );

  router.post(
    '/jobs/:jobId/pipeline/:candidateId/notes',
    answer(async (req, res) => {
      const { id: userId } = userOf(req);
      const ownerId = workspaceOf(req).id;
      const { jobId, candidateId } = candidateParams.parse(req.params);
      const { note } = pipelineNoteRequest.parse(req.body);
      const change = await addNote(deps.db, ownerId, userId, jobId, candidateId, note);
      announce(deps.notifier, ownerId, change);
      res.status(201);
      return change;
    }),
  );

  router.get(
    '/jobs/:jobId/pipeline/:candidateId/history',
    answer(async (req) => {
      const { jobId, candidateId } = candidateParams.parse(req.params);
      const events = await readHistory(deps.db, workspaceOf(req).id, jobId, candidateId);
      // The events passed the presenter (readHistory); this only names whose they are.
      return presented({ jobId, candidateId, events });
    }),
  );

  router.post(
    '/jobs/:jobId/outreach',
    answer(async (req) => {
      const ownerId = workspaceOf(req).id;
      const { jobId } = jobParams.parse(req.params);
      const body = outreachRequest.parse(req.body);
      try {
        const change = await sendOutreach(
          { ...deps, mailer, sender },
          ownerId,
          userOf(req),
          jobId,
          body,
        );
        return announce(deps.notifier, ownerId, change);
      } catch (err) {
        // Messages sent before the server failed did move their candidates: say so live too.
        const partial = (err as { details?: unknown }).details;
        if (partial && typeof partial === 'object' && 'events' in partial)
          announce(deps.notifier, ownerId, partial as Parameters<typeof announce>[2]);
        throw err;
      }
    }),
  );
}
