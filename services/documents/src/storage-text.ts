// PostgreSQL refuses NUL characters in text and jsonb, and jsonb refuses unpaired surrogates; both
// turn up in text pulled out of PDFs. Strings are cleaned on the way in so an odd file still stores.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function storableText(value: string): string {
  return value.replace(UNSTORABLE, (ch) => (ch === '\u0000' ? '' : '\uFFFD'));
}

/** Deep copy of JSON-like data with every string made storable. */
export function storable<T>(value: T): T {
  if (typeof value === 'string') return storableText(value) as T;
  if (Array.isArray(value)) return value.map((v) => storable(v)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) if (v !== undefined) out[key] = storable(v);
    return out as T;
  }
  return value;
}

export const orNull = (value: string | undefined): string | null =>
  value === undefined || value.trim() === '' ? null : storableText(value.trim());

/** `orNull`, and null too when longer than `max`: past it the value is not what its field says. */
export const boundedOrNull = (value: string | undefined, max: number): string | null => {
  const text = orNull(value);
  return text !== null && text.length > max ? null : text;
};
