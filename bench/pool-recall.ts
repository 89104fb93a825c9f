// Issue #31, measured before any serving path is built: which terms a retrieval index must hold
// per candidate, and how deep it must retrieve, for the engine's re-ranking of what it retrieves
// to keep the exhaustive ranking's top 50 (recall@50 >= 0.98).
//
// In one process, no servers: the real resumes and ads of ../shared/benchmarks (roles and
// categories) are read through the product's parsers and extracted by the engine; the pool is
// grown to --pool (20,000) candidates by copies of the real resumes with varied terms (lines
// dropped, lines of other resumes put in; bench/lib/recall.ts), each copy extracted again as an
// upload would be; --jobs (20) ads are taken evenly from both sets. Per job, the ground truth is
// the engine's score of every candidate (scoreMatch). Each proxy ranks the pool from the terms an
// index could hold per candidate (indexTermsOf: canonical skills with implied credit, title
// families and levels, roles, years, seniority, the --words (64) weightiest terms of the text)
// and the job's query (retrievalQueryOf: the requirement model's must-haves and nice-to-haves
// with the engine's importance, the job's families, roles and terms); recall@50 is then taken
// at depths 500 / 1,000 / 2,000 / 5,000. The "bound" proxy is an upper bound of the engine's
// score, so scoring in its order until it falls below the 50th best score found is exact: its
// "safe depth" is how many that takes.
// Usage: node scripts/run-ts.mjs bench/pool-recall.ts [--pool 20000] [--jobs 20] [--words 64]
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  extractCandidate,
  extractJob,
  flatFamilies,
  indexTermsOf,
  linearParts,
  relevanceValue,
  retrievalQueryOf,
  scoreFromTerms,
  scoreMatch,
  type CandidateProfile,
  type IndexTerms,
  type RetrievalQuery,
} from '@shortlist/matcher';
import { openParser, readAll, readIndex } from './lib/benchmark-files';
import { percentile } from './lib/measure';
import { depthFor, rankBy, recallAt, seeded, variedText } from './lib/recall';
import { sharedDir } from './lib/resumes';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const poolSize = arg('pool', 20_000);
const jobCount = arg('jobs', 20);
const keptWords = arg('words', 64);
const DEPTHS = [500, 1000, 2000, 5000];
const SETS = ['roles', 'categories'];
const TOP = 50;

type Proxy = (query: RetrievalQuery, terms: IndexTerms) => number;

/** A weighted sum of the linear parts named, with the engine's weights for this job. */
function linear(keys: ('requiredSkills' | 'title' | 'role' | 'textRelevance')[]): Proxy {
  return (query, terms) => {
    const parts = linearParts(query, terms);
    const values = {
      requiredSkills: parts.coverage,
      title: parts.title,
      role: parts.role,
      textRelevance: relevanceValue(parts.words),
    };
    let sum = 0;
    let total = 0;
    for (const key of keys) {
      const value = values[key];
      if (value === undefined) continue;
      sum += query.plan.weights[key] * value;
      total += query.plan.weights[key];
    }
    return total === 0 ? 0 : sum / total;
  };
}

/** Name, proxy, and whether an inverted index can make it (sums of per-term weights). */
const PROXIES: [string, Proxy, boolean][] = [
  ['skills only (coverage)', (q, t) => linearParts(q, t).coverage, true],
  ['words only (cosine of kept words)', (q, t) => linearParts(q, t).words, true],
  ['skills + title families + roles', linear(['requiredSkills', 'title', 'role']), true],
  [
    '+ words (linear, all index sums)',
    linear(['requiredSkills', 'title', 'role', 'textRelevance']),
    true,
  ],
  ['engine from stored terms', (q, t) => scoreFromTerms(q, t), false],
  ['upper bound (engine, words at most)', (q, t) => scoreFromTerms(q, t, true), false],
];

const elapsed = (since: number) => (performance.now() - since) / 1000;
/** This process's CPU seconds so far: on a shared machine, wall time alone says little. */
const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
const r3 = (x: number) => Math.round(x * 1000) / 1000;
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/** Every k-th of a list, `count` of them at most, spread over the whole list. */
const spread = <T>(items: readonly T[], count: number): T[] =>
  Array.from(
    { length: Math.min(count, items.length) },
    (_, i) => items[Math.floor((i * items.length) / Math.min(count, items.length))]!,
  );

async function readSets(root: string) {
  const sets = SETS.filter((name) =>
    ['jobs', 'resumes'].every((d) => existsSync(path.join(root, name, d, 'index.csv'))),
  );
  const parser = openParser();
  try {
    const jobs: { file: string; text: string }[][] = [];
    const resumes: string[] = [];
    for (const name of sets) {
      const dir = path.join(root, name);
      const [j, r] = await Promise.all(
        ['jobs', 'resumes'].map(async (d) =>
          readAll(parser, path.join(dir, d), await readIndex(path.join(dir, d, 'index.csv'))),
        ),
      );
      jobs.push(j!.map(({ row, text }) => ({ file: `${name}/${row.file}`, text })));
      resumes.push(...r!.map((x) => x.text));
    }
    return { sets, jobs, resumes };
  } finally {
    await parser.close();
  }
}

/** The pool: the real resumes, then varied copies of them, each extracted as an upload is. */
function growPool(texts: readonly string[], size: number): CandidateProfile[] {
  const random = seeded(31);
  const today = new Date();
  const pool: CandidateProfile[] = [];
  for (let i = 0; i < size; i++) {
    const base = texts[i % texts.length]!;
    const text =
      i < texts.length
        ? base
        : variedText(base, texts[Math.floor(random() * texts.length)]!, random);
    // Scoring never reads the sections; dropping them keeps a large pool in memory.
    pool.push({ ...extractCandidate(text, { today }), sections: [] });
  }
  return pool;
}

async function main() {
  const root = path.join(sharedDir(), 'benchmarks');
  const { sets, jobs: jobSets, resumes } = await readSets(root);
  if (sets.length === 0 || resumes.length === 0) {
    const reason = `no benchmarks (roles, categories) at ${root}: nothing to measure`;
    console.log(`Skipped: ${reason}.`);
    console.log(JSON.stringify({ skipped: true, reason }));
    return;
  }
  const allJobs = jobSets.flat().length;
  const chosen = jobSets.flatMap((list) =>
    spread(list, Math.max(1, Math.round((jobCount * list.length) / allJobs))),
  );
  const jobs = chosen.map((j) => ({ file: j.file, profile: extractJob(j.text) }));

  let started = performance.now();
  let cpu = cpuSeconds();
  const pool = growPool(resumes, poolSize);
  const extractSeconds = elapsed(started);
  const extractCpu = cpuSeconds() - cpu;
  started = performance.now();
  cpu = cpuSeconds();
  const terms = pool.map((p) => indexTermsOf(p, keptWords));
  const indexSeconds = elapsed(started);
  const indexCpu = cpuSeconds() - cpu;
  const termBytes = mean(terms.slice(0, 2000).map((t) => JSON.stringify(t).length));
  const count = (f: (t: IndexTerms) => object) =>
    mean(terms.map((t) => Object.keys(f(t)).length)).toFixed(1);
  console.log(
    `Postings per candidate (mean): skills with implied ${count((t) => t.skills)}, title families ` +
      `${count(flatFamilies)}, roles ${count((t) => t.roles)}, words ${count((t) => t.words)}`,
  );
  console.log(
    `Pool: ${pool.length} candidates from ${resumes.length} real resumes (${sets.join(', ')}), ` +
      `extracted in ${extractSeconds.toFixed(1)} s (${extractCpu.toFixed(1)} s CPU); index terms of all ` +
      `in ${indexSeconds.toFixed(1)} s (${indexCpu.toFixed(1)} s CPU, ${Math.round(pool.length / indexCpu)}/s ` +
      `of CPU), ~${Math.round(termBytes)} bytes of JSON each ` +
      `(${keptWords} words kept); ${jobs.length} jobs: ${jobs.map((j) => j.file).join(', ')}`,
  );

  const queries = jobs.map((j) => retrievalQueryOf(j.profile));
  started = performance.now();
  cpu = cpuSeconds();
  const exact = jobs.map((j) =>
    Int16Array.from(pool, (c) => scoreMatch(j.profile, c).matchPercentage),
  );
  const engineMs = (elapsed(started) * 1000) / jobs.length;
  const engineCpuMs = ((cpuSeconds() - cpu) * 1000) / jobs.length;
  const orders = exact.map((scores) => rankBy(scores));
  const fiftieth = exact.map((scores, j) => scores[orders[j]![TOP - 1]!]!);
  console.log(
    `Exhaustive engine ranking: ${Math.round(engineMs)} ms per job over ${pool.length} ` +
      `(${Math.round(engineCpuMs)} ms CPU, ${((engineCpuMs * 1000) / pool.length).toFixed(1)} µs of CPU ` +
      `per candidate); 50th best score per job: ` +
      fiftieth.join(', '),
  );

  const results = PROXIES.map(([name, proxy, indexed]) => {
    const recalls = DEPTHS.map(() => [] as { tied: number; strict: number }[]);
    const safeDepths: number[] = [];
    const needed: number[] = [];
    let equal = 0;
    let below = 0;
    let ms = 0;
    let cpuMs = 0;
    queries.forEach((query, j) => {
      const at = performance.now();
      const cpuAt = cpuSeconds();
      const scores = Float64Array.from(terms, (t) => proxy(query, t));
      ms += performance.now() - at;
      cpuMs += (cpuSeconds() - cpuAt) * 1000;
      const ranking = rankBy(scores);
      scores.forEach((s, i) => {
        if (s === exact[j]![i]) equal++;
        else if (s < exact[j]![i]!) below++;
      });
      DEPTHS.forEach((depth, d) =>
        recalls[d]!.push(recallAt(exact[j]!, orders[j]!, ranking.slice(0, depth), TOP)),
      );
      // Scored in this order until the proxy falls below the 50th best score: exact when the
      // proxy bounds the score from above (only the bound does; shown for every proxy).
      needed.push(depthFor(exact[j]!, orders[j]!, ranking, TOP));
      safeDepths.push(scores.filter((s) => s >= fiftieth[j]!).length);
    });
    return {
      name,
      indexed,
      tied: recalls.map((r) => mean(r.map((x) => x.tied))),
      worst: recalls.map((r) => Math.min(...r.map((x) => x.tied))),
      strict: recalls.map((r) => mean(r.map((x) => x.strict))),
      msPerQuery: ms / queries.length,
      cpuMsPerQuery: cpuMs / queries.length,
      safeDepths: safeDepths.sort((a, b) => a - b),
      needed: needed.sort((a, b) => a - b),
      equal: equal / (queries.length * terms.length),
      below: below / (queries.length * terms.length),
    };
  });

  console.log(
    `\nrecall@${TOP} (mean over ${jobs.length} jobs, worst job in brackets; ties at the 50th score count as equals)`,
  );
  console.log(
    `| proxy | ${DEPTHS.map((d) => `K=${d}`).join(' | ')} | depth for 0.98 p50 / p95 / max | JS ms/query over ${pool.length} (CPU) |`,
  );
  console.log(`|---|${DEPTHS.map(() => '---|').join('')}---|---|`);
  for (const r of results) {
    const cells = DEPTHS.map((_, d) => `${r.tied[d]!.toFixed(3)} (${r.worst[d]!.toFixed(2)})`);
    console.log(
      `| ${r.name} | ${cells.join(' | ')} | ${percentile(r.needed, 0.5)} / ${percentile(r.needed, 0.95)} / ${Math.max(...r.needed)} | ${r.msPerQuery.toFixed(0)} (${r.cpuMsPerQuery.toFixed(0)}) |`,
    );
  }
  const bound = results[results.length - 1]!;
  const fromTerms = results[results.length - 2]!;
  console.log(
    `\nEngine from stored terms equals the engine on ${(fromTerms.equal * 100).toFixed(1)}% of pairs; ` +
      `the upper bound is below the engine's score on ${(bound.below * 100).toFixed(3)}% of pairs (0 when it bounds)`,
  );
  console.log(
    `\nUpper bound, exact stopping depth per job (candidates scored with the engine): p50 ` +
      `${percentile(bound.safeDepths, 0.5)}, p95 ${percentile(bound.safeDepths, 0.95)}, max ` +
      `${Math.max(...bound.safeDepths)} of ${pool.length}`,
  );
  // The best proxy an inverted index can make: the one whose depth for 0.98 is least on 95% of
  // jobs; its recall is shown at the first measured depth past every job's need.
  const best = results
    .filter((r) => r.indexed)
    .sort(
      (a, b) =>
        percentile(a.needed, 0.95) - percentile(b.needed, 0.95) ||
        Math.max(...a.needed) - Math.max(...b.needed),
    )[0]!;
  const worstNeed = Math.max(...best.needed);
  const at = DEPTHS.findIndex((d) => d >= worstNeed);
  const shown = at < 0 ? DEPTHS.length - 1 : at;
  console.log(
    JSON.stringify({
      pool: pool.length,
      jobs: jobs.length,
      keptWords,
      bestProxy: best.name,
      depthFor098P50: percentile(best.needed, 0.5),
      depthFor098P95: percentile(best.needed, 0.95),
      depthFor098Max: worstNeed,
      depth: DEPTHS[shown],
      recallAt50: r3(best.tied[shown]!),
      worstJobRecallAt50: r3(best.worst[shown]!),
      strictRecallAt50: r3(best.strict[shown]!),
      reached098: best.tied[shown]! >= 0.98,
      proxyMsPerQuery: Math.round(best.msPerQuery),
      proxyCpuMsPerQuery: Math.round(best.cpuMsPerQuery),
      boundSafeDepthP95: percentile(bound.safeDepths, 0.95),
      engineMsPerJob: Math.round(engineMs),
      engineCpuUsPerCandidate: Math.round((engineCpuMs * 1000) / pool.length),
      extractSeconds: r3(extractSeconds),
      indexTermsPerCpuSecond: Math.round(pool.length / indexCpu),
      termBytes: Math.round(termBytes),
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
      recall: Object.fromEntries(results.map((r) => [r.name, r.tied.map(r3)])),
      depthsFor098P95: Object.fromEntries(results.map((r) => [r.name, percentile(r.needed, 0.95)])),
    }),
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
