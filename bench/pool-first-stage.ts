// Issue #31: how well the first stage's weighted sum keeps the engine's top 50, measured offline
// in one process (no servers, no database), fast enough to change the weighting and measure again.
//
// The pool is bench/pool.ts's: the first --real (500) resumes of resumeSource() read through the
// product's parsers and extracted as an upload is, then varied copies up to --pool (100,000), copy
// k drawn from upload k mod (uploads) with seed k + 1 (bench/lib/varied-profile.ts: each skill and
// each past role dropped with p 0.15). The jobs: bench/pool.ts's 20 (the fixture ad it uploads and
// 19 benchmark ads spread over roles and categories), then --extra (20) more spread over roles,
// categories and occupations, so a change is not tuned on a few ads.
//
// Per job: the exhaustive engine ranking (scoreMatch of every candidate; cached under
// /tmp/pool-first-stage by engine version, pool and ad, since it is the slow part), and the first
// stage as documents computes it over whole posting lists (sum of query weight × posting weight,
// postingsOf / queryPostingsOf, ties by candidate), in memory. recall@50 at depths 1,000 / 2,000 /
// 3,000 is the serving path's (the engine re-ranks exactly what the first stage keeps: the bound
// order only decides when to stop), ties at the 50th score counted as equals (recallAt). For each
// job below 1 at the deepest depth, a diagnosis: the engine's components of the exhaustive top 50
// the first stage left out, beside those of what it kept at its top.
// Usage: node scripts/run-ts.mjs bench/pool-first-stage.ts [--pool 100000] [--real 500]
//        [--extra 20] [--offset 0.5] [--depths 1000,2000,3000] [--per-term 5000] [--quiet]
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import {
  ENGINE_VERSION,
  extractCandidate,
  extractJob,
  indexTermsOf,
  linearParts,
  postingsOf,
  queryPostingsOf,
  retrievalQueryOf,
  scoreMatch,
  type CandidateProfile,
  type IndexTerms,
  type JobProfile,
} from '@shortlist/matcher';
import { createParserPool, parseFileInProcess } from '@shortlist/parsers';
import { openParser, readAll, readIndex } from './lib/benchmark-files';
import { rankBy, recallAt, depthFor, seeded } from './lib/recall';
import { repoRoot } from './lib/processes';
import { resumeSource, sharedDir } from './lib/resumes';
import { applyVariation, drawVariation } from './lib/varied-profile';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const poolSize = Number(arg('pool', '100000'));
const real = Number(arg('real', '500'));
const extra = Number(arg('extra', '20'));
/** Where in each step the extra ads are taken (0..1): another offset draws other ads. */
const offset = Number(arg('offset', '0.5'));
const DEPTHS = arg('depths', '1000,2000,3000').split(',').map(Number);
const quiet = process.argv.includes('--quiet');
/** The served first stage reads 5,000 postings a term (POOL_POSTINGS_PER_TERM); 0 skips it. */
const perTerm = Number(arg('per-term', '5000'));
const TOP = 50;
const CACHE = '/tmp/pool-first-stage';

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const f3 = (x: number) => x.toFixed(3);

/** Every k-th of a list, `count` of them, from `offset` (0..1) of a step on. */
const spread = <T>(items: readonly T[], count: number, offset = 0): T[] => {
  const n = Math.min(count, items.length);
  return Array.from(
    { length: n },
    (_, i) => items[Math.min(items.length - 1, Math.floor(((i + offset) * items.length) / n))]!,
  );
};

/** The uploads of bench/pool.ts: the first `count` files of resumeSource(), parsed, extracted. */
async function uploads(count: number): Promise<CandidateProfile[]> {
  const source = resumeSource();
  let pool: ReturnType<typeof createParserPool> | undefined;
  try {
    pool = createParserPool();
  } catch {
    pool = undefined;
  }
  try {
    const files = await Promise.all(Array.from({ length: count }, (_, i) => source.file(i)));
    const texts = await Promise.all(
      files.map(async (f) => {
        try {
          const parsed = pool
            ? await pool.parse(f.bytes, f.fileName)
            : await parseFileInProcess(f.bytes, f.fileName);
          return parsed.text;
        } catch {
          return undefined;
        }
      }),
    );
    const jobFile = await source.job();
    const jobText = (
      pool
        ? await pool.parse(jobFile.bytes, jobFile.fileName)
        : await parseFileInProcess(jobFile.bytes, jobFile.fileName)
    ).text;
    uploadedJob = { file: `fixture/${jobFile.fileName}`, text: jobText };
    // As stored: a JSON document (what the pool's copies and the engine's exhaustive run read).
    return texts
      .filter((t): t is string => t !== undefined)
      .map((t) => JSON.parse(JSON.stringify(extractCandidate(t))) as CandidateProfile);
  } finally {
    await pool?.close();
  }
}
let uploadedJob: { file: string; text: string } | undefined;

/** bench/pool.ts's ads (19 spread over roles then categories), then `more` others. */
async function ads(more: number) {
  const root = path.join(sharedDir(), 'benchmarks');
  const parser = openParser();
  try {
    const read = async (name: string) => {
      const dir = path.join(root, name, 'jobs');
      if (!existsSync(path.join(dir, 'index.csv'))) return [];
      return (await readAll(parser, dir, await readIndex(path.join(dir, 'index.csv')))).map(
        (x) => ({ file: `${name}/${x.row.file}`, text: x.text }),
      );
    };
    const rolesAndCategories = [...(await read('roles')), ...(await read('categories'))];
    const first = spread(rolesAndCategories, 19);
    const taken = new Set(first.map((a) => a.file));
    const rest = [...rolesAndCategories, ...(await read('occupations'))].filter(
      (a) => !taken.has(a.file),
    );
    return { first, more: spread(rest, more, offset) };
  } finally {
    await parser.close();
  }
}

/** The i-th candidate of the pool, as bench/pool.ts grows it. */
function profileAt(sources: readonly CandidateProfile[], i: number): CandidateProfile {
  if (i < sources.length) return sources[i]!;
  const source = sources[i % sources.length]!;
  return applyVariation(source, drawVariation(source, seeded(i + 1)));
}

const poolKey = (sources: readonly CandidateProfile[]) =>
  digest(`${ENGINE_VERSION}|${poolSize}|${sources.map((s) => s.text).join('\u0001')}`);

/** The engine's score of every candidate for every job, from the cache where it holds them. */
function exhaustive(
  sources: readonly CandidateProfile[],
  jobs: { text: string; profile: JobProfile }[],
) {
  mkdirSync(CACHE, { recursive: true });
  const key = poolKey(sources);
  const files = jobs.map((j) => path.join(CACHE, `scores-${key}-${digest(j.text)}.i16`));
  const scores = files.map((f) =>
    existsSync(f) ? new Int16Array(new Uint8Array(readFileSync(f)).buffer) : undefined,
  );
  const missing = jobs.flatMap((_, j) => (scores[j] ? [] : [j]));
  if (missing.length) {
    const started = performance.now();
    const out = missing.map(() => new Int16Array(poolSize));
    for (let i = 0; i < poolSize; i++) {
      const candidate = profileAt(sources, i);
      missing.forEach(
        (j, m) => (out[m]![i] = scoreMatch(jobs[j]!.profile, candidate).matchPercentage),
      );
      if (i % 10000 === 9999)
        console.error(
          `  scored ${i + 1} × ${missing.length} jobs, ${((performance.now() - started) / 1000).toFixed(0)} s`,
        );
    }
    missing.forEach((j, m) => {
      writeFileSync(files[j]!, Buffer.from(out[m]!.buffer));
      scores[j] = out[m]!;
    });
    console.error(
      `Exhaustive engine scores: ${missing.length} jobs × ${poolSize} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  }
  return scores as Int16Array[];
}

/**
 * Index terms of every candidate (words left out: the first stage does not read them), cached by
 * the pool and the source of indexTermsOf's file (the slow part of a run after the engine's).
 */
function poolTerms(sources: readonly CandidateProfile[]): IndexTerms[] {
  const reader = readFileSync(
    path.join(repoRoot, 'packages/matcher/src/score/retrieval.ts'),
    'utf8',
  );
  const file = path.join(CACHE, `terms-${poolKey(sources)}-${digest(reader)}.v8`);
  if (existsSync(file)) return deserialize(readFileSync(file)) as IndexTerms[];
  const started = performance.now();
  const terms: IndexTerms[] = [];
  for (let i = 0; i < poolSize; i++) terms.push(indexTermsOf(profileAt(sources, i), 0));
  console.error(
    `Index terms of ${poolSize}: ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  writeFileSync(file, serialize(terms));
  return terms;
}

/** The first stage over whole lists: per candidate, the sum of query weight × posting weight. */
function firstStage(
  postings: readonly { term: number; weight: number }[][],
  query: readonly { term: number; weight: number }[],
): Float64Array {
  const q = new Map(query.map((p) => [p.term, Math.fround(p.weight)]));
  return Float64Array.from(postings, (list) => {
    let sum = 0;
    for (const p of list) {
      const w = q.get(p.term);
      if (w !== undefined) sum += w * p.weight;
    }
    return sum;
  });
}

/** Posting lists as the btree orders them: best weight first, ties in the order of the ids. */
type Lists = Map<number, { candidate: Int32Array; weight: Float32Array }>;

function postingLists(postings: readonly { term: number; weight: number }[][]): Lists {
  // Ids are random uuids: their order is a fixed random order of the candidates.
  const random = seeded(7);
  const idOrder = Float64Array.from(postings, () => random());
  const byTerm = new Map<number, { c: number; w: number }[]>();
  postings.forEach((list, c) => {
    for (const p of list) {
      let l = byTerm.get(p.term);
      if (!l) byTerm.set(p.term, (l = []));
      l.push({ c, w: p.weight });
    }
  });
  const out: Lists = new Map();
  for (const [term, list] of byTerm) {
    list.sort((a, b) => b.w - a.w || idOrder[a.c]! - idOrder[b.c]!);
    out.set(term, {
      candidate: Int32Array.from(list, (p) => p.c),
      weight: Float32Array.from(list, (p) => p.w),
    });
  }
  return out;
}

/**
 * The first stage as documents' SQL reads it: per query term, its `perTerm` best postings only;
 * a candidate no list read is not retrieved (NaN here).
 */
function cutStage(
  lists: Lists,
  size: number,
  query: readonly { term: number; weight: number }[],
  perTerm: number,
): Float64Array {
  const sum = new Float64Array(size).fill(NaN);
  for (const q of query) {
    const list = lists.get(q.term);
    if (!list) continue;
    const w = Math.fround(q.weight);
    for (let i = 0; i < Math.min(perTerm, list.candidate.length); i++) {
      const c = list.candidate[i]!;
      sum[c] = (Number.isNaN(sum[c]!) ? 0 : sum[c]!) + w * list.weight[i]!;
    }
  }
  return sum;
}

type Parts = Record<string, number>;

/** The engine's weighted components of one candidate, and the first stage's linear parts. */
function partsOf(
  job: JobProfile,
  candidate: CandidateProfile,
  terms: IndexTerms,
  query: ReturnType<typeof retrievalQueryOf>,
): Parts {
  const score = scoreMatch(job, candidate);
  const out: Parts = { score: score.matchPercentage };
  let raw = 0;
  for (const b of score.breakdown) {
    if (b.weight === undefined || b.weight === 0) continue;
    out[b.key] = b.value;
    raw += b.weight * b.value;
  }
  out.raw = Math.round(raw * 1000) / 10;
  const linear = linearParts(query, terms);
  out['lin.coverage'] = linear.coverage;
  if (linear.title !== undefined) out['lin.title'] = linear.title;
  if (linear.role !== undefined) out['lin.role'] = linear.role;
  return out;
}

function meanParts(rows: Parts[]): Record<string, string> {
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return Object.fromEntries(
    keys.map((k) => [k, rows.length ? mean(rows.map((r) => r[k] ?? NaN)).toFixed(3) : '']),
  );
}

async function main() {
  const sources = await uploads(real);
  const { first, more } = await ads(extra);
  const jobList = [uploadedJob!, ...first, ...more].map((j) => ({
    ...j,
    profile: extractJob(j.text),
  }));
  console.log(
    `Pool: ${poolSize} from ${sources.length} extracted uploads; engine ${ENGINE_VERSION}; ` +
      `${jobList.length} jobs (first ${1 + first.length} are bench/pool.ts's)`,
  );
  const exact = exhaustive(sources, jobList);
  const terms = poolTerms(sources);
  const started = performance.now();
  const postings = terms.map((t) =>
    postingsOf(t).map((p) => ({ term: p.term, weight: Math.fround(p.weight) })),
  );
  console.log(
    `Postings per candidate ${f3(mean(postings.map((p) => p.length)))} (made in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );

  const lists = perTerm > 0 ? postingLists(postings) : undefined;
  const columns = [
    ...DEPTHS.map((d) => `@${d}`),
    ...(lists ? [`@${DEPTHS.at(-1)} (${perTerm}/term)`] : []),
  ];
  // What the served SQL reads per query: its terms, and postings at `perTerm` a term.
  const termCounts: number[] = [];
  const reads: number[] = [];
  const rows: {
    job: string;
    recall: number[];
    need: number;
    fiftieth: number;
    atOrAbove: number;
  }[] = [];
  const diagnoses: string[] = [];
  jobList.forEach((job, j) => {
    const scores = exact[j]!;
    const order = rankBy(scores);
    const query = retrievalQueryOf(job.profile);
    const queryTerms = queryPostingsOf(query);
    termCounts.push(queryTerms.length);
    if (lists)
      reads.push(
        queryTerms.reduce(
          (n, q) => n + Math.min(perTerm, lists.get(q.term)?.candidate.length ?? 0),
          0,
        ),
      );
    const sum = firstStage(postings, queryTerms);
    const ranking = rankBy(sum);
    const recall = DEPTHS.map((d) => recallAt(scores, order, ranking.slice(0, d), TOP).tied);
    if (lists) {
      const cut = cutStage(lists, postings.length, queryTerms, perTerm);
      const read = rankBy(cut.map((x) => (Number.isNaN(x) ? -Infinity : x))).filter(
        (c) => !Number.isNaN(cut[c]!),
      );
      recall.push(recallAt(scores, order, read.slice(0, DEPTHS.at(-1)!), TOP).tied);
    }
    const fiftieth = scores[order[TOP - 1]!]!;
    const atOrAbove = order.filter((i) => scores[i]! >= fiftieth).length;
    rows.push({
      job: job.file,
      recall,
      need: depthFor(scores, order, ranking, TOP),
      fiftieth,
      atOrAbove,
    });
    if (quiet || recall[DEPTHS.length - 1]! >= 1) return;
    // What the first stage left out of the exhaustive top 50, beside what it put at its top.
    const deepest = DEPTHS.at(-1)!;
    const kept = new Set(ranking.slice(0, deepest));
    const rankOf = new Map<number, number>();
    ranking.forEach((c, r) => rankOf.set(c, r));
    const missed = order.slice(0, TOP).filter((i) => !kept.has(i));
    const sample = (ids: number[]) =>
      ids.slice(0, 40).map((i) => ({
        ...partsOf(job.profile, profileAt(sources, i), terms[i]!, query),
        firstStageRank: rankOf.get(i)!,
        sum: sum[i]!,
      }));
    const plan = query.plan;
    const weights = Object.entries(plan.weights)
      .filter(([, w]) => w > 0)
      .map(([k, w]) => `${k} ${w.toFixed(2)}`)
      .join(', ');
    const q = queryPostingsOf(query);
    diagnoses.push(
      `\n### ${job.file} — "${job.profile.title}" (byRole ${plan.byRole}; weights ${weights}; ` +
        `${query.musts.length} musts, ${query.nices.length} nices, ${q.length} query terms; ` +
        `work ${JSON.stringify(query.work ?? {})}; roles ${JSON.stringify(query.roles)})\n` +
        `missed ${missed.length} of the top ${TOP} at depth ${deepest}; 50th engine score ${fiftieth}`,
    );
    const missedParts = sample(missed);
    const keptTop = sample(ranking.slice(0, TOP));
    const atCut = sample(ranking.slice(deepest - 40, deepest));
    diagnoses.push(
      JSON.stringify(
        {
          missed: meanParts(missedParts),
          firstStageTop50: meanParts(keptTop),
          atDepthCut: meanParts(atCut),
        },
        null,
        1,
      ),
    );
    diagnoses.push(
      'missed (first 8): ' +
        JSON.stringify(
          missedParts
            .slice(0, 8)
            .map((p) =>
              Object.fromEntries(
                Object.entries(p).map(([k, v]) => [k, Math.round(v * 1000) / 1000]),
              ),
            ),
        ),
    );
    // One missed candidate's titles as the index holds them, to read against the query's.
    const first = terms[missed[0]!]!;
    diagnoses.push(
      'first missed, titles as indexed: ' +
        JSON.stringify({
          headline: first.headline,
          titles: first.titles,
          years: first.years,
          seniority: first.seniority,
        }),
    );
  });

  console.log(
    `\n| job | 50th | at/above | ${columns.join(' | ')} | depth for 0.98 (whole lists) |`,
  );
  console.log(`|---|---|---|${columns.map(() => '---|').join('')}---|`);
  for (const r of rows)
    console.log(
      `| ${r.job} | ${r.fiftieth} | ${r.atOrAbove} | ${r.recall.map(f3).join(' | ')} | ${r.need} |`,
    );
  const summary = (set: typeof rows) =>
    columns
      .map(
        (d, i) =>
          `${d} ${f3(mean(set.map((r) => r.recall[i]!)))} / ${f3(Math.min(...set.map((r) => r.recall[i]!)))}`,
      )
      .join('; ');
  const twenty = rows.slice(0, 1 + first.length);
  console.log(
    `\nrecall@50 mean / worst, bench/pool.ts's ${twenty.length} jobs: ${summary(twenty)}`,
  );
  console.log(`recall@50 mean / worst, all ${rows.length} jobs: ${summary(rows)}`);
  console.log(
    `Query terms per job: mean ${f3(mean(termCounts))}, max ${Math.max(...termCounts)}; ` +
      `postings the SQL reads per job at ${perTerm} a term: mean ${Math.round(mean(reads))}, ` +
      `max ${Math.max(...reads)}`,
  );
  for (const d of diagnoses) console.log(d);
  console.log(
    JSON.stringify({
      pool: poolSize,
      jobs: rows.length,
      columns,
      twenty: columns.map((_, i) => ({
        mean: +f3(mean(twenty.map((r) => r.recall[i]!))),
        worst: Math.min(...twenty.map((r) => r.recall[i]!)),
      })),
      all: columns.map((_, i) => ({
        mean: +f3(mean(rows.map((r) => r.recall[i]!))),
        worst: Math.min(...rows.map((r) => r.recall[i]!)),
      })),
      postingsPerCandidate: +f3(mean(postings.map((p) => p.length))),
      queryTermsMean: +f3(mean(termCounts)),
      postingsReadMean: Math.round(mean(reads)),
    }),
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
