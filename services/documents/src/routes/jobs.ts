import {
  saveReadingBody,
  type JobDescription,
  type ReadingProposal,
  type ReadingVersion,
  type RequirementModelRecord,
} from '@shortlist/contracts';
import {
  handle,
  notFound,
  userOf,
  type VerifyOptions,
  type WorkspaceId,
  workspaceOf,
} from '@shortlist/kit';
import type { Router } from 'express';
import type { IntakeDeps } from '../intake';
import { createReadingProposer } from '../jobs/propose-reading';
import { findProposal, removeProposal, storeProposal } from '../jobs/proposal-store';
import { assertEditsCurrent, canonicalReading } from '../jobs/reading';
import { readingHistory } from '../jobs/reading-store';
import type { MatchingClient } from '../clients/matching';
import { saveReadingAndRescore } from '../jobs/rescore';
import { findJobWithProfile, jobStore } from '../jobs/store';
import { documentRouter } from './documents';

export function jobRoutes(
  deps: IntakeDeps,
  verify: VerifyOptions,
  matching: MatchingClient,
): Router {
  const { db, config } = deps;
  const missing = () => notFound(jobStore.kind.label);
  const proposer = createReadingProposer(config, deps.logger);

  /**
   * With an LLM configured, a new job's ad is also read by it, in the background: the upload does
   * not wait, and a proposal that survives the checks waits on the job page to be accepted.
   */
  const proposeReading = (ownerId: WorkspaceId, job: JobDescription) => {
    const { reading } = job;
    if (!proposer || !reading) return;
    void findJobWithProfile(db, ownerId, job.id)
      .then(async (row) => {
        const proposal = row && (await proposer.propose(row.profile.text, reading));
        if (proposal && !(await storeProposal(db, ownerId, job.id, proposal))) {
          deps.logger.info(
            { jobId: job.id },
            'LLM reading proposal not kept: the reading was edited meanwhile',
          );
        }
      })
      .catch((err: unknown) =>
        deps.logger.warn({ err, jobId: job.id }, 'LLM reading proposal failed'),
      );
  };
  // A repeated upload answers the existing job (duplicateOf); `?copy=true` makes a fresh one.
  const router = documentRouter(jobStore, deps, verify, { created: proposeReading, copies: true });

  // The recruiter's correction of how Shortlist read the ad: a new version, then every analysis
  // of the job is scored again with it (in matching, in the background).
  router.put(
    '/:id/reading',
    handle(async (req) => {
      const ownerId = workspaceOf(req).id;
      const jobId = String(req.params.id);
      const edited = canonicalReading(saveReadingBody.parse(req.body));
      // The recruiter's own reading supersedes a proposal made for the one before it.
      const saved = await saveReadingAndRescore(deps, matching, {
        ownerId,
        jobId,
        reading: edited,
        changedBy: userOf(req).id,
      });
      if (!saved) throw missing();
      return saved.model satisfies RequirementModelRecord;
    }),
  );

  router.get(
    '/:id/reading/proposal',
    handle(async (req) => {
      const proposal = await findProposal(db, workspaceOf(req).id, String(req.params.id));
      if (proposal === undefined) throw missing();
      return proposal satisfies ReadingProposal | null;
    }),
  );

  // Accepting makes the proposal the next version, named as the LLM's, and re-scores the job.
  router.post(
    '/:id/reading/proposal/accept',
    handle(async (req) => {
      const user = userOf(req);
      const ownerId = workspaceOf(req).id;
      const jobId = String(req.params.id);
      const proposal = await findProposal(db, ownerId, jobId);
      if (proposal === undefined) throw missing();
      if (proposal === null) throw notFound('Reading proposal');
      const current = (await findJobWithProfile(db, ownerId, jobId))?.profile.model?.version ?? 1;
      assertEditsCurrent(current, proposal.basedOn);
      const saved = await saveReadingAndRescore(deps, matching, {
        ownerId,
        jobId,
        reading: canonicalReading(proposal.model),
        changedBy: user.id,
        origin: `LLM proposal accepted by ${user.email}`,
      });
      if (!saved) throw missing();
      return saved.model satisfies RequirementModelRecord;
    }),
  );

  router.delete(
    '/:id/reading/proposal',
    handle(async (req, res) => {
      if (!(await removeProposal(db, workspaceOf(req).id, String(req.params.id)))) throw missing();
      res.status(204).end();
    }),
  );

  router.get(
    '/:id/reading/history',
    handle(async (req) => {
      const history = await readingHistory(db, workspaceOf(req).id, String(req.params.id));
      if (!history) throw missing();
      return history satisfies ReadingVersion[];
    }),
  );

  return router;
}
