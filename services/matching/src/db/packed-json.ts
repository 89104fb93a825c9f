import { inflateRawSync, deflateRawSync } from 'node:zlib';
import { customType } from 'drizzle-orm/pg-core';
import { EVIDENCE_DICTIONARY_V1 } from './evidence-dictionary';

// An analysis's evidence (its breakdown) is 3-4 KB of JSON that repeats the same keys, labels and
// phrases in every row. PostgreSQL compresses a value only when its row passes ~2 KB, and then
// moves it to the TOAST table (a second heap and index): about 2.3 KB on disk per analysis for
// the evidence alone. Deflated with a dictionary of those shared strings it is ~0.8 KB and the
// whole row stays in the table (issue #16: bytes per analysis).
//
// Stored form: one version byte, then the deflated JSON. JSON text never starts with byte 0x01,
// so rows written before this format (their jsonb, turned into UTF-8 JSON by the migration that
// changed the column to bytea) still read. A new dictionary takes a new version byte; an old one
// is never edited, or the rows written with it would no longer read.
const V1 = 0x01;
const dictionaryV1 = Buffer.from(EVIDENCE_DICTIONARY_V1, 'utf8');

export function packJson(value: unknown): Buffer {
  const body = deflateRawSync(JSON.stringify(value), { level: 9, dictionary: dictionaryV1 });
  return Buffer.concat([Buffer.of(V1), body]);
}

export function unpackJson<T>(stored: Uint8Array): T {
  const bytes = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
  if (bytes[0] === V1) {
    return JSON.parse(inflateRawSync(bytes.subarray(1), { dictionary: dictionaryV1 }).toString());
  }
  return JSON.parse(bytes.toString('utf8')) as T;
}

/** A JSON value stored packed (see above); the application sees the value itself. */
export const packedJson = <T>(name: string) =>
  customType<{ data: T; driverData: Uint8Array }>({
    dataType: () => 'bytea',
    toDriver: (value) => packJson(value),
    fromDriver: (stored) => unpackJson<T>(stored),
  })(name);
