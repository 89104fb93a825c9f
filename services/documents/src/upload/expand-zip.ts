import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { UNSUPPORTED_FILE_TYPE_MESSAGE } from '@shortlist/contracts';
import { AppError } from '@shortlist/kit';
import yauzl from 'yauzl';
import { extensionOf, safeFileName } from './file-name';
import { fileTooLarge, sizeText, type IncomingFile } from './receive-files';

/** One file of a bulk upload: ready to parse, or already refused with the reason. */
export type BulkItem = { fileName: string } & ({ file: IncomingFile } | { refusal: AppError });

export interface ZipLimits {
  maxEntries: number;
  maxFileBytes: number;
  maxTotalBytes: number;
}

const DOCUMENT_EXTENSIONS = new Set(['.pdf', '.docx', '.doc']);

export const isZipUpload = (file: IncomingFile) => extensionOf(file.fileName) === '.zip';

/**
 * The documents inside a ZIP, each as a bulk item. A zip bomb is refused before anything is
 * inflated: too many entries, or declared sizes past the limits. yauzl checks every entry inflates
 * to exactly its declared size, so the declared sizes can be trusted. Nested ZIPs are refused.
 */
export async function expandZip(zip: IncomingFile, limits: ZipLimits): Promise<BulkItem[]> {
  const refuse = (refusal: AppError): BulkItem[] => [{ fileName: zip.fileName, refusal }];
  let archive: yauzl.ZipFile;
  try {
    archive = await yauzl.fromBufferPromise(zip.bytes, {
      lazyEntries: true,
      autoClose: false,
      validateEntrySizes: true,
    });
  } catch {
    return refuse(new AppError('unprocessable_file', 'This ZIP file could not be read'));
  }
  try {
    if (archive.entryCount > limits.maxEntries) {
      return refuse(
        new AppError(
          'unprocessable_file',
          `This ZIP holds too many entries (maximum ${limits.maxEntries})`,
        ),
      );
    }
    const entries = (await listEntries(archive)).filter(isDocumentCandidate);
    const declared = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
    if (declared > limits.maxTotalBytes) {
      return refuse(
        new AppError(
          'file_too_large',
          `The files in this ZIP are too large together (maximum ${sizeText(limits.maxTotalBytes)})`,
        ),
      );
    }
    const items: BulkItem[] = [];
    for (const entry of entries) items.push(await itemOf(archive, entry, limits));
    return items;
  } catch {
    return refuse(new AppError('unprocessable_file', 'This ZIP file could not be read'));
  } finally {
    archive.close();
  }
}

function listEntries(archive: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    archive.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      archive.readEntry();
    });
    archive.once('end', () => resolve(entries));
    archive.once('error', reject);
    archive.readEntry();
  });
}

// Folders and the litter archivers add (__MACOSX/, .DS_Store) are not uploads.
function isDocumentCandidate(entry: yauzl.Entry): boolean {
  if (entry.fileName.endsWith('/')) return false;
  if (entry.fileName.split('/').includes('__MACOSX')) return false;
  return !safeFileName(entry.fileName).startsWith('.');
}

async function itemOf(
  archive: yauzl.ZipFile,
  entry: yauzl.Entry,
  limits: ZipLimits,
): Promise<BulkItem> {
  const fileName = safeFileName(entry.fileName);
  const ext = extensionOf(fileName);
  const refuse = (refusal: AppError): BulkItem => ({ fileName, refusal });
  if (ext === '.zip') {
    return refuse(new AppError('unsupported_file_type', 'ZIP files inside a ZIP are not accepted'));
  }
  if (!DOCUMENT_EXTENSIONS.has(ext)) {
    return refuse(new AppError('unsupported_file_type', UNSUPPORTED_FILE_TYPE_MESSAGE));
  }
  if (entry.isEncrypted()) {
    return refuse(new AppError('unprocessable_file', 'This file is encrypted inside the ZIP'));
  }
  if (entry.uncompressedSize > limits.maxFileBytes)
    return refuse(fileTooLarge(limits.maxFileBytes));
  let bytes: Buffer;
  try {
    bytes = await readAll(await archive.openReadStreamPromise(entry));
  } catch {
    // Corrupt data, or an entry that inflates past its declared size.
    return refuse(new AppError('unprocessable_file', 'This file could not be read from the ZIP'));
  }
  return {
    fileName,
    file: {
      fileName,
      bytes,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      tooLarge: false,
    },
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
