// The pool ranking end to end (issues #16 and #31), through the gateway, every service a real
// process on a fresh database of the real PostgreSQL and the machine's Redis (as bench/e2e.ts). One
// Pro recruiter uploads a job and --real (500) resumes through the product (50 a request), so each
// is extracted and indexed as any upload is; the pool is then grown by copying those rows inside
// documents' database with new ids and hashes, each copy's profile varied as the engine reads it
// (each skill and each past role dropped with p 0.15: bench/lib/varied-profile.ts) and indexed by
// the engine from that varied profile, so copies of one resume score differently and the index
// agrees with what is scored (past --variants (100,000), exact copies of those in SQL); the rows go
// in set-based SQL batches (uploading a million files would measure parsing, which bench/parse.ts
// does). In one run, back to back:
//   before: the pool at the exhaustive size (POOL_EXHAUSTIVE_MAX, 2,000) ranked the old way (every
//     candidate queued to --workers (2) matching workers), timed until a read answers pending 0;
//     its rate says what the exhaustive path would take at --pool;
//   at --variants, when --pool is larger (1 M): the pool grown to its --variants (100,000)
//     distinct profiles, documents on the memory first stage, the first page for copies of the
//     jobs below (never ranked): recall@50 where every profile is distinct, as the issue measures
//     it (recallAt50AtVariants), against the same exhaustive ranking over those profiles;
//   after: the pool grown to --pool (100,000); for --jobs (20) jobs never ranked (the uploaded ad
//     and benchmark ads of ../shared/benchmarks, inserted as job rows with their extracted profile),
//     the first page of 50 from the request (cold: retrieval, the engine on the likeliest, stored),
//     then a read of that fresh ranking. Twice: first with documents' SQL first stage
//     (POOL_MEMORY_INDEX=off; up to 100,000 or with --sql-phase, to keep 1 M under 25 minutes),
//     then documents restarted with the memory first stage (child), its
//     load timed, and copies of the same jobs (never ranked) paged the same way. Then, while the
//     distinct profiles are at most --exhaustive (100,000), the exhaustive engine ranking (every
//     distinct stored profile scored for every job, timed; an exact copy past --variants takes its
//     variant's score, checked on 200 copies scored from their own stored profile), recall@50 of
//     each phase's first pages against it (ties at the 50th score count as equals), and a sweep
//     of the memory first stage's depth against the same ranking.
//     Peak RSS per process, the memory child's and documents' in each phase included.
// It prints figures and never asserts them; its last line is one JSON object of them. Everything
// started is stopped and dropped at the end.
// Usage (build first: node scripts/build.mjs --no-web):
//   node scripts/run-ts.mjs bench/pool.ts [--pool 100000] [--real 500] [--jobs 20] [--workers 2] [--sql-phase]
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import {
  internalJobResponse,
  poolRetrieveResponse,
  type JobDescription,
  type PoolPage,
} from '@shortlist/contracts';
import {
  extractJob,
  INDEX_VERSION,
  indexTermsOf,
  postingsOf,
  scoreMatch,
  type CandidateProfile,
  type IndexTerms,
  type JobProfile,
} from '@shortlist/matcher';
import { openParser, readAll, readIndex } from './lib/benchmark-files';
import { ownerOf } from './lib/engine-only';
import { openPg, percentile } from './lib/measure';
import { residentMb, sampleMemory } from './lib/memory';
import { seeded } from './lib/recall';
import { startBenchProduct, stopStartedProducts, type BenchProduct } from './lib/product';
import { form, recruiter, uploadResumes, type Recruiter } from './lib/recruiter';
import { resumeSource, sharedDir } from './lib/resumes';
import { applyVariation, drawVariation } from './lib/varied-profile';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const poolSize = arg('pool', 100_000);
const real = arg('real', 500);
const jobCount = arg('jobs', 20);
const workerCount = arg('workers', 2);
/** Copies past this many are exact copies of the varied ones (the engine indexes each variant). */
const variantCount = arg('variants', 100_000);
/** The exhaustive ranking is scored only on pools up to this size (20 jobs × 1 M is an hour). */
const exhaustiveMax = arg('exhaustive', 100_000);
/**
 * The SQL first stage's set of cold pages, beside the memory one: by default only up to 100,000
 * (at 1 M it costs ~3 minutes, and the whole run must stay under the issue's 25), or --sql-phase.
 */
const sqlPhaseRuns = process.argv.includes('--sql-phase') || poolSize <= 100_000;
/** matching's POOL_EXHAUSTIVE_MAX default: the largest pool the old path still ranks. */
const EXHAUSTIVE = 2000;
const POLL_MS = 250;

const seconds = (since: number) => (performance.now() - since) / 1000;

/**
 * Grows the owner's pool to `wanted` candidates from the uploaded ones: up to `variants` copies
 * each a varied profile (bench/lib/varied-profile.ts) indexed by the engine here, then, past that,
 * exact copies of those rows (profile, terms and postings alike) in SQL. Answers the candidates
 * now held.
 */
async function growPool(
  pg: Client,
  ownerId: string,
  wanted: number,
  variants: number,
): Promise<number> {
  const { rows: columns } = await pg.query<{ name: string }>(
    `select column_name as name from information_schema.columns
      where table_schema = 'documents' and table_name = 'candidates' order by ordinal_position`,
  );
  const columnList = columns.map((c) => `"${c.name}"`).join(', ');
  // A bulk load: the secondary indexes of the three tables (the postings' btrees, the
  // candidates' lists and file index) are dropped while the copies go in and built again after
  // (sorting once instead of ~45 random btree inserts per copy), as a restore or a migration of a
  // large account would. Indexes behind constraints (primary keys) stay. The product's own writes
  // are one candidate at a time.
  const { rows: dropped } = await pg.query<{ def: string; name: string }>(
    `select pg_get_indexdef(i.indexrelid) as def, c.relname as name
       from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid in ('documents.candidates'::regclass, 'documents.candidate_index'::regclass,
                           'documents.candidate_postings'::regclass)
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
  );
  for (const { name } of dropped) await pg.query(`drop index documents."${name}"`);
  // Copies of rows already checked: the foreign keys' per-row triggers are skipped (replica
  // mode), as a bulk load would; tens of millions of postings otherwise check one by one.
  await pg.query(`set session_replication_role = replica`);
  try {
    await varyRows(
      pg,
      ownerId,
      Math.min(wanted, variants),
      columns.map((c) => c.name),
    );
    return await copyRows(pg, ownerId, wanted, columnList);
  } finally {
    await pg.query(`set session_replication_role = default`);
    await pg.query(`set maintenance_work_mem = '512MB'`);
    for (const { def } of dropped) await pg.query(def);
  }
}

const held = async (pg: Client, ownerId: string) =>
  (
    await pg.query<{ n: number }>(
      `select count(*)::int as n from documents.candidates where owner_id = $1`,
      [ownerId],
    )
  ).rows[0]!.n;

/**
 * Varied copies of the uploads up to `wanted`, 2,000 a statement: copy k is a variation of upload
 * k mod (uploads) drawn from seed k (the same pool every run); its profile edited in SQL as
 * applyVariation edits it here (skills, the skills column and roles), its terms and postings made
 * here from that profile by the engine (indexTermsOf, postingsOf), as an upload is indexed.
 */
async function varyRows(pg: Client, ownerId: string, wanted: number, columns: string[]) {
  const { rows: sources } = await pg.query<{ id: string; profile: CandidateProfile }>(
    `select id::text, profile from documents.candidates
      where owner_id = $1 and sha256 not like '%-copy-%' order by id`,
    [ownerId],
  );
  const edited: Record<string, string> = {
    id: 'v.nid',
    sha256: `c.sha256 || '-copy-' || v.nid`,
    created_at: 'now()',
    skills: `array(select s from unnest(c.skills) with ordinality u(s, o)
                    where not s = any(v.ds) order by o)`,
    profile: `c.profile || jsonb_build_object(
      'skills', coalesce((select jsonb_agg(e order by o)
                            from jsonb_array_elements(c.profile->'skills') with ordinality x(e, o)
                           where not (e->>'skill') = any(v.ds)), '[]'::jsonb),
      'roles', coalesce((select jsonb_agg(e order by o)
                           from jsonb_array_elements(c.profile->'roles') with ordinality x(e, o)
                          where not (o::int - 1) = any(v.dr)), '[]'::jsonb))`,
  };
  const select = columns.map((name) => edited[name] ?? `c."${name}"`).join(', ');
  let have = await held(pg, ownerId);
  while (have < wanted) {
    const rows: { nid: string; sid: string; ds: string[]; dr: number[]; terms: IndexTerms }[] = [];
    const post = { term: [] as number[], weight: [] as number[], id: [] as string[] };
    for (let k = have; k < Math.min(wanted, have + 2000); k++) {
      const source = sources[k % sources.length]!;
      const variation = drawVariation(source.profile, seeded(k + 1));
      const terms = indexTermsOf(applyVariation(source.profile, variation));
      const nid = randomUUID();
      rows.push({
        nid,
        sid: source.id,
        ds: variation.droppedSkills,
        dr: variation.droppedRoles,
        terms,
      });
      for (const p of postingsOf(terms)) {
        post.term.push(p.term);
        post.weight.push(p.weight);
        post.id.push(nid);
      }
    }
    const { rows: done } = await pg.query<{ n: number }>(
      `with v as materialized (
         select * from jsonb_to_recordset($2::jsonb)
           as v(nid uuid, sid uuid, ds text[], dr int[], terms jsonb)
       ), cand as (
         insert into documents.candidates (${columns.map((c) => `"${c}"`).join(', ')})
         select ${select} from v join documents.candidates c on c.id = v.sid
         returning 1
       ), idx as (
         insert into documents.candidate_index (candidate_id, owner_id, version, terms)
         select v.nid, $1, $3, v.terms from v
       ), post as (
         insert into documents.candidate_postings (owner_id, term, weight, candidate_id)
         select $1, p.term, p.weight, p.id
           from unnest($4::int[], $5::real[], $6::uuid[]) as p(term, weight, id)
       )
       select count(*)::int as n from cand`,
      [ownerId, JSON.stringify(rows), INDEX_VERSION, post.term, post.weight, post.id],
    );
    have += done[0]!.n;
  }
}

/**
 * Exact copies of the owner's candidates as they stand (profile, terms and postings), up to
 * `wanted`, in batches of 50,000, one statement each, so nothing passes through this process.
 */
async function copyRows(pg: Client, ownerId: string, wanted: number, list: string) {
  let have = await held(pg, ownerId);
  if (have >= wanted) return have;
  // The sources in temporary tables, read once: each batch then joins them, not the growing
  // tables (whose indexes are dropped while they grow).
  await pg.query(`drop table if exists src_c, src_i, src_p`);
  await pg.query(
    `create temp table src_c as select * from documents.candidates where owner_id = $1`,
    [ownerId],
  );
  await pg.query(`create temp table src_i as
    select i.* from documents.candidate_index i join src_c c on c.id = i.candidate_id`);
  await pg.query(`create temp table src_p as
    select p.* from documents.candidate_postings p join src_c c on c.id = p.candidate_id`);
  await pg.query(`analyze src_c; analyze src_i; analyze src_p`);
  const select = (
    await pg.query<{ name: string }>(
      `select column_name as name from information_schema.columns
      where table_schema = 'documents' and table_name = 'candidates' order by ordinal_position`,
    )
  ).rows
    .map(({ name }) =>
      name === 'id'
        ? 's.nid'
        : name === 'sha256'
          ? `c.sha256 || '-copy-' || s.nid`
          : name === 'created_at'
            ? 'now()'
            : `c."${name}"`,
    )
    .join(', ');
  const sources = have;
  // Which variant each exact copy is of, in the bench's own table (dropped with its database):
  // the exhaustive ranking scores each distinct profile once and gives its copies its score.
  await pg.query(`create unlogged table if not exists public.bench_copy_of (id uuid, source uuid)`);
  try {
    while (have < wanted) {
      const batch = Math.min(50_000, wanted - have);
      const { rows } = await pg.query<{ n: number }>(
        `with s as materialized (
           select c.id, gen_random_uuid() as nid
             from src_c c, generate_series(1, ceil($2::real / $3)::int) g
            where c.owner_id = $1
            limit $2
         ), cand as (
           insert into documents.candidates (${list})
           select ${select} from s join src_c c on c.id = s.id
           returning 1
         ), copied as (
           insert into public.bench_copy_of (id, source) select s.nid, s.id from s
         ), idx as (
           insert into documents.candidate_index (candidate_id, owner_id, version, terms)
           select s.nid, i.owner_id, i.version, i.terms from s join src_i i on i.candidate_id = s.id
         ), post as (
           insert into documents.candidate_postings (owner_id, term, weight, candidate_id)
           select p.owner_id, p.term, p.weight, s.nid
             from s join src_p p on p.candidate_id = s.id
         )
         select count(*)::int as n from cand`,
        [ownerId, batch, sources],
      );
      have += rows[0]!.n;
    }
    return have;
  } finally {
    await pg.query(`drop table if exists src_c, src_i, src_p`);
  }
}

/**
 * Whether copies' stored postings are what the engine reads from their stored profiles: for 200
 * copies drawn at random, the postings of indexTermsOf(stored profile) against the stored ones.
 * Answers how many of them agree.
 */
async function indexAgreement(pg: Client, ownerId: string) {
  const { rows } = await pg.query<{ profile: CandidateProfile; postings: [number, number][] }>(
    `select c.profile,
            (select json_agg(json_build_array(p.term, p.weight) order by p.term)
               from documents.candidate_postings p where p.candidate_id = c.id) as postings
       from documents.candidates c
      where c.owner_id = $1 and c.sha256 like '%-copy-%'
      order by random() limit 200`,
    [ownerId],
  );
  const agree = rows.filter(({ profile, postings }) => {
    const mine = postingsOf(indexTermsOf(profile)).sort((a, b) => a.term - b.term);
    return (
      mine.length === postings.length &&
      mine.every(
        (p, i) => p.term === postings[i]![0] && Math.abs(p.weight - postings[i]![1]) < 1e-6,
      )
    );
  }).length;
  return { agree, of: rows.length };
}

/** Reads the pool until it is fresh for `version`; answers the seconds from the first read. */
async function rankUntilFresh(client: Recruiter, jobId: string, version: number) {
  const started = performance.now();
  for (;;) {
    const page = await client.call<PoolPage>('GET', `/api/analysis/pool/${jobId}?pageSize=25`);
    if (page.pending === 0 && page.requirementsVersion === version && page.ranked === page.total) {
      return { seconds: seconds(started), page };
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/** Benchmark ads (roles, categories) as text, read through the product's parser. */
async function benchmarkAds(count: number): Promise<string[]> {
  const root = path.join(sharedDir(), 'benchmarks');
  const parser = openParser();
  try {
    const ads: string[] = [];
    for (const name of ['roles', 'categories']) {
      const dir = path.join(root, name, 'jobs');
      if (!existsSync(path.join(dir, 'index.csv'))) continue;
      ads.push(
        ...(await readAll(parser, dir, await readIndex(path.join(dir, 'index.csv')))).map(
          (x) => x.text,
        ),
      );
    }
    // Spread over both sets.
    return Array.from(
      { length: Math.min(count, ads.length) },
      (_, i) => ads[Math.floor((i * ads.length) / Math.min(count, ads.length))]!,
    );
  } finally {
    await parser.close();
  }
}

/** Job rows for these ads, copies of the uploaded job's row with the ad's own profile. */
async function insertJobs(pg: Client, jobId: string, ads: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, text] of ads.entries()) {
    const profile = extractJob(text);
    const { rows } = await pg.query<{ id: string }>(
      `insert into documents.job_descriptions
         (owner_id, file_id, file_name, file_size, file_type, sha256, title, title_source, company,
          location, requirements, required_skills, nice_to_have_skills, min_years, seniority, profile)
       select owner_id, file_id, file_name, file_size, file_type, sha256 || '-ad-' || $2, $3,
              title_source, company, location, requirements, $4, $5, null, null, $6
         from documents.job_descriptions where id = $1
       returning id`,
      [
        jobId,
        String(i),
        profile.title || `Ad ${i}`,
        profile.requiredSkills.map((m) => m.skill),
        profile.niceToHaveSkills.map((m) => m.skill),
        JSON.stringify(profile),
      ],
    );
    ids.push(rows[0]!.id);
  }
  return ids;
}

/**
 * The exhaustive engine ranking: every distinct profile of the owner read back as stored and
 * scored by the engine against every job, 2,000 profiles at a time (each scored for all jobs while
 * held, so the engine's per-profile caches serve the jobs and are then let go). An exact copy
 * (bench_copy_of: same profile, terms and postings) has its variant's score: the engine is a pure
 * function of the job and the profile, checked on 200 copies drawn at random, each scored from its
 * own stored profile. Answers per job a candidate's score, the 50th best score of the whole pool
 * (copies counted), and how many candidates are at or above it.
 */
async function scoreExhaustively(pg: Client, ownerId: string, jobs: JobProfile[]) {
  // A pool within --variants has no copies, and no table of them until now.
  await pg.query(`create unlogged table if not exists public.bench_copy_of (id uuid, source uuid)`);
  const scores = jobs.map(() => new Map<string, number>());
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await pg.query<{ id: string; profile: CandidateProfile }>(
      `select c.id::text, c.profile from documents.candidates c
        where c.owner_id = $1 and c.id > $2
          and not exists (select 1 from public.bench_copy_of b where b.id = c.id)
        order by c.id limit 2000`,
      [ownerId, after],
    );
    if (!rows.length) break;
    for (const { id, profile } of rows) {
      jobs.forEach((job, j) => scores[j]!.set(id, scoreMatch(job, profile).matchPercentage));
    }
    after = rows.at(-1)!.id;
  }
  const copies = await copiesOf(pg);
  const sourceOf = (id: string) => copies.get(id) ?? id;
  const times = new Map<string, number>();
  for (const source of copies.values()) times.set(source, (times.get(source) ?? 0) + 1);
  const { rows: drawn } = await pg.query<{ id: string; profile: CandidateProfile }>(
    `select c.id::text, c.profile from public.bench_copy_of b
       join documents.candidates c on c.id = b.id order by random() limit 200`,
  );
  const copiesAgree = drawn.filter(({ id, profile }) =>
    jobs.every(
      (job, j) => scoreMatch(job, profile).matchPercentage === scores[j]!.get(sourceOf(id)),
    ),
  ).length;
  const truths = scores.map((byId) => {
    // The whole pool's scores, best first, each distinct profile as many times as it is held.
    const ranked = [...byId].sort((a, b) => b[1] - a[1]);
    let held = 0;
    let fiftieth = 0;
    for (const [id, score] of ranked) {
      held += 1 + (times.get(id) ?? 0);
      if (held >= 50) {
        fiftieth = score;
        break;
      }
    }
    let atOrAbove = 0;
    for (const [id, score] of ranked) if (score >= fiftieth) atOrAbove += 1 + (times.get(id) ?? 0);
    // The same ranking over the distinct profiles alone: the pool as it stood at --variants.
    const fiftiethOfVariants = ranked[Math.min(49, ranked.length - 1)]?.[1] ?? 0;
    return {
      scoreOf: (id: string) => byId.get(sourceOf(id)),
      fiftieth,
      atOrAbove,
      fiftiethOfVariants,
    };
  });
  return { truths, copiesAgree: { agree: copiesAgree, of: drawn.length } };
}

/** Each exact copy's variant, read in pages (a million rows at 1 M). */
async function copiesOf(pg: Client): Promise<Map<string, string>> {
  const copies = new Map<string, string>();
  const exists = await pg.query(`select to_regclass('public.bench_copy_of') as t`);
  if (!exists.rows[0]?.t) return copies;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await pg.query<{ id: string; source: string }>(
      `select id::text, source::text from public.bench_copy_of where id > $1 order by id limit 100000`,
      [after],
    );
    if (!rows.length) return copies;
    for (const { id, source } of rows) copies.set(id, source);
    after = rows.at(-1)!.id;
  }
}

const recallAt50 = (page: PoolPage, fiftieth: number): number =>
  page.entries.slice(0, 50).filter((e) => e.matchPercentage >= fiftieth).length / 50;

/**
 * The first stage's depths the sweep tries (matching's: 2,000), with the memory first stage,
 * which sums whole posting lists (postings per term are then not read: the SQL sweep at 5,000,
 * 20,000 and whole lists is in docs/pool-retrieval.md, fourth session). Past 100,000 the served
 * depth and its neighbours only: each call reads and bounds that many candidates' terms, and the
 * whole run must stay under 25 minutes at 1 M.
 */
const SWEEP: { depth: number; perTerm: number }[] = (
  poolSize > 100_000 ? [1000, 2000, 3000] : [500, 1000, 2000, 3000, 5000]
).map((depth) => ({ depth, perTerm: 5000 }));

/**
 * What a first-stage depth keeps, for one job: documents' retrieval at that depth, then the
 * serving path's rule replayed (each candidate at its exhaustive engine score, in bound order, until the
 * next bound falls below the 50th best score found); recall@50 as recallAt50 counts it, the
 * candidates the engine would score, and documents' own time for the call.
 */
async function sweepDepth(
  product: BenchProduct,
  ownerId: string,
  jobId: string,
  scoreOf: (id: string) => number | undefined,
  fiftieth: number,
  depth: { depth: number; perTerm: number },
) {
  const res = await fetch(`${product.documentsUrl}/internal/jobs/${jobId}/pool/retrieve`, {
    method: 'POST',
    headers: { 'x-internal-token': product.internalToken, 'content-type': 'application/json' },
    body: JSON.stringify({ ownerId, ...depth }),
  });
  if (!res.ok) throw new Error(`documents retrieve: ${res.status}`);
  const answer = poolRetrieveResponse.parse(await res.json());
  const best: number[] = [];
  for (let i = 0; i < answer.candidates.length; i += 100) {
    if (best.length >= 50 && answer.candidates[i]!.bound < best[49]!) break;
    for (const c of answer.candidates.slice(i, i + 100)) {
      best.push(scoreOf(c.id) ?? 0);
    }
    best.sort((a, b) => b - a);
  }
  return {
    recall: best.slice(0, 50).filter((score) => score >= fiftieth).length / 50,
    scored: best.length,
    documentsMs: Object.values(answer.timings ?? {}).reduce((a, b) => a + b, 0),
  };
}

/**
 * The pool at --variants, every profile distinct: grown, vacuumed, documents restarted with the
 * memory first stage and loaded, a first page for a copy of each job (never ranked), then
 * documents back on the SQL first stage for the SQL phase at --pool. Its peak RSS is read before
 * the restart.
 */
async function phaseAtVariants(
  product: BenchProduct,
  client: Recruiter,
  raw: Client,
  owner: string,
  jobIds: string[],
) {
  await growPool(raw, owner, variantCount, variantCount);
  await raw.query(
    'vacuum analyze documents.candidates, documents.candidate_index, documents.candidate_postings',
  );
  await product.restartService('documents', { POOL_MEMORY_INDEX: 'child' });
  const loaded = await waitForMemory(product);
  const phase = await coldPages(client, await copyJobs(raw, jobIds, '-at-variants'));
  const documentsPeakMb = Math.round(residentMb(product.processes.get('documents')!.pid).peak);
  await product.restartService('documents', { POOL_MEMORY_INDEX: 'off' });
  return { phase, loaded, documentsPeakMb };
}

/** Per job: the first page of 50 from the request (cold), then a read of it again (fresh). */
async function coldPages(client: Recruiter, jobIds: string[]) {
  const cold: number[] = [];
  const fresh: number[] = [];
  const coldStages: Record<string, number>[] = [];
  const firstPages: PoolPage[] = [];
  for (const id of jobIds) {
    const started = performance.now();
    const page = await client.call<PoolPage>('GET', `/api/analysis/pool/${id}?pageSize=50`);
    cold.push(performance.now() - started);
    coldStages.push(client.lastTiming());
    const again = performance.now();
    await client.call<PoolPage>('GET', `/api/analysis/pool/${id}?pageSize=50`);
    fresh.push(performance.now() - again);
    firstPages.push(page);
  }
  return { cold, fresh, coldStages, firstPages };
}

/** Polls documents until its memory first stage is loaded; answers its status. */
async function waitForMemory(product: BenchProduct) {
  for (;;) {
    const res = await fetch(`${product.documentsUrl}/internal/pool-memory`, {
      headers: { 'x-internal-token': product.internalToken },
    });
    const status = (await res.json()) as {
      state: string;
      pid: number;
      loadMs?: number;
      candidates?: number;
      postings?: number;
      rssMb?: number;
    };
    if (status.state === 'loaded') return status;
    if (status.state !== 'loading') throw new Error(`pool memory: ${JSON.stringify(status)}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** Copies of job rows (same profile, new ids): jobs never ranked, for a second set of cold pages. */
async function copyJobs(pg: Client, ids: string[], suffix: string): Promise<string[]> {
  const { rows: columns } = await pg.query<{ name: string }>(
    `select column_name as name from information_schema.columns
      where table_schema = 'documents' and table_name = 'job_descriptions'
        and column_name not in ('id', 'created_at') order by ordinal_position`,
  );
  const list = columns.map((c) => `"${c.name}"`).join(', ');
  const select = columns
    .map((c) => (c.name === 'sha256' ? `sha256 || '${suffix}'` : `"${c.name}"`))
    .join(', ');
  const copies: string[] = [];
  for (const id of ids) {
    const { rows } = await pg.query<{ id: string }>(
      `insert into documents.job_descriptions (${list})
       select ${select} from documents.job_descriptions where id = $1 returning id`,
      [id],
    );
    copies.push(rows[0]!.id);
  }
  return copies;
}

/** p50 and max of each stage of the cold pages (matching's Server-Timing; documents-* inside). */
function stageFigures(coldStages: Record<string, number>[]) {
  const names = [...new Set(coldStages.flatMap((t) => Object.keys(t)))];
  return Object.fromEntries(
    names.map((name) => {
      const xs = coldStages.map((t) => t[name] ?? 0).sort((a, b) => a - b);
      return [name, { p50: Math.round(percentile(xs, 0.5)), max: Math.round(xs.at(-1)!) }];
    }),
  );
}

const mean = (xs: number[]) =>
  xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 1000) / 1000 : null;
const worst = (xs: number[]) => (xs.length ? Math.round(Math.min(...xs) * 1000) / 1000 : null);

async function main() {
  const wholeStarted = performance.now();
  const stages: Record<string, number> = {};
  const stage = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await run();
    } finally {
      stages[name] = Math.round(seconds(started) * 10) / 10;
    }
  };
  const cpus = os.cpus();
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(`Machine: ${cpus.length} cores (${cpus[0]?.model.trim()}), load average ${load()}`);
  const source = resumeSource();
  // A cold page is timed whole, however long the shared machine makes it, not cut at 5 s.
  // The SQL first stage answers the first set of cold pages (memory off); documents is then
  // restarted with the memory first stage, which loads, and a second set of the same jobs is run.
  const product = await startBenchProduct({
    INTERNAL_TIMEOUT_MS: '60000',
    POOL_MEMORY_INDEX: 'off',
  });
  const pg = await openPg(product.databaseUrl);
  const raw = new Client({ connectionString: product.databaseUrl });
  await raw.connect();
  const memory = sampleMemory(product.processes, 250);
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
    const upload = await stage('upload and index the real resumes', () =>
      uploadResumes(client, source, real),
    );
    const owner = ownerOf(client.token());
    const indexRate = upload.candidates.length / stages['upload and index the real resumes']!;

    // Before: the exhaustive path at its largest pool, every candidate by the workers.
    const beforeSize = await stage('grow to the exhaustive size', () =>
      growPool(raw, owner, EXHAUSTIVE, variantCount),
    );
    const before = await stage('before: exhaustive cold ranking', () =>
      rankUntilFresh(client, job.id, 1),
    );
    const beforeRead = performance.now();
    await client.call<PoolPage>('GET', `/api/analysis/pool/${job.id}?pageSize=50`);
    const beforeReadMs = performance.now() - beforeRead;

    const ads = await benchmarkAds(jobCount - 1);
    const jobIds = [job.id, ...(await insertJobs(raw, job.id, ads))];
    const jobProfiles: JobProfile[] = [];
    for (const id of jobIds) jobProfiles.push((await internalJob(product, owner, id)).profile);
    // Past --variants the pool grows by exact copies: recall@50 is taken first where every
    // profile is distinct, at --variants (the issue's 100,000), with the served first stage on
    // copies of the jobs never ranked, against the same exhaustive ranking (its distinct profiles).
    const atVariants =
      poolSize > variantCount && variantCount <= exhaustiveMax
        ? await stage(`at --variants: grow, memory first stage, ${jobIds.length} jobs cold`, () =>
            phaseAtVariants(product, client, raw, owner, jobIds),
          )
        : undefined;

    const growStarted = performance.now();
    const total = await stage('grow by SQL copies', () =>
      growPool(raw, owner, poolSize, variantCount),
    );
    const copyRate = (total - beforeSize) / seconds(growStarted);
    // As autovacuum leaves a table after a load: statistics, and the visibility map that lets the
    // postings' btree answer by index-only scans.
    await stage('vacuum analyze', () =>
      raw.query(
        'vacuum analyze documents.candidates, documents.candidate_index, documents.candidate_postings',
      ),
    );
    const agreement = await indexAgreement(raw, owner);
    console.log(
      `Copies whose stored postings are the engine's reading of their stored profile: ${agreement.agree} of ${agreement.of}`,
    );
    const { rows: sizes } = await raw.query<{
      index: string;
      postings: string;
      n: number;
      p: number;
    }>(
      `select pg_total_relation_size('documents.candidate_index')::text as index,
              pg_total_relation_size('documents.candidate_postings')::text as postings,
              (select count(*)::int from documents.candidate_index) as n,
              (select count(*)::int from documents.candidate_postings) as p`,
    );
    const storage = sizes[0]!;
    const bytesPerCandidate = (Number(storage.index) + Number(storage.postings)) / storage.n;

    const swept = SWEEP.map(() => ({
      recall: [] as number[],
      scored: [] as number[],
      ms: [] as number[],
    }));
    const sqlPhase = sqlPhaseRuns
      ? await stage(`after, SQL first stage: ${jobIds.length} jobs cold, fresh`, () =>
          coldPages(client, jobIds),
        )
      : undefined;
    const documentsSqlPeak = residentMb(product.processes.get('documents')!.pid).peak;
    // The memory first stage: documents again with it on, loaded before the second set of jobs
    // (copies of the same rows, never ranked).
    await product.restartService('documents', { POOL_MEMORY_INDEX: 'child' });
    const loaded = await stage('memory first stage: load', () => waitForMemory(product));
    product.processes.set('documents-pool-memory', { pid: loaded.pid } as ChildProcess);
    const memoryJobIds = await copyJobs(raw, jobIds, '-again');
    const memoryPhase = await stage(
      `after, memory first stage: ${jobIds.length} jobs cold, fresh`,
      () => coldPages(client, memoryJobIds),
    );
    const { firstPages } = memoryPhase;
    // Printed now as well: the exhaustive ranking below is long at 1 M (~20 M engine scores).
    for (const [name, p] of [
      ...(sqlPhase ? [['SQL', sqlPhase] as const] : []),
      ['memory', memoryPhase] as const,
    ]) {
      const ms = (xs: number[], q: number) =>
        Math.round(
          percentile(
            [...xs].sort((a, b) => a - b),
            q,
          ),
        );
      console.log(
        `${name} first stage: cold top 50 p50 ${ms(p.cold, 0.5)} ms, p95 ${ms(p.cold, 0.95)} ms, ` +
          `fresh read p50 ${ms(p.fresh, 0.5)} ms; stages ${JSON.stringify(stageFigures(p.coldStages))}`,
      );
    }
    console.log(
      `Peak RSS so far (MB): documents (SQL phase or growth) ${Math.round(documentsSqlPeak)}, ` +
        [...product.processes]
          .map(([name, child]) => `${name} ${Math.round(residentMb(child.pid).peak)}`)
          .join(', '),
    );
    const recalls: number[] = [];
    const sqlRecalls: number[] = [];
    const variantRecalls: number[] = [];
    // After every cold page (it reads every profile, which would warm the pages' reads), and
    // only where it fits: the engine on every candidate for every job.
    // Distinct profiles: past --variants the pool holds exact copies, which take their variant's
    // score (checked on a sample), so a 1 M pool of 100,000 variants is ranked in 100,000 scores.
    let copiesAgree: { agree: number; of: number } | null = null;
    if (Math.min(total, variantCount) <= exhaustiveMax) {
      const exhaustive = await stage(
        'exhaustive engine scoring (every distinct profile, every job)',
        () => scoreExhaustively(raw, owner, jobProfiles),
      );
      const { truths } = exhaustive;
      copiesAgree = exhaustive.copiesAgree;
      console.log(
        `Exact copies whose own engine score is their variant's, every job: ${copiesAgree.agree} of ${copiesAgree.of}`,
      );
      truths.forEach((t, j) => {
        recalls.push(recallAt50(firstPages[j]!, t.fiftieth));
        if (sqlPhase) sqlRecalls.push(recallAt50(sqlPhase.firstPages[j]!, t.fiftieth));
        if (atVariants)
          variantRecalls.push(recallAt50(atVariants.phase.firstPages[j]!, t.fiftiethOfVariants));
      });
      // Per job, so that a job the retrieval misses can be read: its exhaustive 50th score, the
      // first page's best and 50th, and what it kept.
      console.table(
        truths.map((t, j) => ({
          job: (jobProfiles[j]!.title || '').slice(0, 40),
          'exhaustive 50th': t.fiftieth,
          'pool at or above it': t.atOrAbove,
          'page size': firstPages[j]!.entries.length,
          'page best': firstPages[j]!.entries[0]?.matchPercentage ?? null,
          'page 50th': firstPages[j]!.entries[49]?.matchPercentage ?? null,
          'recall@50 memory': recalls[j],
          'recall@50 SQL': sqlRecalls[j] ?? '-',
          ...(atVariants
            ? {
                [`exhaustive 50th at ${variantCount}`]: t.fiftiethOfVariants,
                [`recall@50 at ${variantCount}`]: variantRecalls[j],
              }
            : {}),
        })),
      );
      await stage('depth sweep', async () => {
        for (const [j, id] of memoryJobIds.entries()) {
          for (const [i, depth] of SWEEP.entries()) {
            const { scoreOf, fiftieth } = truths[j]!;
            const kept = await sweepDepth(product, owner, id, scoreOf, fiftieth, depth);
            swept[i]!.recall.push(kept.recall);
            swept[i]!.scored.push(kept.scored);
            swept[i]!.ms.push(kept.documentsMs);
          }
        }
      });
    }
    const rss = memory.stop();
    // documents was restarted between the phases: its SQL-phase life's peak is read before.
    const rssByProcess: Record<string, number> = {
      ...(atVariants ? { [`documents (at ${variantCount})`]: atVariants.documentsPeakMb } : {}),
      [sqlPhase ? 'documents (SQL phase)' : 'documents (growth)']: Math.round(documentsSqlPeak),
      ...Object.fromEntries(
        Object.entries(rss).map(([name, m]) => [
          name === 'documents' ? 'documents (memory phase)' : name,
          m['peak RSS, whole life (MB)'],
        ]),
      ),
      bench: Math.round(process.memoryUsage().rss / 2 ** 20),
    };
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
    // The product's processes (the bench's own exhaustive scoring is a measuring tool).
    const peakRssMb = Math.max(
      ...Object.entries(rssByProcess)
        .filter(([name]) => name !== 'bench')
        .map(([, mb]) => mb),
    );
    const beforeRate = beforeSize / before.seconds;
    const phase = (p: typeof memoryPhase, recall: number[]) => ({
      coldTop50P50Ms: Math.round(percentile(sorted(p.cold), 0.5)),
      coldTop50P95Ms: Math.round(percentile(sorted(p.cold), 0.95)),
      freshReadMs: Math.round(percentile(sorted(p.fresh), 0.5)),
      recallAt50: worst(recall),
      recallAt50Mean: mean(recall),
      stages: stageFigures(p.coldStages),
    });
    const sqlFigures = sqlPhase && phase(sqlPhase, sqlRecalls);
    const memoryFigures = phase(memoryPhase, recalls);
    const variantFigures = atVariants && {
      pool: variantCount,
      ...phase(atVariants.phase, variantRecalls),
      memoryLoad: atVariants.loaded,
    };
    console.log(`\nLoad average at the end: ${load()}`);
    console.table({
      before: {
        pool: beforeSize,
        'cold ranking, whole pool (s)': before.seconds.toFixed(1),
        'fresh read (ms)': Math.round(beforeReadMs),
        'at --pool, same rate (s)': Math.round(total / beforeRate),
      },
      ...Object.fromEntries(
        [
          ...(sqlFigures ? [['after, SQL first stage', sqlFigures] as const] : []),
          ['after, memory first stage', memoryFigures] as const,
        ].map(([name, f]) => [
          name,
          {
            pool: total,
            'cold top 50 p50 / p95 (ms)': `${f.coldTop50P50Ms} / ${f.coldTop50P95Ms}`,
            'fresh read p50 (ms)': f.freshReadMs,
            'recall@50 mean / worst':
              f.recallAt50 === null
                ? `not measured (distinct profiles over --exhaustive ${exhaustiveMax})`
                : `${f.recallAt50Mean} / ${f.recallAt50}`,
          },
        ]),
      ),
    });
    if (variantFigures) {
      const { stages: variantStages, ...shown } = variantFigures;
      console.log(
        `At --variants (${variantCount}, every profile distinct): ${JSON.stringify(shown)}`,
      );
      console.table(variantStages);
    }
    console.table(rssByProcess);
    if (sqlFigures) {
      console.log('Cold page stages, SQL first stage (ms):');
      console.table(sqlFigures.stages);
    }
    console.log('Cold page stages, memory first stage (ms):');
    console.table(memoryFigures.stages);
    console.log(`Memory first stage loaded: ${JSON.stringify(loaded)}`);
    console.table({
      'index: uploads (extract + index), candidates/s': { value: indexRate.toFixed(1) },
      'index: SQL copies with postings, candidates/s': { value: Math.round(copyRate) },
      'index storage per candidate (terms + postings + indexes)': {
        value: `${Math.round(bytesPerCandidate)} bytes`,
      },
      'postings per candidate': { value: (storage.p / storage.n).toFixed(1) },
    });
    console.table(stages);
    // The depth sweep: what each first-stage depth keeps and costs (recall worst job; engine
    // scores and documents' time p95), to choose POOL_RETRIEVAL_DEPTH from.
    const depthSweep = (recalls.length ? SWEEP : []).map((depth, i) => ({
      depth: depth.depth,
      recallWorst: Math.min(...swept[i]!.recall),
      recallMean: mean(swept[i]!.recall),
      scoredP95: percentile(sorted(swept[i]!.scored), 0.95),
      documentsMsP95: Math.round(percentile(sorted(swept[i]!.ms), 0.95)),
    }));
    console.table(depthSweep);
    // The issue's figures are the served default's (the memory first stage); `sql` is the same
    // run's SQL first stage.
    const { stages: memoryStages, ...served } = memoryFigures;
    const sqlServed =
      sqlFigures && (({ stages, ...rest }) => ({ ...rest, coldStages: stages }))(sqlFigures);
    console.log(
      JSON.stringify({
        pool: total,
        jobs: jobIds.length,
        ...served,
        peakRssMb: Math.round(peakRssMb),
        rssByProcessMb: rssByProcess,
        coldStages: memoryStages,
        sql: sqlServed ?? null,
        // recall@50 where every profile is distinct (the issue's 100,000), and that phase's pages.
        ...(variantFigures
          ? {
              recallAt50AtVariants: variantFigures.recallAt50,
              recallAt50AtVariantsMean: variantFigures.recallAt50Mean,
              atVariants: (({ stages: coldStages, ...rest }) => ({ ...rest, coldStages }))(
                variantFigures,
              ),
            }
          : {}),
        memoryLoad: loaded,
        depthSweep,
        indexUploadsPerSec: Math.round(indexRate * 10) / 10,
        indexCopiesPerSec: Math.round(copyRate),
        bytesPerCandidate: Math.round(bytesPerCandidate),
        postingsPerCandidate: Math.round((storage.p / storage.n) * 10) / 10,
        indexAgreesWithProfile: agreement,
        copiesScoredAsTheirVariant: copiesAgree,
        beforePool: beforeSize,
        beforeColdSeconds: Math.round(before.seconds * 10) / 10,
        beforeFreshReadMs: Math.round(beforeReadMs),
        wholeSeconds: Math.round(seconds(wholeStarted)),
        stages,
        loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
      }),
    );
  } finally {
    memory.stop();
    await raw.end().catch(() => undefined);
    await pg.close().catch(() => undefined);
    await product.stop();
  }
}

async function internalJob(product: BenchProduct, ownerId: string, jobId: string) {
  const res = await fetch(`${product.documentsUrl}/internal/jobs/${jobId}?ownerId=${ownerId}`, {
    headers: { 'x-internal-token': product.internalToken },
  });
  if (!res.ok) throw new Error(`documents job: ${res.status}`);
  return internalJobResponse.parse(await res.json());
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
