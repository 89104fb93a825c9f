// Text relevance: how alike the job's and the resume's wording is, as the cosine of their term
// vectors. A term counts by how specific it is (vocabulary.ts: the built-in background
// vocabulary, not document frequencies fitted on anyone's resumes) and, dampened, by how often the
// text uses it. Pairs of neighbouring words count too, so "group fitness" beats "group" + "fitness".
import { stem } from './stem';
import { WORD } from './tokens';
import { STOPWORDS, termWeight } from './vocabulary';

export interface TermVector {
  weights: Map<string, number>;
  norm: number;
  /** A word as the text writes it, per single-word term, for explanations. */
  wordOf: Map<string, string>;
}

/**
 * The term vector of a text, in one pass: content words (stopwords and one-letter words dropped)
 * as Porter stems, plus the pairs of neighbouring content words within a sentence or line
 * ("group fitness", "employee relations"), which are much stronger evidence than their two words
 * apart.
 */
export function termVector(text: string): TermVector {
  const counts = new Map<string, number>();
  const wordOf = new Map<string, string>();
  for (const segment of text.toLowerCase().split(/\n|[.;:!?]\s/)) {
    let previous: string | undefined;
    for (const match of segment.matchAll(WORD)) {
      const word = match[0];
      if (word.length < 2 || STOPWORDS.has(word)) continue;
      const term = stem(word);
      counts.set(term, (counts.get(term) ?? 0) + 1);
      if (!wordOf.has(term)) wordOf.set(term, word);
      if (previous !== undefined) {
        const pair = `${previous} ${term}`;
        counts.set(pair, (counts.get(pair) ?? 0) + 1);
      }
      previous = term;
    }
  }
  const weights = new Map<string, number>();
  let sum = 0;
  for (const [term, count] of counts) {
    const weight = termWeight(term) * (1 + Math.log(count));
    if (weight <= 0) continue;
    weights.set(term, weight);
    sum += weight * weight;
  }
  return { weights, norm: Math.sqrt(sum), wordOf };
}

export interface Relevance {
  /** 0..1: cosine similarity of the two texts' term vectors. */
  similarity: number;
  /** Shared single-word terms that contribute most, best first, as the job writes them. */
  shared: { term: string; word: string }[];
}

export function relevance(job: TermVector, resume: TermVector): Relevance {
  if (job.norm === 0 || resume.norm === 0) return { similarity: 0, shared: [] };
  // Iterate over the smaller vector.
  const [small, large] = job.weights.size <= resume.weights.size ? [job, resume] : [resume, job];
  let dot = 0;
  const contributions: { term: string; score: number }[] = [];
  for (const [term, a] of small.weights) {
    const b = large.weights.get(term);
    if (b === undefined) continue;
    dot += a * b;
    if (!term.includes(' ')) contributions.push({ term, score: a * b });
  }
  contributions.sort((x, y) => y.score - x.score || x.term.localeCompare(y.term));
  return {
    similarity: dot / (job.norm * resume.norm),
    shared: contributions.map((c) => ({ term: c.term, word: job.wordOf.get(c.term) ?? c.term })),
  };
}
