// The words and stems every term vector of the process shares. A resume uses each word many
// times and thousands of resumes use the same few thousand words, so a word's stem, its weight and
// a small integer id are worked out once per distinct word, not once per use; term vectors are then
// keyed by numbers (a word's id, or a number made of two ids for a pair), not by strings built per
// use.
//
// The tables are bounded: past LIMIT stems they are emptied and a new epoch begins. Ids from an
// older epoch mean nothing in the new one, so a vector remembers its epoch and is rebuilt when it
// is compared after a reset (see relevance-component.ts). Emptying happens only in resetIfFull(),
// called between comparisons, never while a vector is being built.
import { stem } from './stem';
import { STOPWORDS, stemWeight } from './vocabulary';

export interface StemEntry {
  readonly id: number;
  readonly stem: string;
  /** stemWeight(stem), looked up once. */
  readonly weight: number;
}

/** Ids stay below this, so a pair's key (pairKey) is an exact integer below 2^53. */
const ID_LIMIT = 2 ** 26;
const LIMIT = 100_000;

interface WordEntry {
  /** The word as the text writes it (lower case). */
  readonly word: string;
  /** Its stem's entry; null for a stopword or a one-letter word. */
  readonly entry: StemEntry | null;
  /** Another word with the same hash (rare). */
  next: WordEntry | undefined;
}

/**
 * Words by a hash of their characters (almost always one word per hash), so that a word of a text
 * is found without cutting it out of the text: a pool's resumes use the same words over and over.
 */
const byWord = new Map<number, WordEntry>();
let wordCount = 0;
const byStem = new Map<string, StemEntry>();
const stems: string[] = [];
let epoch = 0;

/** The current epoch: vectors built in another one must be rebuilt before they are compared. */
export function currentEpoch(): number {
  return epoch;
}

/** Empties the tables when they are full. Call only when no vector is being built. */
export function resetIfFull(): void {
  if (stems.length < LIMIT && wordCount < LIMIT) return;
  byWord.clear();
  wordCount = 0;
  byStem.clear();
  byStemHash.clear();
  stems.length = 0;
  epoch++;
}

function entryOfStem(term: string): StemEntry {
  let entry = byStem.get(term);
  if (entry === undefined) {
    // Unreachable in practice (a text would need tens of millions of distinct words); a wrong
    // pair key would be a silent error, so say so instead.
    if (stems.length >= ID_LIMIT) throw new Error('term table overflow');
    entry = { id: stems.length, stem: term, weight: stemWeight(term) };
    byStem.set(term, entry);
    stems.push(term);
  }
  return entry;
}

/** The last stem found at each hash by stemAt (a collision is looked up by its string). */
const byStemHash = new Map<number, StemEntry>();

/**
 * The entry of the stem text[start, end), added to the table if new: how a stored digest
 * (relevance.ts) is read back without cutting a string per stem.
 */
export function stemAt(text: string, start: number, end: number): StemEntry {
  const hash = hashOf(text, start, end);
  const known = byStemHash.get(hash);
  if (
    known !== undefined &&
    known.stem.length === end - start &&
    sameChars(known.stem, text, start)
  )
    return known;
  const entry = entryOfStem(text.slice(start, end));
  byStemHash.set(hash, entry);
  return entry;
}

/** FNV-1a of text[start, end), cut to 30 bits so that it stays a small integer. */
function hashOf(text: string, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h & 0x3fffffff;
}

/** Whether `text` holds `word` at `at` (without cutting it out: String#startsWith is slower). */
function sameChars(word: string, text: string, at: number): boolean {
  for (let i = 0; i < word.length; i++)
    if (word.charCodeAt(i) !== text.charCodeAt(at + i)) return false;
  return true;
}

/**
 * The word text[start, end) (lower case): as written, and its stem's entry (null for a stopword
 * or a one-letter word).
 */
export function wordAt(text: string, start: number, end: number): WordEntry {
  const hash = hashOf(text, start, end);
  const first = byWord.get(hash);
  for (let known = first; known !== undefined; known = known.next) {
    if (known.word.length === end - start && sameChars(known.word, text, start)) return known;
  }
  const word = text.slice(start, end);
  const found: WordEntry = {
    word,
    entry: word.length < 2 || STOPWORDS.has(word) ? null : entryOfStem(stem(word)),
    next: first,
  };
  byWord.set(hash, found);
  wordCount++;
  return found;
}

/** The key of the pair "a b": at or above ID_LIMIT, so it never equals a single word's id. */
export function pairKey(a: number, b: number): number {
  return (a + 1) * ID_LIMIT + b;
}

/** Whether a key names a single word (its stem's id) rather than a pair. */
export function isSingle(key: number): boolean {
  return key < ID_LIMIT;
}

/** The stem of a single word's id, in the current epoch. */
export function stemOfId(id: number): string {
  return stems[id] as string;
}

/** A key as text, "stem" or "stem stem" for a pair, in the current epoch: what an index stores. */
export function termOfKey(key: number): string {
  if (isSingle(key)) return stemOfId(key);
  const first = Math.floor(key / ID_LIMIT) - 1;
  return `${stemOfId(first)} ${stemOfId(key - (first + 1) * ID_LIMIT)}`;
}
