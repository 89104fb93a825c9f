/** How much work one untrusted file may cause before it is refused. */
export interface ParseLimits {
  /** Sum of the declared uncompressed sizes of a DOCX's entries. */
  maxDocxUncompressedBytes: number;
  /** Entries in a DOCX; real ones have tens, a few hundred with many images. */
  maxZipEntries: number;
  /** Uncompressed / compressed for any entry over 1 MB; XML compresses about 10:1, zeros 1000:1. */
  maxCompressionRatio: number;
  /** Largest single decoded PDF stream (content, font, object stream). Enforced in the built worker. */
  maxPdfStreamBytes: number;
  maxPages: number;
  /** Text kept from one file; a long CV is 30 000 characters. */
  maxTextChars: number;
}

const MB = 1024 * 1024;

export const defaultParseLimits: Readonly<ParseLimits> = Object.freeze({
  maxDocxUncompressedBytes: 50 * MB,
  maxZipEntries: 2000,
  maxCompressionRatio: 200,
  maxPdfStreamBytes: 50 * MB,
  maxPages: 100,
  maxTextChars: 2_000_000,
});

export function withDefaultLimits(limits: Partial<ParseLimits> = {}): ParseLimits {
  const merged = { ...defaultParseLimits };
  for (const key of Object.keys(merged) as (keyof ParseLimits)[]) {
    const value = limits[key];
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}
