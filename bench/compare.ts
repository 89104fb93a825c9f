// Before and after in one run (issue #16): this checkout against another built checkout of the
// commit to compare (--baseline DIR: `git clone`, `npm ci`, `node scripts/build.mjs --no-web`
// there), both started whole as bench/e2e.ts starts one (every service its own process, one
// matching worker, a fresh database each on the same PostgreSQL, Redis under private prefixes).
// The machine is shared and its load swings by the minute, so the two are measured taking turns:
//   1. single analyses: --rounds (4) rounds, each --per-round (25) POST /api/analysis from
//      --clients (4) loops on each product in turn (which goes first alternates), each timed from
//      the POST to its analysis:completed event and to the 202; a new pair every time;
//   2. bytes per stored analysis: one batch of the remaining candidates on each (as e2e.ts,
//      pg_total_relation_size('matching.analyses') / count, measured after the batch).
// It prints both, and after / before as ratios. Figures only; it asserts nothing.
// Usage (build both first): node scripts/run-ts.mjs bench/compare.ts --baseline /path/to/checkout
//   [--rounds 4] [--per-round 25] [--clients 4] [--batch 300]
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { JobDescription } from '@shortlist/contracts';
import { connectLive, type Live } from './lib/live';
import { latencySummary, openPg } from './lib/measure';
import { startBenchProduct, stopStartedProducts, type BenchProduct } from './lib/product';
import { form, recruiter, uploadResumes, type Recruiter } from './lib/recruiter';
import { resumeSource } from './lib/resumes';
import { screening, singleAnalyses } from './lib/scenarios';
import type { Candidate } from '@shortlist/contracts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const baselineAt = process.argv[process.argv.indexOf('--baseline') + 1];
const rounds = arg('rounds', 4);
const perRound = arg('per-round', 25);
const clients = arg('clients', 4);
const batchSize = arg('batch', 300);

interface Side {
  name: string;
  product: BenchProduct;
  client: Recruiter;
  live: Live;
  jobId: string;
  candidates: Candidate[];
  toDone: number[];
  toAccepted: number[];
  failed: number;
}

async function prepare(name: string, root: string | undefined): Promise<Side> {
  const product = await startBenchProduct({}, root);
  await product.addWorker();
  const client = recruiter(product.url);
  await client.signUpPro(`bench-${name}@example.com`);
  const source = resumeSource();
  const job = await client.call<JobDescription>(
    'POST',
    '/api/job-descriptions',
    form('file', [await source.job()]),
  );
  const upload = await uploadResumes(client, source, rounds * perRound + batchSize);
  const live = await connectLive(product.url, client.token());
  return {
    name,
    product,
    client,
    live,
    jobId: job.id,
    candidates: upload.candidates,
    toDone: [],
    toAccepted: [],
    failed: 0,
  };
}

async function main() {
  if (!baselineAt || !existsSync(path.join(baselineAt, 'services/matching/dist/worker.js'))) {
    throw new Error(
      '--baseline DIR: a built checkout (services/matching/dist/worker.js) to compare',
    );
  }
  const sides: Side[] = [];
  try {
    // One after the other: both uploading at once would only slow each other's parsing.
    sides.push(await prepare('before', path.resolve(baselineAt)));
    sides.push(await prepare('after', undefined));
    console.log(
      `Baseline ${path.resolve(baselineAt)} against this checkout; ${rounds} rounds of ` +
        `${perRound} single analyses each from ${clients} clients, 1 worker each, engine only`,
    );
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 ? [...sides].reverse() : sides;
      for (const side of order) {
        const run = await singleAnalyses(side.client, side.live, {
          candidates: side.candidates.slice(round * perRound, (round + 1) * perRound),
          jobId: side.jobId,
          count: perRound,
          clients,
        });
        side.toDone.push(...run.toDone);
        side.toAccepted.push(...run.toAccepted);
        side.failed += run.failed;
      }
    }
    const bytes = [];
    for (const side of sides) {
      const ids = side.candidates.slice(rounds * perRound).map((c) => c.id);
      await screening(side.product, side.client, side.live, { ids, jobId: side.jobId });
      const pg = await openPg(side.product.databaseUrl);
      try {
        bytes.push(await pg.bytesPerAnalysis());
      } finally {
        await pg.close();
      }
    }
    const [before, after] = sides.map((s) => ({
      done: latencySummary(s.toDone),
      accepted: latencySummary(s.toAccepted),
      failed: s.failed,
    }));
    const ratio = (a: number, b: number) => +(a / b).toFixed(2);
    console.table({
      'POST -> completed p50 (ms)': row(before!.done.p50, after!.done.p50),
      'POST -> completed p95 (ms)': row(before!.done.p95, after!.done.p95),
      'POST -> completed max (ms)': row(before!.done.max, after!.done.max),
      'POST -> 202 p50 (ms)': row(before!.accepted.p50, after!.accepted.p50),
      'POST -> 202 p95 (ms)': row(before!.accepted.p95, after!.accepted.p95),
      'bytes per analysis on disk': row(bytes[0]!.perRow, bytes[1]!.perRow),
      'bytes per row value': row(bytes[0]!.rowValue, bytes[1]!.rowValue),
      'failed analyses': { before: before!.failed, after: after!.failed, 'after / before': NaN },
    });
    function row(b: number, a: number) {
      return { before: Math.round(b), after: Math.round(a), 'after / before': ratio(a, b) };
    }
    console.log(
      `Rows measured: ${bytes[0]!.rows} / ${bytes[1]!.rows} (the single analyses' pairs and ` +
        `the batch's, ${rounds * perRound + batchSize} each)`,
    );
  } finally {
    for (const side of sides) side.live.close();
    await stopStartedProducts();
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stopStartedProducts().finally(() => process.exit(130));
  });
}

main().catch(async (err: unknown) => {
  console.error(err);
  await stopStartedProducts();
  process.exit(1);
});
