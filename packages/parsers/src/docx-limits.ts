import zlib from 'node:zlib';
import { parseErrors } from './errors';
import type { ParseLimits } from './limits';
import { entryDataOffset, readZipDirectory, type ZipDirectory } from './zip-directory';

/** Entries smaller than this are never judged by their ratio: tiny XML parts compress oddly. */
const RATIO_FLOOR_BYTES = 1024 * 1024;

/**
 * Refuses a DOCX whose central directory promises too much work: too many entries, too many
 * declared uncompressed bytes, or an entry compressed like a bomb. Cheap (nothing is inflated),
 * so the pool runs it before handing the file to a thread.
 */
export function checkDocxLimits(buffer: Buffer, limits: ParseLimits): ZipDirectory {
  const refuse = () => parseErrors.expandsTooMuch(limits.maxDocxUncompressedBytes);
  const directory = readZipDirectory(buffer, limits.maxZipEntries);
  if (!directory) throw parseErrors.corrupt();
  if (directory.declaredEntryCount > limits.maxZipEntries) throw refuse();
  let total = 0;
  for (const entry of directory.entries) {
    total += entry.uncompressedSize;
    if (total > limits.maxDocxUncompressedBytes) throw refuse();
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > RATIO_FLOOR_BYTES && ratio > limits.maxCompressionRatio)
      throw refuse();
  }
  return directory;
}

/**
 * Holds every entry to its declared size by inflating it with that size as the ceiling. A
 * directory can lie, and word-extractor, told by yauzl that an entry ran long, never settles
 * its promise; so the lie is caught here first. Costs one extra inflate of a file whose total
 * is already capped.
 */
export function verifyDocxEntries(buffer: Buffer, limits: ParseLimits): void {
  const directory = checkDocxLimits(buffer, limits);
  for (const entry of directory.entries) {
    const start = entryDataOffset(buffer, entry);
    if (start === undefined) throw parseErrors.corrupt();
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.uncompressedSize) throw parseErrors.corrupt();
      continue;
    }
    if (entry.method !== 8) throw parseErrors.corrupt();
    let inflated: Buffer;
    try {
      inflated = zlib.inflateRawSync(buffer.subarray(start, start + entry.compressedSize), {
        maxOutputLength: Math.max(1, entry.uncompressedSize),
      });
    } catch (error) {
      if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') {
        throw parseErrors.expandsTooMuch(limits.maxDocxUncompressedBytes);
      }
      throw parseErrors.corrupt();
    }
    if (inflated.length !== entry.uncompressedSize) throw parseErrors.corrupt();
  }
}
