/**
 * Reads a ZIP file's central directory (names and declared sizes) without inflating anything, so
 * type sniffing and zip-bomb checks stay cheap and synchronous. Declared sizes can lie; the
 * extractor (yauzl, inside the worker) checks the real sizes against them while inflating.
 */
export interface ZipEntryInfo {
  name: string;
  /** 0 stored, 8 deflated; others are not used by Office. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

export interface ZipDirectory {
  /** The count the end record declares, which can be larger than `entries` when we stopped early. */
  declaredEntryCount: number;
  entries: ZipEntryInfo[];
}

const EOCD_SIGNATURE = 0x06054b50;
const EOCD64_LOCATOR_SIGNATURE = 0x07064b50;
const EOCD64_SIGNATURE = 0x06064b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const MAX_32 = 0xffffffff;

/** Returns undefined when the bytes are not a readable ZIP. Reads at most `maxEntries` entries. */
export function readZipDirectory(buffer: Buffer, maxEntries: number): ZipDirectory | undefined {
  const eocd = findEndOfCentralDirectory(buffer);
  if (eocd < 0) return undefined;
  let declaredEntryCount = buffer.readUInt16LE(eocd + 10);
  let directoryOffset = buffer.readUInt32LE(eocd + 16);
  if (declaredEntryCount === 0xffff || directoryOffset === MAX_32) {
    const zip64 = readZip64End(buffer, eocd);
    if (!zip64) return undefined;
    ({ declaredEntryCount, directoryOffset } = zip64);
  }
  const entries: ZipEntryInfo[] = [];
  let at = directoryOffset;
  for (let i = 0; i < Math.min(declaredEntryCount, maxEntries); i++) {
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== CENTRAL_ENTRY_SIGNATURE)
      return undefined;
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    const end = at + 46 + nameLength + extraLength + commentLength;
    if (end > buffer.length) return undefined;
    const name = buffer.toString('utf8', at + 46, at + 46 + nameLength);
    const extra = buffer.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
    const sizes = entrySizes(
      buffer.readUInt32LE(at + 20),
      buffer.readUInt32LE(at + 24),
      buffer.readUInt32LE(at + 42),
      extra,
    );
    entries.push({ name, method: buffer.readUInt16LE(at + 10), ...sizes });
    at = end;
  }
  return { declaredEntryCount, entries };
}

function findEndOfCentralDirectory(buffer: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65535 bytes, at the very end of the file.
  const lowest = Math.max(0, buffer.length - 22 - 0xffff);
  for (let at = buffer.length - 22; at >= lowest; at--) {
    if (buffer.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  return -1;
}

function readZip64End(buffer: Buffer, eocd: number) {
  const locator = eocd - 20;
  if (locator < 0 || buffer.readUInt32LE(locator) !== EOCD64_LOCATOR_SIGNATURE) return undefined;
  const end64 = Number(buffer.readBigUInt64LE(locator + 8));
  if (end64 + 56 > buffer.length || buffer.readUInt32LE(end64) !== EOCD64_SIGNATURE)
    return undefined;
  return {
    declaredEntryCount: Number(buffer.readBigUInt64LE(end64 + 32)),
    directoryOffset: Number(buffer.readBigUInt64LE(end64 + 48)),
  };
}

/** Values of 0xFFFFFFFF mean "see the ZIP64 extra field", which lists only the overflowing ones. */
function entrySizes(compressed: number, uncompressed: number, offset: number, extra: Buffer) {
  const sizes = {
    compressedSize: compressed,
    uncompressedSize: uncompressed,
    localHeaderOffset: offset,
  };
  if (compressed !== MAX_32 && uncompressed !== MAX_32 && offset !== MAX_32) return sizes;
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const size = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      const next = () => {
        // A ZIP64 field too short to hold the value is treated as enormous, never as small.
        if (field + 8 > at + 4 + size || field + 8 > extra.length) return Number.MAX_SAFE_INTEGER;
        const value = Number(extra.readBigUInt64LE(field));
        field += 8;
        return value;
      };
      if (uncompressed === MAX_32) sizes.uncompressedSize = next();
      if (compressed === MAX_32) sizes.compressedSize = next();
      if (offset === MAX_32) sizes.localHeaderOffset = next();
      return sizes;
    }
    at += 4 + size;
  }
  return sizes;
}

/** Where an entry's data starts, from its local header; undefined when the header is not there. */
export function entryDataOffset(buffer: Buffer, entry: ZipEntryInfo): number | undefined {
  const at = entry.localHeaderOffset;
  if (at + 30 > buffer.length || buffer.readUInt32LE(at) !== LOCAL_HEADER_SIGNATURE)
    return undefined;
  const start = at + 30 + buffer.readUInt16LE(at + 26) + buffer.readUInt16LE(at + 28);
  return start + entry.compressedSize <= buffer.length ? start : undefined;
}
