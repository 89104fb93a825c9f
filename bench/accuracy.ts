// Matching accuracy on a labelled directory (layout: /work/shared/benchmarks/README.md):
//   npm run bench:accuracy -- DIR
// Every resume is scored against every job with the product's own path (parsers for file to text,
// the matcher's extraction, then analyze). Prints one line per job, then, as the last line, one
// JSON object: {n, top1, top3, macroAuc, inAt60, outAt60, msPerPair}. Texts are cached in memory
// only. msPerPair is the analysis alone (score and message), extraction excluded.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { analyze, extractCandidate, extractJob } from '@shortlist/matcher';
import { createParserPool, parseFileInProcess, type ParserPool } from '@shortlist/parsers';

interface Row {
  file: string;
  category: string;
}

/** RFC 4180 CSV: quoted fields may hold commas, doubled quotes and newlines. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = (): void => {
    row.push(field);
    field = '';
  };
  const endRow = (): void => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') endField();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else field += ch;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

async function readIndex(file: string): Promise<Row[]> {
  const [header, ...rows] = parseCsv(await readFile(file, 'utf8'));
  const col = (name: string): number => {
    const at = header?.findIndex((h) => h.trim() === name) ?? -1;
    if (at < 0) throw new Error(`${file}: no "${name}" column`);
    return at;
  };
  const fileCol = col('file');
  const categoryCol = col('category');
  return rows.map((r) => ({
    file: (r[fileCol] ?? '').trim(),
    category: (r[categoryCol] ?? '').trim(),
  }));
}

/**
 * File to text as uploads go: the parser pool (worker threads, one per core), which sniffs the
 * type and cleans the text. Plain-text files (the benchmark's job descriptions) are read as UTF-8,
 * as there is nothing to parse. Without a built parser worker, the same parser runs in process.
 */
function openParser(): { parse: (file: string) => Promise<string>; close: () => Promise<void> } {
  let pool: ParserPool | undefined;
  try {
    pool = createParserPool();
  } catch (err) {
    console.error(
      `parser pool unavailable (${err instanceof Error ? err.message : err}); parsing in process`,
    );
  }
  return {
    async parse(file) {
      const bytes = await readFile(file);
      if (path.extname(file).toLowerCase() === '.txt') return bytes.toString('utf8');
      const parsed = pool
        ? await pool.parse(bytes, path.basename(file))
        : await parseFileInProcess(bytes, path.basename(file));
      return parsed.text;
    },
    close: async () => pool?.close(),
  };
}

/** Fraction of the time a random tie-break puts a fitting job among the best k. */
function topK(scores: readonly number[], fits: readonly boolean[], k: number): number {
  const sorted = [...scores].sort((a, b) => b - a);
  const threshold = sorted[Math.min(k, sorted.length) - 1] as number;
  let above = 0;
  let tied = 0;
  let tiedFits = 0;
  for (let i = 0; i < scores.length; i++) {
    if ((scores[i] as number) > threshold) {
      if (fits[i]) return 1;
      above++;
    } else if (scores[i] === threshold) {
      tied++;
      if (fits[i]) tiedFits++;
    }
  }
  // Draw k - above of the tied jobs at random: chance that none of the fitting ones is drawn.
  let none = 1;
  for (let d = 0; d < k - above; d++) none *= Math.max(0, tied - tiedFits - d) / (tied - d);
  return 1 - none;
}

function auc(pos: readonly number[], neg: readonly number[]): number {
  let wins = 0;
  for (const p of pos) for (const n of neg) wins += p > n ? 1 : p === n ? 0.5 : 0;
  return wins / (pos.length * neg.length);
}

const mean = (xs: readonly number[]): number =>
  xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const r3 = (x: number): number => Math.round(x * 1000) / 1000;

async function main(dir: string): Promise<void> {
  const jobsIndex = await readIndex(path.join(dir, 'jobs', 'index.csv'));
  const resumeIndex = await readIndex(path.join(dir, 'resumes', 'index.csv'));
  const today = new Date();
  const parser = openParser();
  // Texts stay in memory only; all files are parsed concurrently so the pool's threads stay busy.
  const [jobTexts, resumeTexts] = await Promise.all([
    Promise.all(jobsIndex.map((row) => parser.parse(path.join(dir, 'jobs', row.file)))),
    Promise.all(resumeIndex.map((row) => parser.parse(path.join(dir, 'resumes', row.file)))),
  ]).finally(() => parser.close());
  const jobs = jobsIndex.map((row, i) => ({ ...row, profile: extractJob(jobTexts[i] as string) }));
  const resumes = resumeIndex.map((row, i) => ({
    ...row,
    profile: extractCandidate(resumeTexts[i] as string, { today }),
  }));

  const started = performance.now();
  const scores = resumes.map((r) => jobs.map((j) => analyze(j.profile, r.profile).matchPercentage));
  const msPerPair = (performance.now() - started) / Math.max(1, jobs.length * resumes.length);

  const aucs: number[] = [];
  let inPairs = 0;
  let inHigh = 0;
  let outPairs = 0;
  let outHigh = 0;
  console.log('job | category | n fitting | AUC | mean in | mean out');
  jobs.forEach((job, k) => {
    const pos: number[] = [];
    const neg: number[] = [];
    resumes.forEach((r, i) =>
      (r.category === job.category ? pos : neg).push(scores[i]?.[k] as number),
    );
    inPairs += pos.length;
    inHigh += pos.filter((s) => s >= 60).length;
    outPairs += neg.length;
    outHigh += neg.filter((s) => s >= 60).length;
    const jobAuc = pos.length > 0 && neg.length > 0 ? auc(pos, neg) : undefined;
    if (jobAuc !== undefined) aucs.push(jobAuc);
    const shown = jobAuc === undefined ? '  -  ' : jobAuc.toFixed(3);
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
  const summary = {
    n,
    top1: r3(top1 / n),
    top3: r3(top3 / n),
    macroAuc: r3(mean(aucs)),
    inAt60: r3(inHigh / Math.max(1, inPairs)),
    outAt60: r3(outHigh / Math.max(1, outPairs)),
    msPerPair: Math.round(msPerPair * 100) / 100,
  };
  console.log(JSON.stringify(summary));
}

const dir = process.argv[2];
if (!dir) {
  console.error(
    'usage: npm run bench:accuracy -- DIR   (DIR/jobs/index.csv and DIR/resumes/index.csv)',
  );
  process.exit(2);
}
main(path.resolve(dir)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
