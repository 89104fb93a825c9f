import path from 'node:path';
import { parseErrors } from './errors';
import { defaultParseLimits } from './limits';
import { readZipDirectory } from './zip-directory';

/** The file kinds we accept from uploads. */
export type FileKind = 'pdf' | 'docx' | 'doc';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * Decides the kind from the content and the name together: the bytes must be what the extension
 * claims. Word's two formats are accepted under either Word extension, because people rename
 * `cv.docx` to `cv.doc` and Word itself opens it; a PDF must be called .pdf.
 * Throws ParseError `unsupported_file_type` otherwise.
 */
export function detectFileType(buffer: Buffer, filename: string): FileKind {
  const extension = path.extname(filename).toLowerCase();
  if (extension === '.pdf' && looksLikePdf(buffer)) return 'pdf';
  if (extension === '.docx' || extension === '.doc') {
    if (looksLikeDocx(buffer)) return 'docx';
    if (looksLikeWordBinary(buffer)) return 'doc';
  }
  throw parseErrors.unsupportedType();
}

/** Readers tolerate junk before the header, so the spec allows it within the first kilobyte. */
export function looksLikePdf(buffer: Buffer): boolean {
  const index = buffer.subarray(0, 1024).indexOf(PDF_MAGIC);
  return index >= 0;
}

export function looksLikeDocx(buffer: Buffer): boolean {
  if (!startsWith(buffer, ZIP_MAGIC)) return false;
  const directory = readZipDirectory(buffer, defaultParseLimits.maxZipEntries);
  if (!directory) return false;
  const names = new Set(directory.entries.map((entry) => entry.name));
  return names.has('[Content_Types].xml') && names.has('word/document.xml');
}

/**
 * An OLE2 compound file holding a `WordDocument` stream (Excel and PowerPoint files are OLE2 too).
 * Directory entries are 128 bytes: the UTF-16 name, then its byte length (with the terminator) at 64.
 * Scanning for that shape avoids walking the sector chains here; word-extractor walks them later.
 */
export function looksLikeWordBinary(buffer: Buffer): boolean {
  if (!startsWith(buffer, OLE_MAGIC) || buffer.length < 1024) return false;
  const sectorSize = 1 << buffer.readUInt16LE(0x1e);
  if (sectorSize !== 512 && sectorSize !== 4096) return false;
  for (
    let at = buffer.indexOf(WORD_DOCUMENT_NAME);
    at >= 0;
    at = buffer.indexOf(WORD_DOCUMENT_NAME, at + 1)
  ) {
    // Sectors start at multiples of the sector size, so directory entries at multiples of 128.
    if (
      at % 128 === 0 &&
      at + 66 <= buffer.length &&
      buffer.readUInt16LE(at + 64) === WORD_DOCUMENT_NAME.length + 2
    ) {
      return true;
    }
  }
  return false;
}

const WORD_DOCUMENT_NAME = Buffer.from('WordDocument', 'utf16le');

function startsWith(buffer: Buffer, magic: Buffer): boolean {
  return buffer.length >= magic.length && buffer.subarray(0, magic.length).equals(magic);
}
