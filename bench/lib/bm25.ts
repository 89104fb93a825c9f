// Okapi BM25 (k1 1.2, b 0.75) of each job ad, the whole ad as the query, against each resume,
// with the inverse document frequency fitted on the benchmark's resumes: the text baseline the
// engine's score must rank at least as well as. Raw BM25 is on no common scale across ads (a
// longer ad scores every resume higher), so its top-1 mostly names the longest ad: it is shown
// as the method defines it, not normalised.
import { counts, documentFrequency, tokens } from './terms';

const K1 = 1.2;
const B = 0.75;

/** scores[resume][job]: the BM25 of the job's ad against the resume. */
export function bm25Scores(
  jobTexts: readonly string[],
  resumeTexts: readonly string[],
): number[][] {
  const resumes = resumeTexts.map(tokens);
  const df = documentFrequency(resumes);
  const n = resumes.length;
  const average = resumes.reduce((sum, words) => sum + words.length, 0) / Math.max(1, n);
  // Lucene's form of the IDF: never negative for a word in most resumes.
  const idf = (word: string) => {
    const having = df.get(word) ?? 0;
    return Math.log(1 + (n - having + 0.5) / (having + 0.5));
  };
  const queries = jobTexts.map(tokens);
  return resumes.map((words) => {
    const tf = counts(words);
    const norm = K1 * (1 - B + (B * words.length) / Math.max(1, average));
    return queries.map((query) =>
      query.reduce((sum, word) => {
        const f = tf.get(word) ?? 0;
        return f === 0 ? sum : sum + (idf(word) * f * (K1 + 1)) / (f + norm);
      }, 0),
    );
  });
}
