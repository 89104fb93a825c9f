// Parse speed: the resume PDFs of the shared benchmark through the same parser pool the documents
// service uses (default thread count), then poppler's pdftotext on the same files at the same
// concurrency, and the ratio between the two. The two take turns for --rounds rounds (default 3) in
// one run, so a neighbour's load on shared cores hits both alike; the ratio reported is the median
// of the rounds' ratios, each round's figures printed too.
//   node scripts/run-ts.mjs bench/parse.ts [--threads N] [--limit N] [--rounds N]
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createParserPool } from '@shortlist/parsers';

const run = promisify(execFile);

interface Figures {
  label: string;
  documents: number;
  failures: number;
  wallMs: number;
  latenciesMs: number[];
}

function option(name: string): number | undefined {
  const at = process.argv.indexOf(`--${name}`);
  const value = at > 0 ? Number(process.argv[at + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
}

/** Runs `work` over the files with `concurrency` loops, so each call starts as soon as it is made. */
async function measure(
  label: string,
  files: string[],
  concurrency: number,
  work: (file: string) => Promise<void>,
) {
  const figures: Figures = {
    label,
    documents: files.length,
    failures: 0,
    wallMs: 0,
    latenciesMs: [],
  };
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let index = next++; index < files.length; index = next++) {
        const file = files[index] ?? '';
        const start = performance.now();
        try {
          await work(file);
        } catch {
          figures.failures++;
        }
        figures.latenciesMs.push(performance.now() - start);
      }
    }),
  );
  figures.wallMs = performance.now() - started;
  figures.latenciesMs.sort((a, b) => a - b);
  return figures;
}

function report(figures: Figures): number {
  const perSecond = figures.documents / (figures.wallMs / 1000);
  const p50 = percentile(figures.latenciesMs, 0.5);
  const p95 = percentile(figures.latenciesMs, 0.95);
  console.log(
    `${figures.label.padEnd(22)} ${perSecond.toFixed(1).padStart(6)} documents/s   p50 ${p50.toFixed(0).padStart(4)} ms   p95 ${p95
      .toFixed(0)
      .padStart(4)} ms   ${figures.failures} failed`,
  );
  return perSecond;
}

async function main() {
  const sharedDir = process.env.SHORTLIST_SHARED_DIR ?? path.resolve(process.cwd(), '../shared');
  const folder = path.join(sharedDir, 'benchmarks', 'categories', 'resumes');
  if (!fs.existsSync(folder)) {
    console.log(
      `[bench:parse] skipped: ${folder} not found (set SHORTLIST_SHARED_DIR to the shared folder)`,
    );
    return;
  }
  const all = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.pdf'))
    .sort()
    .map((name) => path.join(folder, name));
  const files = all.slice(0, option('limit') ?? all.length);

  // The pool runs the bundled worker; build it so the bench never measures stale code.
  const build = spawnSync(process.execPath, ['packages/parsers/build-worker.mjs'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('building the parser worker failed');

  const threadsOption = option('threads');
  const pool = createParserPool(threadsOption ? { maxThreads: threadsOption } : {});
  const threads = pool.threads;
  console.log(
    `[bench:parse] ${files.length} PDFs, ${threads} threads, ${os.availableParallelism()} cores, Node ${process.version}`,
  );
  const bytes = new Map(files.map((file) => [file, fs.readFileSync(file)]));
  // Warm-up: start the threads and load pdf.js in each, as a running service has.
  await Promise.all(
    files
      .slice(0, threads * 2)
      .map((file) => pool.parse(bytes.get(file) ?? Buffer.alloc(0), path.basename(file))),
  );

  const hasPoppler = !spawnSync('pdftotext', ['-v']).error;
  if (!hasPoppler) {
    console.log('[bench:parse] pdftotext not found (apt-get install poppler-utils): no comparison');
  }
  const ratios: number[] = [];
  const p50Ratios: number[] = [];
  const rounds = option('rounds') ?? 3;
  for (let round = 1; round <= rounds; round++) {
    console.log(`round ${round} of ${rounds}`);
    const ours = await measure('parser pool (pdf.js)', files, threads, async (file) => {
      await pool.parse(bytes.get(file) ?? Buffer.alloc(0), path.basename(file));
    });
    const oursPerSecond = report(ours);
    if (!hasPoppler) continue;
    const poppler = await measure('pdftotext (poppler)', files, threads, async (file) => {
      await run('pdftotext', ['-q', '-enc', 'UTF-8', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
    });
    ratios.push(oursPerSecond / report(poppler));
    p50Ratios.push(percentile(ours.latenciesMs, 0.5) / percentile(poppler.latenciesMs, 0.5));
  }
  await pool.close();
  if (!ratios.length) return;
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      0.5,
    );
  console.log(
    `ratio (median of ${ratios.length} rounds): the pool reads ${median(ratios).toFixed(2)}x pdftotext's documents/s; its p50 is ${median(p50Ratios).toFixed(2)}x pdftotext's (rounds: ${ratios.map((r) => r.toFixed(2)).join(', ')})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
