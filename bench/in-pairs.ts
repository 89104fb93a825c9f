// Why fitting pairs score what they score: for each benchmark, the engine's figures (as
// bench/accuracy.ts, with BM25 beside them) and, per job category, the share of fitting pairs at
// 60 or more, their median, the non-fitting pairs at 60 or more, and each component's mean value
// and weight over the fitting pairs; --pairs CATEGORY lists each fitting pair's components.
//   node scripts/run-ts.mjs bench/in-pairs.ts [SET...] [--pairs CATEGORY]
// Texts are parsed once and kept in /tmp (benchmarkTexts), so that reruns take seconds.
import { extractCandidate, extractJob, scoreMatch } from '@shortlist/matcher';
import { benchmarkTexts } from './lib/benchmark-files';
import { textBaselines } from './lib/baselines';
import { rankingOf } from './lib/ranking';
import { calibrationCeiling } from './lib/ceiling';

const r3 = (x: number) => x.toFixed(3);
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

async function run(set: string, pairsOf?: string, ceiling = false): Promise<void> {
  const texts = await benchmarkTexts(set);
  if (!texts) {
    console.log(`## ${set}: skipped, ../shared/benchmarks/${set} is absent`);
    return;
  }
  const { jobs: jt, resumes: rt } = texts;
  const today = new Date();
  const jobs = jt.map(({ row, text }) => ({ ...row, profile: extractJob(text) }));
  const resumes = rt.map(({ row, text }) => ({
    ...row,
    profile: extractCandidate(text, { today }),
  }));
  const results = resumes.map((r) => jobs.map((j) => scoreMatch(j.profile, r.profile)));
  const scores = results.map((row) => row.map((s) => s.matchPercentage));
  let inN = 0,
    inHi = 0,
    outN = 0,
    outHi = 0;
  resumes.forEach((r, i) =>
    jobs.forEach((j, k) => {
      const s = scores[i]![k]!;
      if (r.category === j.category) {
        inN++;
        if (s >= 60) inHi++;
      } else {
        outN++;
        if (s >= 60) outHi++;
      }
    }),
  );
  const rank = rankingOf(
    scores,
    resumes.map((r) => r.category),
    jobs.map((j) => j.category),
  );
  const base = textBaselines(
    jt.map(({ row, text }) => ({ text, category: row.category })),
    rt.map(({ row, text }) => ({ text, category: row.category })),
  );
  console.log(
    `## ${set}: AUC ${r3(rank.macroAuc)} top-1 ${r3(rank.top1)} inAt60 ${r3(inHi / inN)} outAt60 ${r3(outHi / outN)}  | BM25 ${r3(base.bm25.macroAuc)}/${r3(base.bm25.top1)}`,
  );
  if (ceiling) {
    const c = calibrationCeiling(
      scores,
      resumes.map((r) => r.category),
      jobs.map((j) => j.category),
      outHi,
    );
    console.log(
      `ceiling (best edge per job, from the labels): inAt ${r3(c.inAt)} at outAt ${r3(c.outAt)}; fitting pairs under 60 it would count:`,
    );
    for (const [i, k] of c.lifted)
      console.log(
        `  ${resumes[i]!.file} ${scores[i]![k]} on ${jobs[k]!.category} head="${resumes[i]!.profile.headline ?? ''}"`,
      );
  }
  const keys = ['requiredSkills', 'role', 'title', 'textRelevance', 'experience', 'seniority'];
  console.log(
    `category | in n | in>=60 | in med | out>=60 | ${keys.map((k) => k.slice(0, 6)).join(' | ')}  (mean value@weight of in-pairs)`,
  );
  for (const job of jobs) {
    const k = jobs.indexOf(job);
    const ins = resumes
      .map((r, i) => ({ r, s: results[i]![k]! }))
      .filter((x) => x.r.category === job.category);
    const outs = resumes
      .filter((r) => r.category !== job.category)
      .map((r) => scores[resumes.indexOf(r)]![k]!);
    const sorted = ins.map((x) => x.s.matchPercentage).sort((a, b) => a - b);
    const comp = keys.map((key) => {
      const parts = ins
        .map((x) => x.s.breakdown.find((b) => b.key === key))
        .filter((b) => b && b.weight > 0);
      if (parts.length === 0) return '  -  ';
      return `${mean(parts.map((b) => b!.value)).toFixed(2)}@${mean(parts.map((b) => b!.weight)).toFixed(2)}`;
    });
    console.log(
      `${job.category.slice(0, 14).padEnd(14)} | ${ins.length} | ${r3(sorted.filter((s) => s >= 60).length / Math.max(1, sorted.length))} | ${sorted[Math.floor(sorted.length / 2)] ?? '-'} | ${r3(outs.filter((s) => s >= 60).length / Math.max(1, outs.length))} | ${comp.join(' | ')}`,
    );
    if (pairsOf === job.category) {
      for (const { r, s } of ins) {
        console.log(`  ${r.file} ${s.matchPercentage} head="${r.profile.headline ?? ''}"`);
        for (const b of s.breakdown)
          if (b.weight > 0)
            console.log(`     ${b.key} ${b.value}@${b.weight} ${b.summary.slice(0, 160)}`);
      }
    }
  }
}

const args = process.argv.slice(2);
const at = args.indexOf('--pairs');
const pairsOf = at >= 0 ? args[at + 1] : undefined;
const ceiling = args.includes('--ceiling');
const sets = args.filter((a, i) => !a.startsWith('--') && (at < 0 || i !== at + 1));
(async () => {
  for (const set of sets.length ? sets : ['occupations', 'categories', 'roles'])
    await run(set, pairsOf, ceiling);
})().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
