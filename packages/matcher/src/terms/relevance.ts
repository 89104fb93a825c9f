// Text relevance: how alike the job's and the resume's wording is, as the cosine of their term
// vectors. A term counts by how specific it is (vocabulary.ts: the built-in background
// vocabulary, not document frequencies fitted on anyone's resumes) and, dampened, by how often the
// text uses it. Pairs of neighbouring words count too, so "group fitness" beats "group" + "fitness".
// Terms are keyed by number (term-table.ts): a pool scores thousands of resumes, and building a
// string per pair of words was most of the cost.
import {
  currentEpoch,
  isSingle,
  pairKey,
  stemAt,
  stemOfId,
  wordAt,
  type StemEntry,
} from './term-table';
import { nextBuild, setSlotOfStem, slotOfStem } from './stem-slots';
import { nextWordStart, wordEnd } from './word-scan';
import type { TermDigest } from '../types';
import { pairWeight, vocabularyFingerprint } from './vocabulary';

export interface TermVector {
  /** The term-table epoch the keys belong to. */
  epoch: number;
  /** Term keys (term-table.ts) with a positive weight, in order of first use. */
  keys: number[];
  /** Their weights, in the same order. */
  weights: number[];
  norm: number;
  /**
   * A word as the text writes it, per single-word term (by stem id), for explanations; empty
   * unless asked for (only the job's words are shown).
   */
  wordOf: Map<number, string>;
  /** Key -> position in `keys`; built when the vector is first looked into (a job's, once). */
  index?: Map<number, number>;
}

/** Where a sentence or line ends: pairs of words are not formed across it. */
const BREAK = /\n|[.;:!?]\s/g;

const SMALL = 2 ** 15;

/**
 * A pair's key within one build, from its words' slots: a small integer (a fast map key) while
 * both slots are below 2^15, as in any real document; otherwise its key in the term table, moved
 * past every small key.
 */
function localPairKey(slotA: number, slotB: number, idA: number, idB: number): number {
  return slotA < SMALL && slotB < SMALL ? slotA * SMALL + slotB : SMALL * SMALL + pairKey(idA, idB);
}

/** What one pass over a text finds: per distinct term, in order of first use. */
interface Scan {
  keys: number[];
  /** The term's weight before counting. */
  bases: number[];
  counts: number[];
  wordOf: Map<number, string>;
  /** For a digest only: per term, its stem (a single word) or its two words' terms (a pair). */
  parts?: (string | [number, number])[];
}

/**
 * The terms of a text, in one pass: content words (stopwords and one-letter words dropped) as
 * Porter stems, plus the pairs of neighbouring content words within a sentence or line ("group
 * fitness", "employee relations"), which are much stronger evidence than their two words apart.
 */
function scan(text: string, keepWords: boolean, withParts: boolean): Scan {
  nextBuild();
  const lower = text.toLowerCase();
  const keys: number[] = [];
  const bases: number[] = [];
  const counts: number[] = [];
  const parts: (string | [number, number])[] | undefined = withParts ? [] : undefined;
  const pairSlot = new Map<number, number>();
  const wordOf = new Map<number, string>();
  const addSlot = (key: number, base: number): number => {
    keys.push(key);
    bases.push(base);
    counts.push(1);
    return keys.length - 1;
  };
  // A break can never fall inside a word (neither "\n" nor a stop followed by a space is part of
  // one), so "a break lies between two words" is "the next break starts before the second word".
  BREAK.lastIndex = 0;
  let nextBreak = BREAK.exec(lower)?.index ?? Infinity;
  // The previous content word of the sentence: its stem and its slot; -1 at a sentence's start.
  let previousSlot = -1;
  let previous: StemEntry | undefined;
  for (let start = nextWordStart(lower, 0); start < lower.length;) {
    const end = wordEnd(lower, start);
    if (nextBreak < start) {
      previousSlot = -1;
      BREAK.lastIndex = start;
      nextBreak = BREAK.exec(lower)?.index ?? Infinity;
    }
    const { word, entry } = wordAt(lower, start, end);
    start = nextWordStart(lower, end);
    if (entry === null) continue;
    let slot = slotOfStem(entry.id);
    if (slot >= 0) counts[slot] = (counts[slot] as number) + 1;
    else {
      setSlotOfStem(entry.id, (slot = addSlot(entry.id, entry.weight)));
      if (keepWords) wordOf.set(entry.id, word);
      parts?.push(entry.stem);
    }
    if (previousSlot >= 0 && previous !== undefined) {
      const local = localPairKey(previousSlot, slot, previous.id, entry.id);
      const pair = pairSlot.get(local);
      if (pair !== undefined) counts[pair] = (counts[pair] as number) + 1;
      else {
        pairSlot.set(
          local,
          addSlot(pairKey(previous.id, entry.id), pairWeight(previous.weight, entry.weight)),
        );
        parts?.push([previousSlot, slot]);
      }
    }
    previousSlot = slot;
    previous = entry;
  }
  return { keys, bases, counts, wordOf, parts };
}

/** The vector of a scan: each term weighs its base weight, dampened by how often it is used. */
function vectorOf({ keys, bases, counts, wordOf }: Scan): TermVector {
  const kept: number[] = [];
  const weights: number[] = [];
  let sum = 0;
  for (let slot = 0; slot < keys.length; slot++) {
    const weight = (bases[slot] as number) * (1 + Math.log(counts[slot] as number));
    if (weight <= 0) continue;
    kept.push(keys[slot] as number);
    weights.push(weight);
    sum += weight * weight;
  }
  return { epoch: currentEpoch(), keys: kept, weights, norm: Math.sqrt(sum), wordOf };
}

/** The term vector of a text (scan above). */
export function termVector(text: string, keepWords = true): TermVector {
  return vectorOf(scan(text, keepWords, false));
}

/**
 * How a text is read into terms: stored terms of another reading are not used (the text is
 * scanned instead). Bump READING when scan(), word-scan.ts, stem.ts or the forming of pairs
 * change; term-digest.test.ts pins a digest to catch it. The vocabulary's part is its fingerprint,
 * so editing the word lists retires stored terms by itself. Not ENGINE_VERSION: that changes with
 * every scoring rule, and stored terms would then go unused until every resume was uploaded again.
 */
const READING = 2;
export const TERMS_VERSION = `${READING}.${vocabularyFingerprint()}`;

export function termDigest(text: string): TermDigest {
  const found = scan(text, false, true);
  const stems: string[] = [];
  // Slot -> index of its stem in `stems`, for single words.
  const stemIndex = new Map<number, number>();
  const tokens: string[] = [];
  const base36 = (n: number) => n.toString(36);
  (found.parts ?? []).forEach((part, slot) => {
    const count = found.counts[slot] as number;
    if (typeof part === 'string') {
      stemIndex.set(slot, stems.length);
      stems.push(part);
      tokens.push(count === 1 ? '' : base36(count));
    } else if ((found.bases[slot] as number) > 0) {
      // A pair of two everyday words weighs nothing: vectorOf would drop it.
      const [a, b] = part.map((word) => base36(stemIndex.get(word) as number));
      tokens.push(`${a}.${b}${count === 1 ? '' : `*${base36(count)}`}`);
    }
  });
  return { length: text.length, stems: stems.join(' '), slots: tokens.join(' ') };
}

/** The value of a base-36 digit's character code; -1 for any other character. */
function digitValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 122) return code - 87;
  return -1;
}

/**
 * The term vector of a stored digest: the same keys, weights and order as termVector() of the
 * text it was made from. Undefined for a digest that does not read (the caller scans the text).
 */
export function vectorOfDigest(digest: TermDigest): TermVector | undefined {
  const { stems, slots } = digest;
  const entries: StemEntry[] = [];
  for (let start = 0; start < stems.length;) {
    let end = stems.indexOf(' ', start);
    if (end < 0) end = stems.length;
    if (end === start) return undefined;
    entries.push(stemAt(stems, start, end));
    start = end + 1;
  }
  const keys: number[] = [];
  const bases: number[] = [];
  const counts: number[] = [];
  const none = { keys, bases, counts, wordOf: new Map<number, string>() };
  if (entries.length === 0) return slots === '' ? vectorOf(none) : undefined;
  let at = 0;
  // The base-36 number at `at`, moving past it; NaN where there is none.
  const number = (): number => {
    let value = 0;
    let digits = 0;
    for (let d = digitValue(slots.charCodeAt(at)); d >= 0; d = digitValue(slots.charCodeAt(++at))) {
      value = value * 36 + d;
      digits++;
    }
    return digits === 0 ? NaN : value;
  };
  let single = 0;
  for (;;) {
    const first = number();
    if (slots.charCodeAt(at) === 46) {
      at++;
      const a = entries[first];
      const b = entries[number()];
      let count = 1;
      if (slots.charCodeAt(at) === 42) {
        at++;
        count = number();
      }
      if (!a || !b || !(count >= 1)) return undefined;
      keys.push(pairKey(a.id, b.id));
      bases.push(pairWeight(a.weight, b.weight));
      counts.push(count);
    } else {
      const entry = entries[single++];
      const count = Number.isNaN(first) ? 1 : first;
      if (!entry || count < 1) return undefined;
      keys.push(entry.id);
      bases.push(entry.weight);
      counts.push(count);
    }
    if (at === slots.length) break;
    if (slots.charCodeAt(at++) !== 32) return undefined;
  }
  if (single !== entries.length) return undefined;
  return vectorOf(none);
}

function indexOf(vector: TermVector): Map<number, number> {
  if (!vector.index) {
    const index = new Map<number, number>();
    vector.keys.forEach((key, i) => index.set(key, i));
    vector.index = index;
  }
  return vector.index;
}

export interface Relevance {
  /** 0..1: cosine similarity of the two texts' term vectors. */
  similarity: number;
  /** Shared single-word terms (stems) that contribute most, best first, as the job writes them. */
  shared: { term: string; word: string }[];
}

/**
 * The two vectors must be of the same epoch (term-table.ts). The resume's terms are looked up in
 * the job's (whose index is built once per job); the dot product is summed in the order of the
 * smaller vector's terms, as it always was, so that the floating-point sum is the same.
 */
export function relevance(job: TermVector, resume: TermVector): Relevance {
  if (job.epoch !== resume.epoch) throw new Error('term vectors of different epochs');
  if (job.norm === 0 || resume.norm === 0) return { similarity: 0, shared: [] };
  const inJob = indexOf(job);
  const shared: { at: number; product: number; key: number }[] = [];
  resume.keys.forEach((key, i) => {
    const at = inJob.get(key);
    if (at !== undefined)
      shared.push({
        at,
        product: (job.weights[at] as number) * (resume.weights[i] as number),
        key,
      });
  });
  if (job.keys.length <= resume.keys.length) shared.sort((x, y) => x.at - y.at);
  let dot = 0;
  const contributions: { term: string; id: number; score: number }[] = [];
  for (const { product, key } of shared) {
    dot += product;
    if (isSingle(key)) contributions.push({ term: stemOfId(key), id: key, score: product });
  }
  contributions.sort((x, y) => y.score - x.score || x.term.localeCompare(y.term));
  return {
    similarity: dot / (job.norm * resume.norm),
    shared: contributions.map((c) => ({ term: c.term, word: job.wordOf.get(c.id) ?? c.term })),
  };
}
