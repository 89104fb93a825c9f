// TF-IDF cosine of each job ad against each resume, the IDF fitted on the benchmark's resumes
// and ads: the reference point the benchmarks' README gives.
import { counts, documentFrequency, tokens } from './terms';

type Vector = Map<string, number>;

function cosine(a: Vector, b: Vector): number {
  let dot = 0;
  for (const [word, weight] of a) dot += weight * (b.get(word) ?? 0);
  const norm = (v: Vector) => Math.sqrt([...v.values()].reduce((sum, w) => sum + w * w, 0));
  const denominator = norm(a) * norm(b);
  return denominator === 0 ? 0 : dot / denominator;
}

/** scores[resume][job]: the TF-IDF cosine of the job's ad and the resume. */
export function tfidfScores(
  jobTexts: readonly string[],
  resumeTexts: readonly string[],
): number[][] {
  const docs = [...jobTexts, ...resumeTexts].map(tokens);
  const df = documentFrequency(docs);
  const idf = (word: string) => Math.log((1 + docs.length) / (1 + (df.get(word) ?? 0))) + 1;
  const vector = (words: readonly string[]): Vector =>
    new Map([...counts(words)].map(([word, tf]) => [word, tf * idf(word)]));
  const jobs = docs.slice(0, jobTexts.length).map(vector);
  return docs.slice(jobTexts.length).map((words) => {
    const resume = vector(words);
    return jobs.map((job) => cosine(job, resume));
  });
}
