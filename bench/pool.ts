// The pool ranking of issue #16 end to end, through the gateway, every service a real process on
// a fresh database of the real PostgreSQL and the machine's Redis (as bench/e2e.ts). One Pro
// recruiter uploads a job and --real (500) resumes through the product (50 a request); the pool is
// then grown to --pool (10,000) candidates by copying those rows inside documents' database with
// new ids and hashes (SQL, not timed: uploading 10,000 files would measure parsing, which
// bench/parse.ts does). Then, with --workers (2) matching workers:
//   1. a cold ranking: the first GET /api/analysis/pool/:jobId queues every candidate; timed until a
//      read answers pending 0 and ranked = pool, asking every 250 ms as the web page does (every
//      second); with each process's RSS sampled every 100 ms and its peak (VmHWM);
//   2. a read of the fresh ranking (one page; every read also lists the pool to find the stale);
//   3. a re-ranking after a new reading of the job (PUT .../reading), timed the same way;
//   4. the engine alone on the same pairs in this process, for the ratio; Redis commands and
//      PostgreSQL bytes per ranked candidate.
// It prints figures and never asserts them; everything started is stopped and dropped at the end.
// Usage (build first: node scripts/build.mjs --no-web):
//   node scripts/run-ts.mjs bench/pool.ts [--pool 10000] [--real 500] [--workers 2]
import os from 'node:os';
import { Client } from 'pg';
import { performance } from 'node:perf_hooks';
import type { JobDescription, PoolPage, RequirementModelRecord } from '@shortlist/contracts';
import { engineOnlySeconds, ownerOf } from './lib/engine-only';
import { commandCpu, cpuSnapshot, cpuUse, openPg, redisCommandCount } from './lib/measure';
import { sampleMemory } from './lib/memory';
import { startBenchProduct, stopStartedProducts, type BenchProduct } from './lib/product';
import { form, recruiter, uploadResumes, type Recruiter } from './lib/recruiter';
import { resumeSource } from './lib/resumes';
import { idleCommandRate, REDIS_URL } from './lib/scenarios';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const poolSize = arg('pool', 10_000);
const real = arg('real', 500);
const workerCount = arg('workers', 2);
const POLL_MS = 250;

/** Copies the owner's uploaded candidates (new ids and hashes, same profiles) up to `wanted`. */
async function growPool(databaseUrl: string, ownerId: string, wanted: number): Promise<number> {
  const pg = new Client({ connectionString: databaseUrl });
  await pg.connect();
  try {
    const { rows: columns } = await pg.query<{ name: string }>(
      `select column_name as name from information_schema.columns
        where table_schema = 'documents' and table_name = 'candidates' order by ordinal_position`,
    );
    const copied = (name: string) =>
      name === 'id'
        ? 'gen_random_uuid()'
        : name === 'sha256'
          ? `sha256 || '-copy-' || $2`
          : name === 'created_at'
            ? 'now()'
            : `"${name}"`;
    const list = columns.map((c) => `"${c.name}"`).join(', ');
    const select = columns.map((c) => copied(c.name)).join(', ');
    for (let round = 1; ; round++) {
      const { rows } = await pg.query<{ n: number }>(
        'select count(*)::int as n from documents.candidates where owner_id = $1',
        [ownerId],
      );
      const have = rows[0]!.n;
      if (have >= wanted) return have;
      await pg.query(
        `insert into documents.candidates (${list})
         select ${select} from documents.candidates
          where owner_id = $1 and sha256 not like '%-copy-%' order by id limit $3`,
        [ownerId, String(round), wanted - have],
      );
    }
  } finally {
    await pg.end();
  }
}

/** Reads the pool until it is fresh for `version`; answers the seconds from the first read. */
async function rankUntilFresh(client: Recruiter, jobId: string, version: number) {
  const started = performance.now();
  let reads = 0;
  for (;;) {
    const page = await client.call<PoolPage>('GET', `/api/analysis/pool/${jobId}?pageSize=25`);
    reads++;
    if (page.pending === 0 && page.requirementsVersion === version && page.ranked === page.total) {
      return { seconds: (performance.now() - started) / 1000, reads, page };
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

async function measured<T extends { seconds: number }>(
  product: BenchProduct,
  run: () => Promise<T>,
) {
  const memory = sampleMemory(product.processes);
  const cpuBefore = cpuSnapshot(product.processes);
  const commandsBefore = await redisCommandCount(REDIS_URL);
  const result = await run();
  const commands = (await redisCommandCount(REDIS_URL)) - commandsBefore;
  return {
    ...result,
    commands,
    memory: memory.stop(),
    cpu: cpuUse(cpuBefore, cpuSnapshot(product.processes), result.seconds),
  };
}

async function main() {
  const cpus = os.cpus();
  console.log(
    `Machine: ${cpus.length} cores (${cpus[0]?.model.trim()}), load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; every service, PostgreSQL, Redis and this client share these cores ` +
      `(and whatever else runs on them: postgres CPU so far ${commandCpu('postgres').toFixed(0)} s)`,
  );
  const source = resumeSource();
  const product = await startBenchProduct();
  const pg = await openPg(product.databaseUrl);
  try {
    for (let i = 0; i < workerCount; i++) await product.addWorker();
    const client = recruiter(product.url);
    await client.signUpPro('bench-pool@example.com');
    const jobFile = await source.job();
    const job = await client.call<JobDescription>(
      'POST',
      '/api/job-descriptions',
      form('file', [jobFile]),
    );
    const upload = await uploadResumes(client, source, real);
    const owner = ownerOf(client.token());
    const total = await growPool(product.databaseUrl, owner, poolSize);
    console.log(
      `Setup: ${workerCount} matching worker(s) (WORKER_CONCURRENCY ${process.env.WORKER_CONCURRENCY ?? 'default'}), ` +
        `engine only; job "${job.title}"; ${upload.candidates.length} resumes uploaded (${source.description}), ` +
        `grown to ${total} candidates by copying rows`,
    );

    const idleRate = await idleCommandRate();
    const cold = await measured(product, () => rankUntilFresh(client, job.id, 1));
    const storage = await pg.bytesPerRow('matching.pool_scores');

    const readStarted = performance.now();
    const fresh = await client.call<PoolPage>('GET', `/api/analysis/pool/${job.id}?page=2`);
    const readMs = performance.now() - readStarted;

    const reading = job.reading as RequirementModelRecord;
    await client.call('PUT', `/api/job-descriptions/${job.id}/reading`, {
      ...reading,
      requirements: reading.requirements.filter((_, i) => i !== 0),
    });
    const edited = await measured(product, () => rankUntilFresh(client, job.id, 2));

    const ids: string[] = [];
    for (let page = 1; ids.length < total; page++) {
      const res = await client.call<PoolPage>(
        'GET',
        `/api/analysis/pool/${job.id}?page=${page}&pageSize=100`,
      );
      if (!res.entries.length) break;
      ids.push(...res.entries.map((e) => e.candidateId));
    }
    const engine = await engineOnlySeconds(product, owner, job.id, ids);

    const perCandidate = (r: typeof cold) =>
      Math.round(((r.commands - idleRate * r.seconds) / total) * 100) / 100;
    for (const [label, r] of [
      ['cold ranking', cold],
      ['re-ranking after a reading edit', edited],
    ] as const) {
      console.log(
        `\n${label}: ${total} candidates in ${r.seconds.toFixed(2)} s (${Math.round(total / r.seconds)} candidates/s, ` +
          `${r.reads} reads), ${(r.seconds / engine).toFixed(1)}x the engine alone; ` +
          `Redis ${perCandidate(r)} commands per candidate (idle rate ${Math.round(idleRate)}/s taken off)`,
      );
      console.table(r.memory);
      console.table(r.cpu);
    }
    console.log('\nSummary');
    console.table({
      [`pool of ${total}, cold, ${workerCount} worker(s)`]: {
        value: `${cold.seconds.toFixed(2)} s (${(cold.seconds / engine).toFixed(1)}x engine)`,
      },
      [`pool of ${total}, after a reading edit`]: {
        value: `${edited.seconds.toFixed(2)} s (${(edited.seconds / engine).toFixed(1)}x engine)`,
      },
      [`engine alone, same ${ids.length} pairs, one thread (score + message)`]: {
        value: `${engine.toFixed(2)} s`,
      },
      'max RSS of any product process (whole life)': {
        value: `${Math.max(...Object.values(cold.memory).map((m) => m['peak RSS, whole life (MB)']), ...Object.values(edited.memory).map((m) => m['peak RSS, whole life (MB)']))} MB`,
      },
      'read of a fresh ranking (one page, pool listed)': {
        value: `${Math.round(readMs)} ms (${fresh.entries.length} entries)`,
      },
      'Redis commands per ranked candidate (cold / edit)': {
        value: `${perCandidate(cold)} / ${perCandidate(edited)}`,
      },
      'matching.pool_scores per row (on disk / row value)': {
        value: `${Math.round(storage.perRow)} / ${Math.round(storage.rowValue)} bytes (${storage.rows} rows)`,
      },
    });
  } finally {
    await pg.close().catch(() => undefined);
    await product.stop();
  }
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    void stopStartedProducts().finally(() => process.exit(130));
  });
}

main().catch(async (err: unknown) => {
  if (interrupted) return;
  console.error(err);
  await stopStartedProducts();
  process.exit(1);
});
