import { readFile } from 'node:fs/promises';
import type { BulkUploadResult } from '@shortlist/contracts';
import {
  csvText,
  FormatError,
  fromJsonResume,
  readCandidatesCsv,
  type CandidateCsvRow,
} from '@shortlist/formats';
import { AppError, badRequest, presentError, type WorkspaceId } from '@shortlist/kit';
import { mapBounded } from '../concurrency';
import { counted, createdOrDuplicate, type IntakeDeps } from '../intake';
import { expandZip, type BulkItem } from '../upload/expand-zip';
import { extensionOf } from '../upload/file-name';
import { fileTooLarge, type IncomingFile, type SpooledFile } from '../upload/receive-files';
import { createImportedCandidate, fileOfText, type StatedCandidate } from './create-imported';

type ResultRow = BulkUploadResult['results'][number];

/** One candidate to create: where it came from (a file, a CSV row), its stated fields, and
 *  the file its resume is in. */
interface ImportItem {
  source: string;
  prepare: () => Promise<{ file: IncomingFile; stated: StatedCandidate }>;
}

/**
 * Candidates from JSON Resume files, or from one CSV with an optional ZIP of the resumes it
 * names. A file that is not what it says fails the request; a bad row or file inside it is a
 * failed row, and the others are created.
 */
export async function importCandidates(
  deps: IntakeDeps,
  ownerId: WorkspaceId,
  files: SpooledFile[],
): Promise<BulkUploadResult> {
  const byKind = (ext: string) => files.filter((f) => extensionOf(f.fileName) === ext);
  const [csvs, zips, jsons] = ['.csv', '.zip', '.json'].map(byKind) as [
    SpooledFile[],
    SpooledFile[],
    SpooledFile[],
  ];
  const others = files.filter((f) => !['.csv', '.zip', '.json'].includes(extensionOf(f.fileName)));
  if (files.length === 0)
    throw badRequest('No file sent: send JSON Resume files, or a CSV (and its ZIP), as "file"');
  if (others.length > 0) {
    throw new AppError(
      'unsupported_file_type',
      `Import JSON Resume (.json) or CSV files, not ${others[0]!.fileName}`,
    );
  }
  if (csvs.length > 1 || zips.length > 1)
    throw badRequest('Send one CSV at a time, with at most one ZIP');
  if (zips.length > 0 && csvs.length === 0) {
    throw badRequest(
      'A ZIP is imported with the CSV that names its files; upload resumes alone on the bulk page',
    );
  }
  const closers: (() => void)[] = [];
  try {
    const items = [
      ...jsons.map((f) => jsonResumeItem(deps, f)),
      ...(csvs[0] ? await csvItems(deps, csvs[0], zips[0], closers) : []),
    ];
    return await createAll(deps, ownerId, items);
  } finally {
    for (const close of closers) close();
  }
}

function jsonResumeItem(deps: IntakeDeps, file: SpooledFile): ImportItem {
  return {
    source: file.fileName,
    prepare: async () => {
      if (file.tooLarge || file.size > deps.config.MAX_UPLOAD_BYTES)
        throw fileTooLarge(deps.config.MAX_UPLOAD_BYTES);
      let json: unknown;
      try {
        json = JSON.parse((await readFile(file.path, 'utf8')).replace(/^\uFEFF/, ''));
      } catch {
        throw new AppError('unprocessable_file', 'This file is not valid JSON');
      }
      const { record, text } = formatChecked(() => fromJsonResume(json));
      const stated = { ...record, headline: record.label };
      return { file: fileOfText(record.name, text), stated };
    },
  };
}

async function csvItems(
  deps: IntakeDeps,
  csv: SpooledFile,
  zip: SpooledFile | undefined,
  closers: (() => void)[],
): Promise<(ImportItem | ResultRow)[]> {
  const { MAX_UPLOAD_BYTES, BULK_MAX_TOTAL_BYTES, BULK_MAX_FILES, ZIP_MAX_ENTRIES } = deps.config;
  if (csv.tooLarge || csv.size > BULK_MAX_TOTAL_BYTES) throw fileTooLarge(BULK_MAX_TOTAL_BYTES);
  const source = csvText(await readFile(csv.path));
  const { rows, errors } = formatChecked(() =>
    readCandidatesCsv(source, { maxRows: BULK_MAX_FILES }),
  );
  const inZip = new Map<string, BulkItem>();
  if (zip) {
    if (zip.tooLarge) throw fileTooLarge(BULK_MAX_TOTAL_BYTES);
    const expanded = await expandZip(zip.path, zip.fileName, {
      maxEntries: ZIP_MAX_ENTRIES,
      maxFileBytes: MAX_UPLOAD_BYTES,
      maxTotalBytes: BULK_MAX_TOTAL_BYTES,
    });
    closers.push(expanded.close);
    const whole = expanded.items.find((i) => i.fileName === zip.fileName && 'refusal' in i);
    if (whole && 'refusal' in whole) throw whole.refusal;
    for (const item of expanded.items) inZip.set(item.fileName.toLowerCase(), item);
  }
  const failed = errors.map(({ row, error }) =>
    failure(`${csv.fileName} row ${row}`, new AppError('bad_request', error)),
  );
  return [...rows.map((row) => csvRowItem(csv.fileName, row, zip !== undefined, inZip)), ...failed];
}

function csvRowItem(
  csvName: string,
  row: CandidateCsvRow,
  hasZip: boolean,
  inZip: Map<string, BulkItem>,
): ImportItem {
  const stated: StatedCandidate = row;
  return {
    source: `${csvName} row ${row.row}`,
    prepare: async () => {
      if (!row.fileName) return { file: fileOfText(row.name, row.resumeText ?? ''), stated };
      const where = `Row ${row.row}`;
      if (!hasZip)
        throw badRequest(
          `${where} names the file ${row.fileName}, but no ZIP was sent with the CSV`,
        );
      // The ZIP's items are named by their base name, as the CSV usually names them.
      const item = inZip.get(row.fileName.split(/[\\/]/).pop()!.toLowerCase());
      if (!item) throw badRequest(`${where}: the ZIP has no file named ${row.fileName}`);
      if ('refusal' in item) throw item.refusal;
      return { file: await item.load(), stated };
    },
  };
}

async function createAll(
  deps: IntakeDeps,
  ownerId: WorkspaceId,
  items: (ImportItem | ResultRow)[],
): Promise<BulkUploadResult> {
  let created = 0;
  const results = await mapBounded(items, deps.config.BULK_PARSE_CONCURRENCY, async (item) => {
    if (!('prepare' in item)) return item;
    try {
      const result = await counted(
        deps,
        { kind: 'candidate', source: 'bulk' },
        async () => {
          const { file, stated } = await item.prepare();
          return createImportedCandidate(deps, ownerId, file, stated);
        },
        createdOrDuplicate,
      );
      if (result.created) created++;
      return { fileName: item.source, ok: true as const, candidate: result.candidate };
    } catch (err) {
      return failure(item.source, err, deps);
    }
  });
  return { results, created, failed: results.filter((r) => !r.ok).length };
}

/** A format's refusal as the 422 the recruiter reads. */
function formatChecked<T>(read: () => T): T {
  try {
    return read();
  } catch (err) {
    if (err instanceof FormatError) throw new AppError('unprocessable_file', err.message);
    throw err;
  }
}

function failure(source: string, err: unknown, deps?: IntakeDeps): ResultRow {
  const { status, body } = presentError(err);
  if (status >= 500) deps?.logger.error({ err, source }, 'importing one candidate failed');
  const error = status < 500 ? body.error : 'This candidate could not be stored. Please try again.';
  return { fileName: source, ok: false, error, code: body.code };
}
