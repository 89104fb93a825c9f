// Text relevance: how alike the job's and the resume's wording is, as the cosine of their term
// vectors. A term counts by how specific it is (vocabulary.ts: the built-in background
// vocabulary, not document frequencies fitted on anyone's resumes) and, dampened, by how often the
// text uses it. Pairs of neighbouring words count too, so "group fitness" beats "group" + "fitness".
// Terms are keyed by number (term-table.ts): a pool scores thousands of resumes, and building a
// string per pair of words was most of the cost.
import { currentEpoch, entryOfWord, isSingle, pairKey, stemOfId } from './term-table';
import { pairWeight } from './vocabulary';

export interface TermVector {
  /** The term-table epoch the keys belong to. */
  epoch: number;
  /** Term key (term-table.ts) -> weight, positive weights only, in order of first use. */
  weights: Map<number, number>;
  norm: number;
  /** A word as the text writes it, per single-word term (by stem id), for explanations. */
  wordOf: Map<number, string>;
}

/** A word: letters with inner digits, +, # or . kept ("c++", "c#", "node.js"). As in tokens.ts. */
const WORD = /[a-z][a-z0-9]*(?:[+#]+|(?:\.[a-z0-9]+)+)?/g;
/** Where a sentence or line ends: pairs of words are not formed across it. */
const BREAK = /\n|[.;:!?]\s/g;

/**
 * The term vector of a text, in one pass: content words (stopwords and one-letter words dropped)
 * as Porter stems, plus the pairs of neighbouring content words within a sentence or line
 * ("group fitness", "employee relations"), which are much stronger evidence than their two words
 * apart.
 */
export function termVector(text: string): TermVector {
  const lower = text.toLowerCase();
  // Per distinct term, in order of first use: its key, its weight before counting, its count.
  const slotOf = new Map<number, number>();
  const keys: number[] = [];
  const bases: number[] = [];
  const counts: number[] = [];
  const wordOf = new Map<number, string>();
  const add = (key: number, base: number): void => {
    const slot = slotOf.get(key);
    if (slot !== undefined) counts[slot] = (counts[slot] as number) + 1;
    else {
      slotOf.set(key, keys.length);
      keys.push(key);
      bases.push(base);
      counts.push(1);
    }
  };
  // A break can never fall inside a word (neither "\n" nor a stop followed by a space is part of
  // one), so "a break lies between two words" is "the next break starts before the second word".
  BREAK.lastIndex = 0;
  let nextBreak = BREAK.exec(lower)?.index ?? Infinity;
  let previous: { id: number; weight: number } | undefined;
  WORD.lastIndex = 0;
  for (let match = WORD.exec(lower); match !== null; match = WORD.exec(lower)) {
    if (nextBreak < match.index) {
      previous = undefined;
      BREAK.lastIndex = match.index;
      nextBreak = BREAK.exec(lower)?.index ?? Infinity;
    }
    const word = match[0];
    const entry = entryOfWord(word);
    if (entry === null) continue;
    add(entry.id, entry.weight);
    if (!wordOf.has(entry.id)) wordOf.set(entry.id, word);
    if (previous !== undefined)
      add(pairKey(previous.id, entry.id), pairWeight(previous.weight, entry.weight));
    previous = entry;
  }
  const weights = new Map<number, number>();
  let sum = 0;
  for (let slot = 0; slot < keys.length; slot++) {
    const weight = (bases[slot] as number) * (1 + Math.log(counts[slot] as number));
    if (weight <= 0) continue;
    weights.set(keys[slot] as number, weight);
    sum += weight * weight;
  }
  return { epoch: currentEpoch(), weights, norm: Math.sqrt(sum), wordOf };
}

export interface Relevance {
  /** 0..1: cosine similarity of the two texts' term vectors. */
  similarity: number;
  /** Shared single-word terms (stems) that contribute most, best first, as the job writes them. */
  shared: { term: string; word: string }[];
}

/** The two vectors must be of the same epoch (term-table.ts). */
export function relevance(job: TermVector, resume: TermVector): Relevance {
  if (job.epoch !== resume.epoch) throw new Error('term vectors of different epochs');
  if (job.norm === 0 || resume.norm === 0) return { similarity: 0, shared: [] };
  // Iterate over the smaller vector.
  const [small, large] = job.weights.size <= resume.weights.size ? [job, resume] : [resume, job];
  let dot = 0;
  const contributions: { term: string; id: number; score: number }[] = [];
  for (const [key, a] of small.weights) {
    const b = large.weights.get(key);
    if (b === undefined) continue;
    dot += a * b;
    if (isSingle(key)) contributions.push({ term: stemOfId(key), id: key, score: a * b });
  }
  contributions.sort((x, y) => y.score - x.score || x.term.localeCompare(y.term));
  return {
    similarity: dot / (job.norm * resume.norm),
    shared: contributions.map((c) => ({ term: c.term, word: job.wordOf.get(c.id) ?? c.term })),
  };
}
