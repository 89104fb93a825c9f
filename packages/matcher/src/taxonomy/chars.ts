// Character classes shared by the skill trie and the scanner. Both sides fold text the same way,
// so "front-end", "front end" and "Front\nEnd" meet the same trie path.

const NON_ASCII_WORD = /[\p{L}\p{N}]/u;

export function isWordChar(ch: string | undefined): boolean {
  if (ch === undefined) return false;
  const code = ch.charCodeAt(0);
  if (code < 128) {
    return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  }
  return NON_ASCII_WORD.test(ch);
}

/** Space-like characters: all whitespace, hyphens and underscores fold to one space. */
export function isGap(ch: string | undefined): boolean {
  if (ch === undefined) return false;
  const code = ch.charCodeAt(0);
  if (code < 128) return code === 32 || code === 45 || code === 95 || (code >= 9 && code <= 13);
  return /[\s\u2010\u2011\u00a0]/.test(ch);
}

/** The trie key of one character: lower case, gaps as ' ', typographic quotes as plain ones. */
export function foldChar(ch: string): string {
  if (isGap(ch)) return ' ';
  if (ch === '\u2019' || ch === '\u2018') return "'";
  const lower = ch.toLowerCase();
  return lower.length === 1 ? lower : ch;
}

/** Folds a whole string: gaps collapse to single spaces, ends trimmed. */
export function foldKey(text: string): string {
  let out = '';
  for (const ch of text) {
    const folded = foldChar(ch);
    if (folded === ' ' && (out.length === 0 || out.endsWith(' '))) continue;
    out += folded;
  }
  return out.trimEnd();
}

/** Collapses gaps but keeps case, for comparing case-sensitive forms. */
export function collapseGaps(text: string): string {
  return text.replace(/[\s\-_\u2010\u2011\u00a0]+/g, ' ').trim();
}
