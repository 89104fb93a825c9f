import { handle, notFound, type VerifyOptions, workspaceOf } from '@shortlist/kit';
import type { Router } from 'express';
import { tooManyFilesMessage, uploadCandidatesInBulk } from '../candidates/bulk-upload';
import { candidateExport } from '../candidates/export-candidate';
import { presentCandidate } from '../candidates/records';
import { candidateStore } from '../candidates/store';
import type { MatchingClient } from '../clients/matching';
import type { IntakeDeps } from '../intake';
import { bulkUploadBudget } from '../upload/bulk-budget';
import { refusedBodyDrainBytes } from '../upload/drain';
import { spoolFiles } from '../upload/receive-files';
import { withSpoolDir } from '../upload/spool-dir';
import { documentRouter } from './documents';

export function candidateRoutes(
  deps: IntakeDeps,
  verify: VerifyOptions,
  matching: MatchingClient,
): Router {
  const { db, config } = deps;
  // Erasure (GDPR Art. 17): matching's analyses and decisions go first, so a failure there leaves
  // the candidate in place to erase again, never a document gone with its analyses left behind.
  const router = documentRouter(candidateStore, deps, verify, {
    erase: (ownerId, id) => matching.eraseCandidate(ownerId, id).then(() => undefined),
  });

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
        return uploadCandidatesInBulk(deps, workspaceOf(req).id, files);
      }),
    ),
  );

  router.get(
    '/:id/export',
    handle(async (req, res) => {
      const ownerId = workspaceOf(req).id;
      const row = await candidateStore.findWithProfile(db, ownerId, String(req.params.id));
      if (!row) throw notFound('Candidate');
      const { profile, ...summary } = row;
      const record = await matching.candidateRecord(ownerId, row.id);
      res.setHeader('content-disposition', `attachment; filename="candidate-${row.id}.json"`);
      return candidateExport(presentCandidate(summary), profile, record);
    }),
  );

  return router;
}
