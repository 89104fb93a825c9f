/** 32-bit FNV-1a of a text: a stable hash that needs no library and runs anywhere. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

/**
 * A short, stable fingerprint of a text (FNV-1a, base 36): stored readings carry one of the rules
 * that made them, so editing those rules retires them without anyone having to remember to bump
 * a version.
 */
export function fingerprint(text: string): string {
  return fnv1a(text).toString(36);
}
