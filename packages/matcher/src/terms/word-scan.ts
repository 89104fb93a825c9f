// The words of a lower-case text as tokens.ts's WORD pattern finds them (letters with inner
// digits, "+", "#" or "." kept: "c++", "c#", "node.js"), read by character code without a match
// object or a string per word: term vectors read every word of every resume of a pool.

function isLetter(code: number): boolean {
  return code >= 97 && code <= 122;
}

function isLetterOrDigit(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
}

/** Where the next word starts at or after `from`: its first letter; text.length when none. */
export function nextWordStart(text: string, from: number): number {
  let i = from;
  while (i < text.length && !isLetter(text.charCodeAt(i))) i++;
  return i;
}

/**
 * Where the word that starts at `start` ends, as /[a-z][a-z0-9]*(?:[+#]+|(?:\.[a-z0-9]+)+)?/
 * would match it: letters and digits, then either a run of "+"/"#" or ".x" parts, never both.
 */
export function wordEnd(text: string, start: number): number {
  const n = text.length;
  let i = start + 1;
  while (i < n && isLetterOrDigit(text.charCodeAt(i))) i++;
  const next = text.charCodeAt(i);
  if (next === 43 || next === 35) {
    while (i < n && (text.charCodeAt(i) === 43 || text.charCodeAt(i) === 35)) i++;
    return i;
  }
  while (text.charCodeAt(i) === 46 && isLetterOrDigit(text.charCodeAt(i + 1))) {
    i += 2;
    while (i < n && isLetterOrDigit(text.charCodeAt(i))) i++;
  }
  return i;
}
