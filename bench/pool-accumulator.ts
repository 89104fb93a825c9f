// What a first stage that sums whole posting lists would cost in memory (docs/pool-retrieval.md,
// third session): 1,000,000 candidates numbered densely, each term's postings as typed arrays of
// (candidate, weight byte), 44 postings a candidate over 2,000 terms with the common ones held by
// up to 55% of the pool (as the benchmark's real resumes are); a query of 60 terms, 20 of them
// the most common, summed into one Float32Array, then its best 3,000. Synthetic data: it measures
// the arithmetic and memory, not recall.
// Usage: node scripts/run-ts.mjs bench/pool-accumulator.ts [--pool 1000000]
import { performance } from 'node:perf_hooks';

const i = process.argv.indexOf('--pool');
const N = i > 0 ? Number(process.argv[i + 1]) : 1_000_000;
const TERMS = 2000;
const PER_CANDIDATE = 44;

// Term frequencies: Zipf-like, scaled so that a candidate has PER_CANDIDATE terms on average.
const raw = Array.from({ length: TERMS }, (_, t) => 1 / (t + 1) ** 0.8);
const scale = PER_CANDIDATE / raw.reduce((a, b) => a + b, 0);
const lists = raw.map((f) => {
  const n = Math.round(Math.min(0.55, f * scale) * N);
  const ids = new Int32Array(n);
  const weights = new Uint8Array(n);
  for (let p = 0; p < n; p++) {
    ids[p] = Math.floor(Math.random() * N);
    weights[p] = 1 + Math.floor(Math.random() * 255);
  }
  return { ids, weights };
});
const postings = lists.reduce((a, l) => a + l.ids.length, 0);
console.log(
  `${N} candidates, ${postings} postings (${(postings / N).toFixed(1)} a candidate), ` +
    `${Math.round((postings * 5) / 2 ** 20)} MB of arrays, RSS ${Math.round(process.memoryUsage().rss / 2 ** 20)} MB`,
);

const scores = new Float32Array(N);
for (let round = 0; round < 5; round++) {
  const query = Array.from({ length: 60 }, (_, k) => ({
    term: k < 20 ? k : 20 + Math.floor(Math.random() * (TERMS - 20)),
    weight: Math.random(),
  }));
  const started = performance.now();
  scores.fill(0);
  let read = 0;
  for (const { term, weight } of query) {
    const { ids, weights } = lists[term]!;
    const f = weight / 255;
    for (let p = 0; p < ids.length; p++) scores[ids[p]!]! += f * weights[p]!;
    read += ids.length;
  }
  const summed = performance.now();
  // The best 3,000: a threshold from a sample, then an exact sort of what passes it.
  const sample = Array.from({ length: 20_000 }, () => scores[Math.floor(Math.random() * N)]!);
  sample.sort((a, b) => b - a);
  const threshold = sample[Math.floor((20_000 * 3000 * 2) / N)]!;
  const passed: number[] = [];
  for (let c = 0; c < N; c++) if (scores[c]! >= threshold) passed.push(c);
  const best = passed.sort((a, b) => scores[b]! - scores[a]!).slice(0, 3000);
  console.log(
    `query: ${read} postings summed in ${Math.round(summed - started)} ms, ` +
      `best ${best.length} in ${Math.round(performance.now() - summed)} ms`,
  );
}
