import { readFile } from 'node:fs/promises';
import type { BulkUploadResult } from '@shortlist/contracts';
import { badRequest, presentError, type WorkspaceId } from '@shortlist/kit';
import { mapBounded } from '../concurrency';
import { counted, createdOrDuplicate, type IntakeDeps } from '../intake';
import { expandZip, isZipUpload, type BulkItem } from '../upload/expand-zip';
import { fileTooLarge, type SpooledFile } from '../upload/receive-files';
import { createFromUpload } from '../documents/create-from-upload';
import { candidateStore } from './store';

type BulkResultRow = BulkUploadResult['results'][number];

/**
 * Many resumes at once (files, or ZIPs of them), spooled to disk: each becomes a candidate or a
 * failure with its reason, in the order sent. One bad file never fails the others. `created`
 * counts new candidates; a file already uploaded is ok with `duplicateOf` set and is not counted
 * as created. A file's bytes are in memory only while it is parsed and stored.
 */
export async function uploadCandidatesInBulk(
  deps: IntakeDeps,
  ownerId: WorkspaceId,
  files: SpooledFile[],
): Promise<BulkUploadResult> {
  const zips: (() => void)[] = [];
  // Nobody watches each file of a bulk upload: a single upload someone waits on goes first.
  const background: IntakeDeps = {
    ...deps,
    parser: {
      parse: (bytes, name, options) =>
        deps.parser.parse(bytes, name, { ...options, priority: 'background' }),
      close: () => deps.parser.close(),
    },
  };
  try {
    return await uploadItems(background, ownerId, await bulkItems(deps, files, zips));
  } finally {
    for (const close of zips) close();
  }
}

async function uploadItems(
  deps: IntakeDeps,
  ownerId: WorkspaceId,
  items: BulkItem[],
): Promise<BulkUploadResult> {
  const max = deps.config.BULK_MAX_FILES;
  if (items.length === 0) {
    throw badRequest('No files uploaded: send them in the multipart field "files"');
  }
  if (items.length > max) throw badRequest(tooManyFilesMessage(max));

  let created = 0;
  const results = await mapBounded(
    items,
    deps.config.BULK_PARSE_CONCURRENCY,
    async (item): Promise<BulkResultRow> => {
      if ('refusal' in item) {
        deps.metrics.uploads.inc({ kind: 'candidate', source: 'bulk', result: item.refusal.code });
        return failure(item.fileName, item.refusal);
      }
      try {
        const result = await counted(
          deps,
          { kind: 'candidate', source: 'bulk' },
          async () => createFromUpload(candidateStore, deps, ownerId, await item.load()),
          createdOrDuplicate,
        );
        if (result.created) created++;
        return { fileName: item.fileName, ok: true, candidate: result.record };
      } catch (err) {
        return failure(item.fileName, err, deps);
      }
    },
  );
  return { results, created, failed: results.filter((r) => !r.ok).length };
}

export const tooManyFilesMessage = (max: number) =>
  `Too many files: upload at most ${max} resumes at once`;

async function bulkItems(
  deps: IntakeDeps,
  files: SpooledFile[],
  zips: (() => void)[],
): Promise<BulkItem[]> {
  const { MAX_UPLOAD_BYTES, BULK_MAX_TOTAL_BYTES, ZIP_MAX_ENTRIES } = deps.config;
  const items: BulkItem[] = [];
  for (const file of files) {
    if (isZipUpload(file)) {
      if (file.tooLarge)
        items.push({ fileName: file.fileName, refusal: fileTooLarge(BULK_MAX_TOTAL_BYTES) });
      else {
        const zip = await expandZip(file.path, file.fileName, {
          maxEntries: ZIP_MAX_ENTRIES,
          maxFileBytes: MAX_UPLOAD_BYTES,
          maxTotalBytes: BULK_MAX_TOTAL_BYTES,
        });
        zips.push(zip.close);
        items.push(...zip.items);
      }
    } else if (file.tooLarge || file.size > MAX_UPLOAD_BYTES) {
      // The bulk stream allows a ZIP the whole request's size; a document keeps the file limit.
      items.push({ fileName: file.fileName, refusal: fileTooLarge(MAX_UPLOAD_BYTES) });
    } else {
      const { fileName, sha256 } = file;
      items.push({
        fileName,
        load: async () => ({ fileName, sha256, tooLarge: false, bytes: await readFile(file.path) }),
      });
    }
  }
  return items;
}

function failure(fileName: string, err: unknown, deps?: IntakeDeps): BulkResultRow {
  const { status, body } = presentError(err);
  if (status >= 500) deps?.logger.error({ err, fileName }, 'bulk upload of one file failed');
  const error = status < 500 ? body.error : 'This file could not be stored. Please try again.';
  return { fileName, ok: false, error, code: body.code };
}
