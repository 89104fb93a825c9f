import { collapseGaps, foldChar, isGap, isWordChar } from './chars';
import { resolveContext, vetoed, type PendingHit } from './context';
import { allSkills } from './registry';
import { buildTrie, type SkillTrie, type TrieEntry } from './trie';
import type { SkillHit } from './types';

// findSkills: one left-to-right pass. At each word start the trie is walked as far as the text
// allows; the longest form that ends on a word boundary and passes its conditions wins, and the
// scan resumes after it (so "Spring" inside "Spring Boot" is never counted twice). Forms that need
// context are kept pending and settled once every plain hit of the text is known.

let trie: SkillTrie | undefined;

function getTrie(): SkillTrie {
  trie ??= buildTrie(allSkills());
  return trie;
}

// E-mail addresses and web addresses are not skill evidence ("github.com/jane" is not GitHub).
const ADDRESS =
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|io|dev|edu|co|me|ru|il|ai|app|gov|uk|in)\b(?:\/\S*)?/g;

function addressRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const match of text.matchAll(ADDRESS))
    ranges.push([match.index, match.index + match[0].length]);
  return ranges;
}

/** The text folded once up front: lower-case character codes (gaps as 32) and word-character flags. */
interface Prepared {
  text: string;
  fold: Uint16Array;
  word: Uint8Array;
}

function prepare(text: string): Prepared {
  const n = text.length;
  const fold = new Uint16Array(n);
  const word = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const code = text.charCodeAt(i);
    if (code < 128) {
      const upper = code >= 65 && code <= 90;
      word[i] = upper || (code >= 97 && code <= 122) || (code >= 48 && code <= 57) ? 1 : 0;
      const gap = code === 32 || code === 45 || code === 95 || (code >= 9 && code <= 13);
      fold[i] = gap ? 32 : upper ? code + 32 : code;
      continue;
    }
    const ch = text[i] as string;
    word[i] = isWordChar(ch) ? 1 : 0;
    fold[i] = isGap(ch) ? 32 : foldChar(ch).charCodeAt(0);
  }
  return { text, fold, word };
}

const PLUS = 43;
const HASH = 35;
const DOT = 46;

/** A form may end here: no letter or digit follows, nor "+"/"#" (C vs C++), nor ".js"-like tails. */
function isEnd(p: Prepared, k: number): boolean {
  if (k >= p.text.length) return true;
  const code = p.fold[k] as number;
  if (p.word[k] === 1 || code === PLUS || code === HASH) return false;
  if (code === DOT) return !(p.word[k + 1] === 1 && !/[A-Z]/.test(p.text[k + 1] ?? ''));
  return true;
}

function isDigit(code: number | undefined): boolean {
  return code !== undefined && code >= 48 && code <= 57;
}

/** Where a match of `entry` ending at `end` really ends, allowing "APIs" and "HTML5"; -1 if not on a boundary. */
function acceptedEnd(p: Prepared, end: number, entry: TrieEntry): number {
  if (isEnd(p, end)) return end;
  if (!entry.allowsSuffix) return -1;
  if (
    p.text[end] === 's' &&
    entry.form.mode === 'plain' &&
    entry.exactText.length >= 4 &&
    isEnd(p, end + 1)
  ) {
    return end + 1;
  }
  if (!isDigit(p.fold[end])) return -1;
  // A version number: digits, optional ".digits" groups, optional "+" ("Angular2+", "Python3.8").
  let k = end;
  while (isDigit(p.fold[k]) || (p.fold[k] === DOT && isDigit(p.fold[k + 1]))) k++;
  if (p.fold[k] === PLUS) k++;
  return isEnd(p, k) ? k : -1;
}

function caseMatches(text: string, start: number, end: number, entry: TrieEntry): boolean {
  if (entry.form.mode === 'plain' || entry.form.mode === 'inContext') return true;
  return collapseGaps(text.slice(start, end)) === entry.exactText;
}

/** Ends of all forms that begin at `start` (with their trie nodes), shortest first. */
function walk(p: Prepared, start: number, trie: SkillTrie): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  const n = p.text.length;
  let node = 0;
  let j = start;
  while (j < n) {
    const code = p.fold[j] as number;
    const next = trie.child(node, code);
    if (next === 0) break;
    node = next;
    j++;
    if (code === 32) while (j < n && p.fold[j] === 32) j++;
    else if (trie.entriesAt(node)) found.push([j, node]);
  }
  return found;
}

/** Where `entry` fits the text from `start` to `formEnd` (its real end), or -1. */
function fits(p: Prepared, start: number, formEnd: number, entry: TrieEntry): number {
  const end = acceptedEnd(p, formEnd, entry);
  if (end < 0 || !caseMatches(p.text, start, formEnd, entry)) return -1;
  if (entry.form.mode !== 'plain' && vetoed(p.text, start, end, entry.def)) return -1;
  return end;
}

function bestAt(p: Prepared, start: number, trie: SkillTrie): PendingHit | undefined {
  const candidates = walk(p, start, trie);
  for (let c = candidates.length - 1; c >= 0; c--) {
    const [formEnd, node] = candidates[c] as [number, number];
    const entries = trie.entriesAt(node) ?? [];
    for (let e = 0; e < entries.length; e++) {
      const entry = entries[e] as TrieEntry;
      const end = fits(p, start, formEnd, entry);
      if (end < 0) continue;
      const pending = entry.form.mode === 'inContext' || entry.form.mode === 'exactInContext';
      const hit: PendingHit = { entry, start, end, pending };
      // A form two skills share ("writing scripts": code or screenplays): the one that needs a
      // context wins when its context is there, else the other skill keeps the form.
      if (pending) hit.fallback = fallbackAt(p, start, formEnd, entries.slice(e + 1));
      return hit;
    }
  }
  return undefined;
}

function fallbackAt(
  p: Prepared,
  start: number,
  formEnd: number,
  entries: TrieEntry[],
): PendingHit | undefined {
  for (const entry of entries) {
    if (entry.form.mode === 'inContext' || entry.form.mode === 'exactInContext') continue;
    const end = fits(p, start, formEnd, entry);
    if (end >= 0) return { entry, start, end, pending: false };
  }
  return undefined;
}

function toHit(text: string, hit: PendingHit): SkillHit {
  const matchedText = text.slice(hit.start, hit.end);
  const { def } = hit.entry;
  return {
    skill: def.name,
    category: def.category,
    matchedText,
    index: hit.start,
    alias: collapseGaps(matchedText).toLowerCase() !== def.name.toLowerCase(),
  };
}

/** Every skill mention in `text`, in order of appearance. */
export function findSkills(text: string): SkillHit[] {
  const trie = getTrie();
  const p = prepare(text);
  const ranges = addressRanges(text);
  let range = 0;
  const hits: PendingHit[] = [];
  for (let i = 0; i < text.length; i++) {
    while (range < ranges.length && (ranges[range] as [number, number])[1] <= i) range++;
    const current = ranges[range];
    if (current && current[0] <= i) {
      i = current[1] - 1;
      continue;
    }
    const code = p.fold[i] as number;
    if (code === 32 || (i > 0 && p.word[i - 1] === 1) || trie.child(0, code) === 0) continue;
    const hit = bestAt(p, i, trie);
    if (!hit) continue;
    hits.push(hit);
    i = hit.end - 1;
  }
  return resolveContext(text, hits).map((hit) => toHit(text, hit));
}
