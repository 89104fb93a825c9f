import { extractCandidate, extractJob } from '../extract';
import { JAVA_JOB, JAVA_RESUME, NURSE_RESUME } from './pinned.fixture';
import { postingsOf, queryPostingsOf, type Posting } from './postings';
import { indexTermsOf, retrievalQueryOf, type IndexTerms } from './retrieval';

// The first stage ranks a pool by the sum, over the terms a candidate and a job share, of the two
// weights (docs/pool-retrieval.md). That sum must order candidates as the engine's components do:
// the title's level as levelFit weighs it, the years and seniority the job asks, the must-haves.

const today = new Date(2025, 5, 15);
const job = extractJob(JAVA_JOB);
const query = retrievalQueryOf(job);
const weights = new Map(queryPostingsOf(query).map((p) => [p.term, p.weight]));
const sum = (postings: readonly Posting[]) =>
  postings.reduce((total, p) => total + (weights.get(p.term) ?? 0) * p.weight, 0);
const first = (terms: IndexTerms) => sum(postingsOf(terms));

/** A candidate known only by one title, its years and seniority. */
const candidate = (level: number | undefined, years?: number, senior = true): IndexTerms => {
  const title = { families: { software: 1 }, ...(level !== undefined ? { level } : {}) };
  return {
    skills: {},
    headline: title,
    titles: [{ ...title, factor: 1 }],
    textFamilies: {},
    roles: {},
    ...(years !== undefined ? { years } : {}),
    ...(senior ? { seniority: 'Senior' as const } : {}),
    words: {},
    wordsRest: 0,
  };
};

describe('first-stage postings', () => {
  it('the job reads as a software title at a known level with years and seniority', () => {
    expect(query.work?.families.software).toBeGreaterThan(0);
    expect(query.work?.level).toBeDefined();
    expect(query.minYears).toBe(5);
    expect(query.seniority).toBe('Senior');
  });

  it("weighs a title by how well its level fits the job's", () => {
    const at = query.work!.level!;
    const far = at > 3 ? 1 : 5;
    expect(first(candidate(at, 8))).toBeGreaterThan(first(candidate(at + (far > at ? 1 : -1), 8)));
    expect(first(candidate(at + (far > at ? 1 : -1), 8))).toBeGreaterThan(
      first(candidate(far, 8)),
    );
    // A level between half steps is read at the nearest one.
    expect(first(candidate(at + 0.1, 8))).toBeCloseTo(first(candidate(at, 8)));
  });

  it('costs the years a candidate falls short of the minimum, and nothing past it', () => {
    expect(first(candidate(3, 8))).toBeCloseTo(first(candidate(3, 30)));
    expect(first(candidate(3, 2))).toBeLessThan(first(candidate(3, 4)));
    expect(first(candidate(3, 4))).toBeLessThan(first(candidate(3, 8)));
    expect(first(candidate(3))).toBeLessThan(first(candidate(3, 8)));
  });

  it('costs a seniority below the one asked', () => {
    expect(first(candidate(3, 8, false))).toBeLessThan(first(candidate(3, 8, true)));
  });

  it('postings weigh more than nothing; only what falls short weighs less in the query', () => {
    const terms = indexTermsOf(extractCandidate(JAVA_RESUME, { today }));
    expect(postingsOf(terms).every((p) => p.weight > 0)).toBe(true);
    const negative = queryPostingsOf(query).filter((p) => p.weight < 0);
    // Years 0..4 and unknown, and the seniorities under Senior and unknown.
    expect(negative.length).toBeGreaterThan(0);
    expect(negative.length).toBeLessThanOrEqual(5 + 1 + 3);
  });

  it('ranks the Java engineer above the nurse for the Java job', () => {
    const [java, nurse] = [JAVA_RESUME, NURSE_RESUME].map((text) =>
      first(indexTermsOf(extractCandidate(text, { today }))),
    );
    expect(java).toBeGreaterThan(nurse! + 0.3);
  });
});
