import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { UNSUPPORTED_FILE_TYPE_MESSAGE } from '@shortlist/contracts';
import { AppError } from '@shortlist/kit';
import yauzl from 'yauzl';
import { extensionOf, safeFileName } from './file-name';
import { fileTooLarge, sizeText, type IncomingFile } from './receive-files';

/**
 * One file of a bulk upload: ready to read (its bytes are loaded only when it is its turn to be
 * parsed, so a request never holds all its files in memory), or already refused with the reason.
 */
export type BulkItem = { fileName: string } & (
  { load: () => Promise<IncomingFile> } | { refusal: AppError }
);

/** The items of one ZIP; `close` releases the archive once they have all been read. */
export interface ExpandedZip {
  items: BulkItem[];
  close: () => void;
}

export interface ZipLimits {
  maxEntries: number;
  maxFileBytes: number;
  maxTotalBytes: number;
}

const DOCUMENT_EXTENSIONS = new Set(['.pdf', '.docx', '.doc']);

export const isZipUpload = (file: { fileName: string }) => extensionOf(file.fileName) === '.zip';

/**
 * The documents inside a ZIP spooled at `zipPath`, each as a bulk item. A zip bomb is refused
 * before anything is inflated: too many entries, or declared sizes past the limits. yauzl checks
 * every entry inflates to exactly its declared size, so the declared sizes can be trusted. Nested
 * ZIPs are refused.
 */
export async function expandZip(
  zipPath: string,
  zipName: string,
  limits: ZipLimits,
): Promise<ExpandedZip> {
  const refuse = (refusal: AppError): ExpandedZip => ({
    items: [{ fileName: zipName, refusal }],
    close: () => undefined,
  });
  let archive: yauzl.ZipFile;
  try {
    archive = await yauzl.openPromise(zipPath, {
      lazyEntries: true,
      autoClose: false,
      validateEntrySizes: true,
    });
  } catch {
    return refuse(new AppError('unprocessable_file', 'This ZIP file could not be read'));
  }
  try {
    if (archive.entryCount > limits.maxEntries) {
      archive.close();
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
      archive.close();
      return refuse(
        new AppError(
          'file_too_large',
          `The files in this ZIP are too large together (maximum ${sizeText(limits.maxTotalBytes)})`,
        ),
      );
    }
    return {
      items: entries.map((entry) => itemOf(archive, entry, limits)),
      close: () => archive.close(),
    };
  } catch {
    archive.close();
    return refuse(new AppError('unprocessable_file', 'This ZIP file could not be read'));
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

function itemOf(archive: yauzl.ZipFile, entry: yauzl.Entry, limits: ZipLimits): BulkItem {
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
  return {
    fileName,
    load: async () => {
      let bytes: Buffer;
      try {
        bytes = await readAll(await archive.openReadStreamPromise(entry));
      } catch {
        // Corrupt data, or an entry that inflates past its declared size.
        throw new AppError('unprocessable_file', 'This file could not be read from the ZIP');
      }
      return {
        fileName,
        bytes,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        tooLarge: false,
      };
    },
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
