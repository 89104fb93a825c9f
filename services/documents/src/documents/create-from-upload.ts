import type { WorkspaceId } from '@shortlist/kit';
import { textOf, type IntakeDeps } from '../intake';
import type { IncomingFile } from '../upload/receive-files';
import type { DocumentTable } from './kind';
import type { DocumentStore } from './store';

/**
 * An upload becomes a record of its kind: parsed in the sandbox, extracted, stored with its file.
 * The same file uploaded again by the same owner answers the earlier record (duplicateOf set),
 * unless a fresh copy is asked for: then a new record is made, marked as a copy of the earlier.
 */
export async function createFromUpload<T extends DocumentTable, Public>(
  store: DocumentStore<T, Public>,
  deps: IntakeDeps,
  ownerId: WorkspaceId,
  file: IncomingFile,
  options: { copy?: boolean } = {},
): Promise<{ record: Public; created: boolean }> {
  const { kind } = store;
  const earlier = file.tooLarge ? undefined : await store.findByFile(deps.db, ownerId, file.sha256);
  if (earlier && !options.copy)
    return { record: kind.present(earlier, earlier.id), created: false };

  const { fileType, text } = await textOf(deps, file);
  const profile = kind.extract(text);
  const values = kind.values(profile, {
    fileName: file.fileName,
    fileSize: file.bytes.length,
    fileType,
    sha256: file.sha256,
  });
  const copyOf = earlier?.id ?? null;
  const { row, created } = await store.insert(deps.db, ownerId, values, file.bytes, copyOf);
  if (created) deps.metrics.storedBytes.inc({ kind: kind.kind }, file.bytes.length);
  return { record: kind.present(row, created ? null : row.id, profile), created };
}
