import { listQuery, TOTAL_COUNT_HEADER, type Candidate } from '@shortlist/contracts';
import { handle, notFound, requireAuth, userOf, type VerifyOptions } from '@shortlist/kit';
import { Router } from 'express';
import { tooManyFilesMessage, uploadCandidatesInBulk } from '../candidates/bulk-upload';
import { createCandidateFromUpload } from '../candidates/create-from-upload';
import { candidateExport } from '../candidates/export-candidate';
import { presentCandidate } from '../candidates/records';
import {
  deleteCandidate,
  findCandidate,
  findCandidateFile,
  findCandidateWithProfile,
  listCandidates,
} from '../candidates/store';
import type { MatchingClient } from '../clients/matching';
import { counted, createdOrDuplicate, type IntakeDeps } from '../intake';
import { bulkUploadBudget } from '../upload/bulk-budget';
import { refusedBodyDrainBytes } from '../upload/drain';
import { spoolFiles } from '../upload/receive-files';
import { withSpoolDir } from '../upload/spool-dir';
import { receiveOneFile, sendOriginalFile, uploadStatus } from './uploads';

export function candidateRoutes(
  deps: IntakeDeps,
  verify: VerifyOptions,
  matching: MatchingClient,
): Router {
  const { db, config } = deps;
  const router = Router();
  router.use(requireAuth(verify));
  const missing = () => notFound('Candidate');

  router.post(
    '/',
    handle(async (req, res) => {
      const { candidate, created } = await counted(
        deps,
        { kind: 'candidate', source: 'upload' },
        async () =>
          createCandidateFromUpload(deps, userOf(req).id, await receiveOneFile(req, config)),
        createdOrDuplicate,
      );
      uploadStatus(res, created);
      return candidate;
    }),
  );

  router.post(
    '/bulk',
    bulkUploadBudget(config),
    handle(async (req) =>
      withSpoolDir(config, async (dir) => {
        const files = await spoolFiles(req, {
          dir,
          fields: ['files', 'file'],
          maxFiles: config.BULK_MAX_FILES,
          tooManyFilesMessage: tooManyFilesMessage(config.BULK_MAX_FILES),
          // A ZIP may be as large as the whole request; documents are held to the file limit later.
          maxFileBytes: config.BULK_MAX_TOTAL_BYTES,
          maxTotalBytes: config.BULK_MAX_TOTAL_BYTES,
          failFast: false,
          maxDrainBytes: refusedBodyDrainBytes(config),
        });
        return uploadCandidatesInBulk(deps, userOf(req).id, files);
      }),
    ),
  );

  router.get(
    '/',
    handle(async (req, res) => {
      const query = listQuery.parse(req.query);
      const { rows, total } = await listCandidates(db, userOf(req).id, query);
      res.setHeader(TOTAL_COUNT_HEADER, String(total));
      return rows.map((row) => presentCandidate(row)) satisfies Candidate[];
    }),
  );

  router.get(
    '/:id',
    handle(async (req) => {
      const row = await findCandidateWithProfile(db, userOf(req).id, String(req.params.id));
      if (!row) throw missing();
      return presentCandidate(row, null, row.profile) satisfies Candidate;
    }),
  );

  router.get(
    '/:id/file',
    handle(async (req, res) => {
      const file = await findCandidateFile(db, userOf(req).id, String(req.params.id));
      if (!file) throw missing();
      sendOriginalFile(res, file);
    }),
  );

  router.get(
    '/:id/export',
    handle(async (req, res) => {
      const ownerId = userOf(req).id;
      const row = await findCandidateWithProfile(db, ownerId, String(req.params.id));
      if (!row) throw missing();
      const { profile, ...summary } = row;
      const record = await matching.candidateRecord(ownerId, row.id);
      res.setHeader('content-disposition', `attachment; filename="candidate-${row.id}.json"`);
      return candidateExport(presentCandidate(summary), profile, record);
    }),
  );

  // Erasure (GDPR Art. 17): matching's analyses and decisions go first, so a failure there leaves
  // the candidate in place to erase again, never a document gone with its analyses left behind.
  router.delete(
    '/:id',
    handle(async (req, res) => {
      const ownerId = userOf(req).id;
      const id = String(req.params.id);
      if (!(await findCandidate(db, ownerId, id))) throw missing();
      await matching.eraseCandidate(ownerId, id);
      if (!(await deleteCandidate(db, ownerId, id))) throw missing();
      res.status(204).end();
    }),
  );

  return router;
}
