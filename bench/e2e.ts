// The whole product end to end, through the gateway, with every service a real process (auth,
// documents, matching API, matching worker(s), billing, gateway) on a fresh database of the real
// PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) and the machine's
// Redis (REDIS_URL) under a private prefix. One Pro recruiter (billing's test checkout, as the
// system tests do) uploads a job and N resumes (POST /api/candidates/bulk, 50 a request) and then:
//   1. single analyses: --analyses (100) POST /api/analysis/:candidateId/:jobId from --clients (4)
//      concurrent loops, each timed from the POST to its analysis:completed event on a
//      websocket-only Socket.IO client connected through the gateway (p50 / p95 / max), 1 worker;
//   2. bulk screening: one --batch (1,000) candidate POST /api/analysis/batch for the job, timed
//      from the POST to the final batch:progress event, with 1 worker, then with 2 workers, then
//      with 4 workers, then with 1 worker again (the later batches re-score the same pairs on warm caches, replacing
//      their rows; the third shows how much of the 2-worker gain is warmth), with each process's
//      CPU, the worker's job-duration histogram, Redis commands and PostgreSQL connections;
//   3. the engine alone on the same pairs (score and message in this process, profiles read once
//      beforehand): each batch's wall time is given as a multiple of it, measured in the same run.
// It prints figures and never asserts them. Resumes are the real ones of ../shared (benchmarks and
// fixtures) when that folder exists, or generated ones (said loudly) when it does not.
// Everything it started is stopped, its database dropped and its Redis keys deleted at the end,
// on failure and on Ctrl-C.
// Usage (build first: node scripts/build.mjs --no-web):
//   node scripts/run-ts.mjs bench/e2e.ts [--analyses 100] [--clients 4] [--batch 1000] [--singles-only]
import os from 'node:os';
import type { JobDescription } from '@shortlist/contracts';
import { engineOnlySeconds, ownerOf } from './lib/engine-only';
import { connectLive, type Live } from './lib/live';
import {
  cpuSnapshot,
  cpuUse,
  histogramQuantile,
  latencySummary,
  openPg,
  type Histogram,
} from './lib/measure';
import { startBenchProduct, stopStartedProducts } from './lib/product';
import { form, recruiter, uploadResumes } from './lib/recruiter';
import { resumeSource } from './lib/resumes';
import {
  idleCommandRate,
  jobHistogram,
  llmTokens,
  REDIS_URL,
  screening,
  singleAnalyses,
} from './lib/scenarios';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const singles = arg('analyses', 100);
const clients = arg('clients', 4);
// --singles-only stops after the single analyses (to profile the latency path alone).
const singlesOnly = process.argv.includes('--singles-only');
const batchSize = singlesOnly ? singles : arg('batch', 1000);
// Each single analysis is a pair of its own: a re-run's events would carry the earlier run's id.
if (singles > batchSize) throw new Error('--analyses must not exceed --batch (one pair each)');

const ms = (seconds: number) => Math.round(seconds * 1000);
const tJob = (h: Histogram) =>
  `mean ${ms(h.sum / h.count)} ms, p50 ~${ms(histogramQuantile(h, 0.5))} ms, p95 ~${ms(histogramQuantile(h, 0.95))} ms (${h.count} jobs)`;

async function main() {
  const cpus = os.cpus();
  console.log(
    `Machine: ${cpus.length} cores (${cpus[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}, Node ${process.version}; the load ` +
      `generator, all services, PostgreSQL and Redis share these cores (and whatever else runs on them)`,
  );
  const source = resumeSource();
  const product = await startBenchProduct();
  const pg = await openPg(product.databaseUrl);
  let live: Live | undefined;
  try {
    await product.addWorker();
    const pgServer = await pg.version();
    // The services inherit this environment: with a key the workers add the LLM.
    const analyzer = process.env.OPENAI_API_KEY
      ? `engine + LLM ${process.env.MATCHING_MODEL ?? 'gpt-4o-mini'} at ${process.env.OPENAI_BASE_URL ?? 'OpenAI'}`
      : 'engine only: no OPENAI_API_KEY';
    console.log(
      `Setup: gateway, auth, documents, matching API, billing, 1 matching worker (WORKER_CONCURRENCY ` +
        `${process.env.WORKER_CONCURRENCY ?? 'default 4'}, ${analyzer}), built bundles, ` +
        `${pgServer}, Redis at ${REDIS_URL} (prefix ${product.redisPrefix}); everything through ${product.url}`,
    );
    console.log(`Resumes: ${source.description}`);

    const client = recruiter(product.url);
    await client.signUpPro('bench@example.com');
    const jobFile = await source.job();
    const job = await client.call<JobDescription>(
      'POST',
      '/api/job-descriptions',
      form('file', [jobFile]),
    );
    console.log(
      `Job: "${job.title}" (${jobFile.fileName}); the bench user is Pro (billing test checkout)`,
    );

    pg.sampleConnections();
    const upload = await uploadResumes(client, source, batchSize);
    const refused = [...upload.refused].map(([code, n]) => `${n} ${code}`).join(', ') || 'none';
    console.log(
      `Uploaded ${upload.candidates.length} resumes in ${upload.seconds.toFixed(1)} s ` +
        `(${(upload.candidates.length / upload.seconds).toFixed(1)} accepted/s, ${upload.files} files sent, refused: ${refused})`,
    );

    live = await connectLive(product.url, client.token());
    console.log(`Live events: Socket.IO through the gateway, transport ${live.transport()}`);

    const singleCpuBefore = cpuSnapshot(product.processes);
    const single = await singleAnalyses(client, live, {
      candidates: upload.candidates,
      jobId: job.id,
      count: singles,
      clients,
    });
    const singleJobs = await jobHistogram(product);
    const singleTokens = await llmTokens(product);
    const singleDone = latencySummary(single.toDone);
    console.log(
      `\n1. ${singles} single analyses, ${clients} concurrent clients, 1 worker: ${single.failed} failed, ` +
        `${(singles / single.seconds).toFixed(1)} analyses/s overall`,
    );
    console.table({
      'POST -> analysis:completed (ms)': singleDone,
      'POST -> 202 answer (ms)': latencySummary(single.toAccepted),
    });
    console.log(`   worker T_job: ${tJob(singleJobs)}`);
    const singleCpu = cpuUse(singleCpuBefore, cpuSnapshot(product.processes), single.seconds);
    console.log(`   CPU per single analysis, by process (ms; the cores busy in brackets):`);
    console.table(
      Object.fromEntries(
        Object.entries(singleCpu).map(([name, use]) => [
          name,
          {
            'CPU ms per analysis': +((use['CPU s'] * 1000) / singles).toFixed(1),
            cores: use.cores,
          },
        ]),
      ),
    );

    if (singlesOnly) return;

    const ids = upload.candidates.slice(0, batchSize).map((c) => c.id);
    const idleRate = await idleCommandRate();
    const one = await screening(product, client, live, { ids, jobId: job.id });
    // Measured before the later batches re-score the same pairs (their replaced rows leave dead
    // tuples until autovacuum), so the on-disk figure is that of freshly written rows.
    const storage = await pg.bytesPerAnalysis();
    await product.addWorker();
    const two = await screening(product, client, live, { ids, jobId: job.id });
    // Four workers on two cores: where adding processes stops paying (issue #16's scale-out row).
    await product.addWorker();
    await product.addWorker();
    const four = await screening(product, client, live, { ids, jobId: job.id });
    await product.removeWorker();
    await product.removeWorker();
    // The second batch ran on warm caches and replaced existing rows: one worker again, so the
    // two-worker figure is compared with a like-for-like one as well.
    await product.removeWorker();
    const again = await screening(product, client, live, { ids, jobId: job.id });

    const engine = await engineOnlySeconds(product, ownerOf(client.token()), job.id, ids);

    console.log(
      `\n2. One batch of ${batchSize} candidates against one job (POST -> final batch:progress)`,
    );
    const batchRow = (r: typeof one) => ({
      'wall (s)': +r.seconds.toFixed(1),
      'candidates/s': +(batchSize / r.seconds).toFixed(1),
      'POST answered (ms)': Math.round(r.acceptedMs),
      done: r.done,
      failed: r.failed,
      'T_job mean (ms)': ms(r.jobs.sum / r.jobs.count),
      'T_job p95 ~(ms)': ms(histogramQuantile(r.jobs, 0.95)),
      'x engine only': +(r.seconds / engine).toFixed(1),
    });
    console.table({
      '1 worker': batchRow(one),
      '2 workers': batchRow(two),
      '4 workers': batchRow(four),
      '1 worker again': batchRow(again),
    });
    for (const [label, r] of [
      ['1 worker', one],
      ['2 workers', two],
      ['4 workers', four],
      ['1 worker again', again],
    ] as const) {
      console.log(
        `   CPU during the batch with ${label} (${r.seconds.toFixed(1)} s of wall time):`,
      );
      console.table(r.cpu);
    }
    const workerCpuMs = (r: typeof one) =>
      Math.round(
        (Object.entries(r.cpu)
          .filter(([name]) => name.startsWith('worker-'))
          .reduce((sum, [, use]) => sum + use['CPU s'], 0) *
          1000) /
          batchSize,
      );
    console.log(
      `   Worker CPU per analysis: ${workerCpuMs(one)} / ${workerCpuMs(two)} / ${workerCpuMs(four)} / ${workerCpuMs(again)} ms ` +
        `(1 / 2 / 4 / 1 again workers; ` +
        `whole-process CPU, not only the engine)`,
    );
    const perAnalysis = (r: typeof one) =>
      Math.round((r.commands - idleRate * r.seconds) / batchSize);
    console.log(
      `   Redis: ${perAnalysis(one)} / ${perAnalysis(two)} / ${perAnalysis(four)} / ${perAnalysis(again)} commands per analysis ` +
        `(1 / 2 / 4 / 1 again workers; ` +
        `INFO commandstats delta minus the idle rate of ${Math.round(idleRate)}/s measured just before; the server is shared)`,
    );
    console.log(
      `   PostgreSQL: peak ${pg.peak()} connections to the bench database; matching.analyses ` +
        `after the first batch ${storage.rows} rows, ${Math.round(storage.perRow)} bytes per row on disk ` +
        `(pg_total_relation_size / count), ${Math.round(storage.rowValue)} bytes per row value (avg pg_column_size); ` +
        `per row: ${storage.parts}; widest columns (avg bytes): ${storage.columns}`,
    );

    const analyses = singles + 4 * batchSize;
    const tokens = singleTokens + one.tokens + two.tokens + four.tokens + again.tokens;
    const llm = tokens
      ? `${Math.round(tokens / analyses)} tokens per analysis (prompt + completion, ${analyses} analyses)`
      : 'off (no tokens counted)';
    console.log(`   LLM: ${llm}`);
    console.log(
      `\n3. The engine alone on the same ${batchSize} pairs (score + message, one thread): ` +
        `${ms(engine)} ms; the batch with 1 worker took ${(one.seconds / engine).toFixed(1)}x that, ` +
        `2 workers ${(two.seconds / engine).toFixed(1)}x, 4 workers ${(four.seconds / engine).toFixed(1)}x, 1 worker again ${(again.seconds / engine).toFixed(1)}x`,
    );
    console.log('\nSummary');
    console.table({
      'single analysis, POST -> completed event': {
        value: `p50 ${singleDone.p50} ms, p95 ${singleDone.p95} ms, max ${singleDone.max} ms`,
      },
      [`batch of ${batchSize}, 1 worker`]: {
        value: `${one.seconds.toFixed(1)} s, ${(batchSize / one.seconds).toFixed(1)} candidates/s`,
      },
      [`batch of ${batchSize}, 2 workers`]: {
        value: `${two.seconds.toFixed(1)} s, ${(batchSize / two.seconds).toFixed(1)} candidates/s`,
      },
      [`batch of ${batchSize}, 4 workers`]: {
        value: `${four.seconds.toFixed(1)} s, ${(batchSize / four.seconds).toFixed(1)} candidates/s`,
      },
      [`batch of ${batchSize}, 1 worker again (warm)`]: {
        value: `${again.seconds.toFixed(1)} s, ${(batchSize / again.seconds).toFixed(1)} candidates/s`,
      },
      [`engine only, same ${batchSize} pairs`]: {
        value: `${ms(engine)} ms; batch / engine: ${(one.seconds / engine).toFixed(1)}x (1 worker), ${(two.seconds / engine).toFixed(1)}x (2), ${(four.seconds / engine).toFixed(1)}x (4), ${(again.seconds / engine).toFixed(1)}x (1 again)`,
      },
      'T_job (worker histogram), batch with 1 worker': { value: tJob(one.jobs) },
      'T_job (worker histogram), batch with 2 workers': { value: tJob(two.jobs) },
      'T_job (worker histogram), batch with 1 worker again': { value: tJob(again.jobs) },
      'resume upload, bulk 50 a request': {
        value: `${(upload.candidates.length / upload.seconds).toFixed(1)} resumes/s`,
      },
      'worker CPU per analysis (batch: 1 / 2 / 4 / 1 again workers)': {
        value: `${workerCpuMs(one)} / ${workerCpuMs(two)} / ${workerCpuMs(four)} / ${workerCpuMs(again)} ms`,
      },
      'Redis commands per analysis (batch: 1 / 2 / 4 / 1 again)': {
        value: `${perAnalysis(one)} / ${perAnalysis(two)} / ${perAnalysis(four)} / ${perAnalysis(again)}`,
      },
      'stored analysis (matching.analyses, on disk / row value)': {
        value: `${Math.round(storage.perRow)} / ${Math.round(storage.rowValue)} bytes`,
      },
      'peak PostgreSQL connections': { value: String(pg.peak()) },
      LLM: { value: llm },
    });
  } finally {
    live?.close();
    await pg.close().catch(() => undefined);
    await product.stop();
  }
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping the processes and dropping the database...`);
    void stopStartedProducts().finally(() => process.exit(130));
  });
}

main().catch(async (err: unknown) => {
  // After a Ctrl-C the requests in flight fail as the services stop: not worth printing.
  if (interrupted) return;
  console.error(err);
  await stopStartedProducts();
  process.exit(1);
});
