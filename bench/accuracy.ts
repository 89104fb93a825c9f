// Matching accuracy on labelled directories (layout: ../shared/benchmarks/README.md):
//   npm run bench:accuracy -- DIR [DIR...]   one line per job, then one JSON line per directory
//   npm run bench:accuracy                   every benchmark in ../shared/benchmarks, one table
// Every resume is scored against every job with the product's own path (parsers for file to text,
// the matcher's extraction, then analyze). A file that cannot be read (a scanned PDF with no
// text, a corrupt file) is skipped and counted, never fatal. The last line is one JSON object per
// directory run, or the table: {n, skipped, top1, top3, macroAuc, inAt60, outAt60,
// inRecommended, outRecommended, msPerPair}: the last two are the shares of fitting and of
// non-fitting pairs whose verdict band is not "Not recommended" (what the card says, not the number).
// Texts are held in memory only. msPerPair is the analysis alone (score and message).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { analyze, extractCandidate, extractJob } from '@shortlist/matcher';
import { openParser, readAll, readIndex } from './lib/benchmark-files';
import { textBaselines, type Baselines } from './lib/baselines';
import { auc, topK } from './lib/ranking';
import { measureReadings, readingsTable } from './lib/readings';

const mean = (xs: readonly number[]): number =>
  xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const r3 = (x: number): number => Math.round(x * 1000) / 1000;

interface Summary {
  n: number;
  skipped: number;
  top1: number;
  top3: number;
  macroAuc: number;
  inAt60: number;
  outAt60: number;
  /** Fitting pairs whose verdict band is Strong or Partial. */
  inRecommended: number;
  /** Non-fitting pairs whose verdict band is Strong or Partial. */
  outRecommended: number;
  msPerPair: number;
  /** The text baselines on the same pairs: BM25 and TF-IDF, macro AUC and top-1. */
  baselines: Baselines;
}

async function measure(dir: string, perJob: boolean): Promise<Summary> {
  const jobsIndex = await readIndex(path.join(dir, 'jobs', 'index.csv'));
  const resumeIndex = await readIndex(path.join(dir, 'resumes', 'index.csv'));
  const today = new Date();
  const parser = openParser();
  // All files are parsed concurrently so the pool's threads stay busy.
  const [jobTexts, resumeTexts] = await Promise.all([
    readAll(parser, path.join(dir, 'jobs'), jobsIndex),
    readAll(parser, path.join(dir, 'resumes'), resumeIndex),
  ]).finally(() => parser.close());
  const skipped = jobsIndex.length - jobTexts.length + resumeIndex.length - resumeTexts.length;
  const jobs = jobTexts.map(({ row, text }) => ({ ...row, profile: extractJob(text) }));
  const resumes = resumeTexts.map(({ row, text }) => ({
    ...row,
    profile: extractCandidate(text, { today }),
  }));

  const started = performance.now();
  const results = resumes.map((r) => jobs.map((j) => analyze(j.profile, r.profile)));
  const msPerPair = (performance.now() - started) / Math.max(1, jobs.length * resumes.length);
  const scores = results.map((row) => row.map((a) => a.matchPercentage));
  const recommended = results.map((row) => row.map((a) => a.verdict?.band !== 'notRecommended'));

  const aucs: number[] = [];
  let inPairs = 0;
  let inHigh = 0;
  let outPairs = 0;
  let outHigh = 0;
  let inShown = 0;
  let outShown = 0;
  if (perJob) console.log('job | category | n fitting | AUC | mean in | mean out');
  jobs.forEach((job, k) => {
    const pos: number[] = [];
    const neg: number[] = [];
    resumes.forEach((r, i) => {
      const fits = r.category === job.category;
      (fits ? pos : neg).push(scores[i]?.[k] as number);
      if (recommended[i]?.[k] && fits) inShown++;
      if (recommended[i]?.[k] && !fits) outShown++;
    });
    inPairs += pos.length;
    inHigh += pos.filter((s) => s >= 60).length;
    outPairs += neg.length;
    outHigh += neg.filter((s) => s >= 60).length;
    const jobAuc = pos.length > 0 && neg.length > 0 ? auc(pos, neg) : undefined;
    if (jobAuc !== undefined) aucs.push(jobAuc);
    const shown = jobAuc === undefined ? '  -  ' : jobAuc.toFixed(3);
    if (perJob)
      console.log(
        `${job.file} | ${job.category} | ${pos.length} | ${shown} | ${mean(pos).toFixed(1)} | ${mean(neg).toFixed(1)}`,
      );
  });
  let top1 = 0;
  let top3 = 0;
  resumes.forEach((r, i) => {
    const fits = jobs.map((j) => j.category === r.category);
    top1 += topK(scores[i] as number[], fits, 1);
    top3 += topK(scores[i] as number[], fits, 3);
  });
  const n = resumes.length;
  return {
    n,
    skipped,
    top1: r3(top1 / n),
    top3: r3(top3 / n),
    macroAuc: r3(mean(aucs)),
    inAt60: r3(inHigh / Math.max(1, inPairs)),
    outAt60: r3(outHigh / Math.max(1, outPairs)),
    inRecommended: r3(inShown / Math.max(1, inPairs)),
    outRecommended: r3(outShown / Math.max(1, outPairs)),
    msPerPair: Math.round(msPerPair * 100) / 100,
    baselines: textBaselines(
      jobTexts.map(({ row, text }) => ({ text, category: row.category })),
      resumeTexts.map(({ row, text }) => ({ text, category: row.category })),
    ),
  };
}

const pair = (r: { macroAuc: number; top1: number }) =>
  `${r.macroAuc.toFixed(3)} / ${r.top1.toFixed(3)}`;

/** The benchmarks beside the project, in the order the team reads them. */
const SHARED = path.resolve('../shared/benchmarks');
const DEFAULT_SETS = ['occupations', 'categories', 'roles'];

async function main(dirs: readonly string[]): Promise<void> {
  if (dirs.length > 0) {
    for (const dir of dirs) console.log(JSON.stringify(await measure(path.resolve(dir), true)));
    return;
  }
  const sets = DEFAULT_SETS.filter((name) => existsSync(path.join(SHARED, name, 'jobs')));
  if (sets.length === 0) {
    console.log(`No benchmarks at ${SHARED}: pass a directory (npm run bench:accuracy -- DIR).`);
    return;
  }
  const rows: string[] = [];
  for (const name of sets) {
    const s = await measure(path.join(SHARED, name), false);
    rows.push(
      `| ${name} | ${s.n} | ${s.skipped} | ${s.macroAuc.toFixed(3)} | ${s.top1.toFixed(3)} | ${s.top3.toFixed(3)} | ${s.inAt60.toFixed(3)} | ${s.outAt60.toFixed(3)} | ${s.inRecommended.toFixed(3)} | ${s.outRecommended.toFixed(3)} | ${s.msPerPair} | ${pair(s.baselines.bm25)} | ${pair(s.baselines.tfidf)} |`,
    );
  }
  console.log(
    '| benchmark | resumes | skipped | macro AUC | top-1 | top-3 | inAt60 | outAt60 | in recommended | out recommended | ms/pair | BM25 AUC / top-1 | TF-IDF AUC / top-1 |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  // How the ads themselves are read, against recruiters' readings (bench/readings.ts).
  const readings = measureReadings(
    path.join(SHARED, 'readings'),
    path.join(SHARED, 'roles', 'jobs'),
  );
  if (readings) console.log(`\n${readingsTable(readings)}`);
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
