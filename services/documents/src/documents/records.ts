import type { StoredFileType } from '../read-document';
import { storableText } from '../storage-text';
import { nameFromFileName } from '../upload/file-name';

/** What the upload's file says about itself, before anything is read from it. */
export interface FileFacts {
  fileName: string;
  fileSize: number;
  fileType: StoredFileType;
  sha256: string;
}

/**
 * The columns every record takes from its file, and the name its list shows: the one read from
 * the document, or one made from the file name when it had none (marked as such by `source`).
 */
export function fileValues(file: FileFacts, extracted: string | null) {
  return {
    facts: { ...file, fileName: storableText(file.fileName) },
    shown: extracted ?? nameFromFileName(file.fileName),
    source: extracted ? ('document' as const) : ('file_name' as const),
  };
}

/** The file's part of every public record, last in it. */
export function presentFile(
  row: FileFacts & { createdAt: Date },
  duplicateOf: string | null,
): FileFacts & { createdAt: string; duplicateOf: string | null } {
  return {
    fileName: row.fileName,
    fileSize: row.fileSize,
    fileType: row.fileType,
    sha256: row.sha256,
    createdAt: row.createdAt.toISOString(),
    duplicateOf,
  };
}

export const unique = (values: string[]): string[] => [...new Set(values.filter(Boolean))];
