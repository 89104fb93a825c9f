import { CANDIDATE_IMPORT_FIELDS, importJobUrlRequest } from '@shortlist/contracts';
import { readJobPage, toJobPosting, toJsonResume } from '@shortlist/formats';
import {
  handle,
  notFound,
  rateLimit,
  requireWorkspace,
  userOf,
  type VerifyOptions,
  workspaceOf,
  type WorkspaceId,
} from '@shortlist/kit';
import type { Redis } from 'ioredis';
import { Router, type Request } from 'express';
import { findCandidateWithProfile } from '../candidates/store';
import { counted, createdOrDuplicate, type IntakeDeps } from '../intake';
import { findJobWithProfile } from '../jobs/store';
import { bulkUploadBudget } from '../upload/bulk-budget';
import { refusedBodyDrainBytes } from '../upload/drain';
import { spoolFiles } from '../upload/receive-files';
import { withSpoolDir } from '../upload/spool-dir';
import { uploadStatus } from '../routes/uploads';
import { importCandidates } from './candidate-import';
import { createImportedJob, fileOfText } from './create-imported';
import { fetchPage } from './fetch-page';
import { importOptions, type ImportOptions } from './import-options';
import { resumeRecordOf } from './resume-record';

/** Imports and exports in standard formats, mounted at /api beside the resources they serve.
 *  Authentication is per route: this router sees every /api request it does not answer. */
export function importRoutes(
  deps: IntakeDeps,
  verify: VerifyOptions,
  redis: Redis,
  options: ImportOptions = importOptions(process.env),
): Router {
  const { db, config } = deps;
  const router = Router();
  const auth = requireWorkspace(verify);
  const fetchLimit = rateLimit(
    redis,
    [
      {
        name: 'documents:import-url:user',
        key: (req) => userOf(req).id,
        points: options.urlsPerHour,
        durationSeconds: 3600,
      },
    ],
    {
      prefix: config.REDIS_PREFIX,
      message: 'Too many job pages imported this hour. Please try again later.',
    },
  );

  router.post(
    '/job-descriptions/import-url',
    auth,
    fetchLimit,
    handle(async (req, res) => {
      const { url } = importJobUrlRequest.parse(req.body ?? {});
      const { job, created } = await counted(
        deps,
        { kind: 'job', source: 'upload' },
        async () => {
          const page = await fetchPage(url, options);
          const imported = readJobPage(page.html);
          const name = imported.title ?? imported.pageTitle ?? new URL(page.url).hostname;
          const stated = {
            title: imported.title,
            company: imported.company,
            location: imported.location,
          };
          return createImportedJob(
            deps,
            workspaceOf(req).id,
            fileOfText(name, imported.text),
            stated,
          );
        },
        createdOrDuplicate,
      );
      uploadStatus(res, created);
      return job;
    }),
  );

  router.post(
    '/candidates/import',
    auth,
    bulkUploadBudget(config),
    handle(async (req) =>
      withSpoolDir(config, async (dir) => {
        const files = await spoolFiles(req, {
          dir,
          fields: [...CANDIDATE_IMPORT_FIELDS],
          maxFiles: config.BULK_MAX_FILES,
          tooManyFilesMessage: `Too many files: import at most ${config.BULK_MAX_FILES} at once`,
          maxFileBytes: config.BULK_MAX_TOTAL_BYTES,
          maxTotalBytes: config.BULK_MAX_TOTAL_BYTES,
          failFast: false,
          maxDrainBytes: refusedBodyDrainBytes(config),
        });
        return importCandidates(deps, workspaceOf(req).id, files);
      }),
    ),
  );

  /** The owner's record the route's `:id` names, with its profile; 404 when it is not theirs. */
  async function recordToExport<Row>(
    req: Request,
    find: (db: IntakeDeps['db'], ownerId: WorkspaceId, id: string) => Promise<Row | undefined>,
    what: string,
  ): Promise<Row> {
    const row = await find(db, workspaceOf(req).id, String(req.params.id));
    if (!row) throw notFound(what);
    return row;
  }

  router.get(
    '/candidates/:id/json-resume',
    auth,
    handle(async (req, res) => {
      const row = await recordToExport(req, findCandidateWithProfile, 'Candidate');
      res.setHeader('content-disposition', `attachment; filename="resume-${row.id}.json"`);
      return toJsonResume(resumeRecordOf(row));
    }),
  );

  router.get(
    '/job-descriptions/:id/jobposting',
    auth,
    handle(async (req, res) => {
      const row = await recordToExport(req, findJobWithProfile, 'Job description');
      res.type('application/ld+json');
      res.send(JSON.stringify(toJobPosting({ ...row, createdAt: row.createdAt.toISOString() })));
    }),
  );

  return router;
}
