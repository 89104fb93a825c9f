import { extractCandidate, extractJob } from '../extract';
import { createHash } from 'node:crypto';
import type { TermDigest } from '../types';
import { scoreMatch } from './index';
import { JAVA_JOB, JAVA_RESUME, NURSE_RESUME, STEERING_RESUME } from './pinned.fixture';
import { withoutIdentity } from '../terms/identity';
import { termDigest, TERMS_VERSION, termVector, vectorOfDigest } from '../terms/relevance';

// A resume's terms are stored with its profile at extraction (relevance.ts; TermDigest in types.ts), so that
// a pool is not read word by word again for every job. Read back, they must be exactly the vector
// the text gives, or a pool's scores would differ from an analysis's.

const TODAY = { today: new Date(2025, 5, 15) };
const TEXTS = [
  JAVA_RESUME,
  NURSE_RESUME,
  STEERING_RESUME,
  JAVA_JOB,
  '',
  'C++ and C# developer. Node.js, node.js; Node.js!\nGroup fitness, group fitness instructor.',
];

const plain = (vector: ReturnType<typeof termVector>) => [vector.keys, vector.weights, vector.norm];

test.each(TEXTS.map((text, i) => [i, text]))(
  'text %i reads back to its exact term vector',
  (_, text) => {
    const digest = termDigest(text);
    expect(digest.length).toBe(text.length);
    expect(plain(vectorOfDigest(digest)!)).toEqual(plain(termVector(text, false)));
  },
);

test('extraction stores the terms, and scores are the same with them or without', () => {
  const job = extractJob(JAVA_JOB);
  for (const resume of [JAVA_RESUME, NURSE_RESUME, STEERING_RESUME]) {
    const stored = extractCandidate(resume, TODAY);
    // The text's terms, the candidate's identity blanked (identity.ts).
    expect(stored.terms).toEqual({
      version: TERMS_VERSION,
      ...termDigest(withoutIdentity(stored.text, stored)),
    });
    const { terms: _, ...scanned } = extractCandidate(resume, TODAY);
    expect(scoreMatch(job, stored)).toEqual(scoreMatch(job, scanned));
  }
});

test('terms of another reading, of another text or that do not read are not used', () => {
  const job = extractJob(JAVA_JOB);
  const java = extractCandidate(JAVA_RESUME, TODAY);
  const nurseTerms = extractCandidate(NURSE_RESUME, TODAY).terms!;
  const expected = scoreMatch(job, extractCandidate(JAVA_RESUME, TODAY));
  const withTerms = (terms: typeof nurseTerms) => scoreMatch(job, { ...java, terms });
  // The nurse's terms under the Java resume: used, they would score the nurse's words.
  expect(withTerms({ ...nurseTerms, length: java.text.length, version: 'older' })).toEqual(
    expected,
  );
  expect(withTerms(nurseTerms)).toEqual(expected);
  const own = java.terms!;
  expect(withTerms({ ...own, slots: `${own.slots} x` })).toEqual(expected);
  expect(withTerms({ ...own, slots: `${own.slots} zz.0` })).toEqual(expected);
  expect(withTerms({ ...own, stems: `${own.stems} extra` })).toEqual(expected);
});

test('a digest reads as its comment says', () => {
  const java = vectorOfDigest({ length: 3, stems: 'java spring', slots: '3  0.1' })!;
  const scanned = termVector('Java spring. Java. Java.', false);
  expect(plain(java)).toEqual(plain(scanned));
});

test.each<[string, TermDigest]>([
  ['a count that is not a number', { length: 3, stems: 'java', slots: 'x!' }],
  ['a pair of a word not listed', { length: 3, stems: 'java', slots: ' 0.5' }],
  ['a pair without its second word', { length: 3, stems: 'java spring', slots: '  0.' }],
  ['a pair with an empty count', { length: 3, stems: 'java spring', slots: '  0.1*' }],
  ['fewer counts than words', { length: 3, stems: 'java spring', slots: '2' }],
  ['more counts than words', { length: 3, stems: 'java', slots: '  ' }],
  ['an empty stem', { length: 3, stems: 'java  spring', slots: '  ' }],
  ['a zero count', { length: 3, stems: 'java', slots: '0' }],
  ['counts without words', { length: 3, stems: '', slots: '1' }],
])('a digest with %s does not read', (_, digest) => {
  expect(vectorOfDigest(digest)).toBeUndefined();
});

test('the reading of terms is pinned: a change to it must bump READING in relevance.ts', () => {
  // Stored terms are trusted while TERMS_VERSION is the same. If this fails, a text now reads into
  // other terms. After an edit of the word lists (vocabulary.ts) the fingerprint has already
  // retired the stored terms: update the pin. After any other change (scan(), word-scan.ts,
  // stem.ts, the pairs), bump READING as well.
  const digests = [JAVA_RESUME, NURSE_RESUME, STEERING_RESUME, JAVA_JOB].map(termDigest);
  const pin = createHash('sha256').update(JSON.stringify(digests)).digest('hex').slice(0, 16);
  expect({ READING: TERMS_VERSION.split('.')[0], pin }).toEqual({
    READING: '2',
    pin: '49aa8645d592fbe1',
  });
});
