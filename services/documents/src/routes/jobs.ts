import {
  listQuery,
  saveReadingBody,
  TOTAL_COUNT_HEADER,
  type JobDescription,
  type ReadingVersion,
  type RequirementModelRecord,
} from '@shortlist/contracts';
import { handle, notFound, requireAuth, userOf, type VerifyOptions } from '@shortlist/kit';
import { Router } from 'express';
import { counted, createdOrDuplicate, type IntakeDeps } from '../intake';
import { createJobFromUpload } from '../jobs/create-from-upload';
import { canonicalReading } from '../jobs/reading';
import { readingHistory, saveReading } from '../jobs/reading-store';
import { presentJob } from '../jobs/records';
import type { MatchingClient } from '../clients/matching';
import { requestRescore } from '../jobs/rescore';
import { deleteJob, findJobFile, findJobWithProfile, listJobs } from '../jobs/store';
import { receiveOneFile, sendOriginalFile, uploadStatus } from './uploads';

export function jobRoutes(
  deps: IntakeDeps,
  verify: VerifyOptions,
  matching: MatchingClient,
): Router {
  const { db, config } = deps;
  const router = Router();
  router.use(requireAuth(verify));
  const missing = () => notFound('Job description');

  router.post(
    '/',
    handle(async (req, res) => {
      const { job, created } = await counted(
        deps,
        { kind: 'job', source: 'upload' },
        async () => createJobFromUpload(deps, userOf(req).id, await receiveOneFile(req, config)),
        createdOrDuplicate,
      );
      uploadStatus(res, created);
      return job;
    }),
  );

  router.get(
    '/',
    handle(async (req, res) => {
      const query = listQuery.parse(req.query);
      const { rows, total } = await listJobs(db, userOf(req).id, query);
      res.setHeader(TOTAL_COUNT_HEADER, String(total));
      return rows.map((row) => presentJob(row)) satisfies JobDescription[];
    }),
  );

  router.get(
    '/:id',
    handle(async (req) => {
      const row = await findJobWithProfile(db, userOf(req).id, String(req.params.id));
      if (!row) throw missing();
      return presentJob(row, null, row.profile) satisfies JobDescription;
    }),
  );

  // The recruiter's correction of how Shortlist read the ad: a new version, then every analysis
  // of the job is scored again with it (in matching, in the background).
  router.put(
    '/:id/reading',
    handle(async (req) => {
      const ownerId = userOf(req).id;
      const jobId = String(req.params.id);
      const edited = canonicalReading(saveReadingBody.parse(req.body));
      const saved = await saveReading(db, ownerId, jobId, edited);
      if (!saved) throw missing();
      await requestRescore(matching, deps.logger, jobId, {
        ownerId,
        requirementsVersion: saved.model.version,
      });
      return saved.model satisfies RequirementModelRecord;
    }),
  );

  router.get(
    '/:id/reading/history',
    handle(async (req) => {
      const history = await readingHistory(db, userOf(req).id, String(req.params.id));
      if (!history) throw missing();
      return history satisfies ReadingVersion[];
    }),
  );

  router.get(
    '/:id/file',
    handle(async (req, res) => {
      const file = await findJobFile(db, userOf(req).id, String(req.params.id));
      if (!file) throw missing();
      sendOriginalFile(res, file);
    }),
  );

  router.delete(
    '/:id',
    handle(async (req, res) => {
      if (!(await deleteJob(db, userOf(req).id, String(req.params.id)))) throw missing();
      res.status(204).end();
    }),
  );

  return router;
}
