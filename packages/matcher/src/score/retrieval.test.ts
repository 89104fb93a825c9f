import { extractCandidate, extractJob } from '../extract';
import { scoreMatch } from './analyze';
import { JAVA_JOB, JAVA_RESUME, NURSE_RESUME } from './pinned.fixture';
import {
  indexTermsOf,
  linearParts,
  retrievalQueryOf,
  scoreFromTerms,
  wordsSimilarity,
} from './retrieval';

// The terms a retrieval index keeps must be enough to find the engine's best candidates: scored
// from them, a candidate gets the engine's percentage (all words kept) or at least it (the upper
// bound, whatever is kept), and they survive a trip through JSON, as a database stores them.

const today = new Date(2025, 5, 15);
const job = extractJob(JAVA_JOB);
const candidates = [JAVA_RESUME, NURSE_RESUME].map((text) => extractCandidate(text, { today }));

describe('retrieval terms', () => {
  it('with every word kept, the percentage from stored terms is the engine’s', () => {
    const query = retrievalQueryOf(job);
    for (const candidate of candidates) {
      const terms = JSON.parse(JSON.stringify(indexTermsOf(candidate, Infinity)));
      expect(scoreFromTerms(query, terms)).toBe(scoreMatch(job, candidate).matchPercentage);
    }
  });

  it('with few words kept, the upper bound is never below the engine’s percentage', () => {
    const query = retrievalQueryOf(job);
    for (const candidate of candidates) {
      const terms = indexTermsOf(candidate, 3);
      expect(terms.wordsRest).toBeGreaterThan(0);
      expect(scoreFromTerms(query, terms, true)).toBeGreaterThanOrEqual(
        scoreMatch(job, candidate).matchPercentage,
      );
    }
  });

  it('the words the rest may hold tighten the bound, and it still holds at every number kept', () => {
    const query = retrievalQueryOf(job);
    for (const candidate of candidates) {
      const score = scoreMatch(job, candidate).matchPercentage;
      for (const kept of [0, 3, 16, 64]) {
        const terms = JSON.parse(JSON.stringify(indexTermsOf(candidate, kept)));
        expect(terms.wordsSeen).toEqual(expect.any(String));
        const { wordsSeen: _seen, ...unseen } = terms;
        const tight = scoreFromTerms(query, terms, true);
        expect(tight).toBeGreaterThanOrEqual(score);
        expect(tight).toBeLessThanOrEqual(scoreFromTerms(query, unseen, true));
      }
      // With none kept Cauchy-Schwarz grants the text the whole cosine (1); the words seen, what
      // the job's words the resume may hold can give.
      const none = indexTermsOf(candidate, 0);
      const { wordsSeen: _seen, ...unseen } = none;
      expect(wordsSimilarity(query, unseen, true)).toBeCloseTo(1, 6);
      expect(wordsSimilarity(query, none, true)).toBeLessThan(0.9);
    }
  });

  it('the index sums rank the Java engineer above the nurse for a Java job', () => {
    const query = retrievalQueryOf(job);
    const [java, nurse] = candidates.map((c) => linearParts(query, indexTermsOf(c)));
    expect(java!.coverage).toBeGreaterThan(nurse!.coverage);
    expect(java!.title ?? 0).toBeGreaterThan(nurse!.title ?? 0);
    expect(java!.words).toBeGreaterThan(nurse!.words);
  });
});
