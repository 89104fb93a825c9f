// Matcher speed on one core:
//   node scripts/run-ts.mjs bench/matcher.ts [FIXTURES_DIR]
// FIXTURES_DIR defaults to ../shared/fixtures/documents (resumes/*.pdf, resumes-docx/*.docx,
// jobs/*.pdf). Files are parsed once (not timed here: that is the parsers' benchmark); then:
// - analyses per second on already-extracted profiles, cold (fresh job and resume objects, so
//   nothing is reused between analyses) and warm (the same profiles again, as in re-ranking);
// - ranking 1,000 resumes against one job, with extraction excluded and included;
// - the pool's cost per candidate (issue #16): a fresh copy of each profile, as the pool reads it
//   from documents, checked for lines addressed to the reader and scored against one job (what
//   the engine analyzer does), and the same with the resume's extraction from text included.
//   Wall and CPU time of this process both: the machines are shared, CPU time is the steadier.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  analyze,
  extractCandidate,
  extractJob,
  flaggedLines,
  scoreMatch,
} from '@shortlist/matcher';
import type { CandidateProfile, JobProfile } from '@shortlist/matcher';
import { parseFileInProcess } from '@shortlist/parsers';

async function textsIn(dir: string): Promise<string[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) =>
    /\.(pdf|docx|doc)$/i.test(f),
  );
  const texts: string[] = [];
  for (const file of files.sort())
    texts.push((await parseFileInProcess(await readFile(path.join(dir, file)), file)).text);
  return texts;
}

/** Runs `fn` repeatedly for about `ms` milliseconds; returns calls per second. */
function perSecond(fn: (i: number) => void, ms = 2000): number {
  const start = performance.now();
  let calls = 0;
  while (performance.now() - start < ms) fn(calls++);
  return calls / ((performance.now() - start) / 1000);
}

function time<T>(fn: () => T): { result: T; ms: number } {
  const start = performance.now();
  const result = fn();
  return { result, ms: performance.now() - start };
}

const fmt = (n: number): string =>
  n.toLocaleString('en-US', { maximumFractionDigits: n < 10 ? 2 : 0 });

const round3 = (n: number): number => Math.round(n * 1000) / 1000;

/** Milliseconds per call of `fn` over `count` calls: wall time and this process's CPU time. */
function perCall(count: number, fn: (i: number) => void): { ms: number; cpuMs: number } {
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < count; i++) fn(i);
  const used = process.cpuUsage(cpu);
  return {
    ms: (performance.now() - start) / count,
    cpuMs: (used.user + used.system) / 1000 / count,
  };
}

/**
 * What ranking a pool costs per candidate: every profile a fresh object (as parsed from the JSON
 * documents returns), the flagged-lines check and the score, against one job whose side is
 * prepared once; then the same from the resume's text, extraction included.
 */
function poolPerCandidate(
  job: JobProfile,
  resumes: readonly CandidateProfile[],
  texts: readonly string[],
  today: Date,
): { scoreMs: number; scoreCpuMs: number; extractScoreMs: number; extractScoreCpuMs: number } {
  const COUNT = 3000;
  const stored = resumes.map((r) => JSON.stringify(r));
  const fresh = Array.from(
    { length: COUNT },
    (_, i) => JSON.parse(stored[i % stored.length] as string) as CandidateProfile,
  );
  const poolScore = (candidate: CandidateProfile): number => {
    flaggedLines(candidate.text);
    return scoreMatch(job, candidate).matchPercentage;
  };
  const scored = perCall(COUNT, (i) => poolScore(fresh[i] as CandidateProfile));
  const extracted = perCall(COUNT / 3, (i) =>
    poolScore(extractCandidate(texts[i % texts.length] as string, { today })),
  );
  return {
    scoreMs: scored.ms,
    scoreCpuMs: scored.cpuMs,
    extractScoreMs: extracted.ms,
    extractScoreCpuMs: extracted.cpuMs,
  };
}

async function main(dir: string): Promise<void> {
  const resumeTexts = [
    ...(await textsIn(path.join(dir, 'resumes'))),
    ...(await textsIn(path.join(dir, 'resumes-docx'))),
  ];
  const jobTexts = await textsIn(path.join(dir, 'jobs'));
  if (resumeTexts.length === 0 || jobTexts.length === 0)
    throw new Error(`no resumes or jobs under ${dir}`);
  const today = new Date();
  const jobs: JobProfile[] = jobTexts.map((t) => extractJob(t));
  const resumes: CandidateProfile[] = resumeTexts.map((t) => extractCandidate(t, { today }));
  console.log(`inputs: ${resumes.length} resumes, ${jobs.length} jobs (${dir})`);

  const extractRate = perSecond((i) =>
    extractCandidate(resumeTexts[i % resumeTexts.length] as string, { today }),
  );
  console.log(
    `extractCandidate: ${fmt(extractRate)} resumes/s (${fmt(1000 / extractRate)} ms each)`,
  );

  // Cold: every analysis gets a job and a resume object it has never seen (nothing cached), as
  // when each pair is new. The copies are made before the clock starts.
  const COLD_PAIRS = 1500;
  const freshPairs = (): [JobProfile, CandidateProfile][] =>
    Array.from({ length: COLD_PAIRS }, (_, i) => [
      structuredClone(jobs[i % jobs.length] as JobProfile),
      structuredClone(resumes[i % resumes.length] as CandidateProfile),
    ]);
  const coldRate = (fn: (job: JobProfile, resume: CandidateProfile) => unknown): number => {
    const pairs = freshPairs();
    const { ms } = time(() => pairs.forEach(([job, resume]) => fn(job, resume)));
    return pairs.length / (ms / 1000);
  };
  coldRate(analyze); // JIT warm-up, not counted
  const coldScore = coldRate(scoreMatch);
  const coldFull = coldRate(analyze);
  const warmScore = perSecond((i) =>
    scoreMatch(
      jobs[i % jobs.length] as JobProfile,
      resumes[i % resumes.length] as CandidateProfile,
    ),
  );
  const warmFull = perSecond((i) =>
    analyze(jobs[i % jobs.length] as JobProfile, resumes[i % resumes.length] as CandidateProfile),
  );
  console.log(`scoreMatch (no message): ${fmt(coldScore)} analyses/s cold, ${fmt(warmScore)} warm`);
  console.log(`analyze (with message):  ${fmt(coldFull)} analyses/s cold, ${fmt(warmFull)} warm`);

  const job = jobs[0] as JobProfile;
  scoreMatch(job, structuredClone(resumes[0] as CandidateProfile)); // the job side is prepared once, as in a batch
  const thousand = Array.from({ length: 1000 }, (_, i) =>
    structuredClone(resumes[i % resumes.length] as CandidateProfile),
  );
  const excluded = time(() =>
    thousand.map((c) => scoreMatch(job, c).matchPercentage).sort((a, b) => b - a),
  );
  const texts = Array.from(
    { length: 1000 },
    (_, i) => resumeTexts[i % resumeTexts.length] as string,
  );
  const included = time(() =>
    texts
      .map((t) => scoreMatch(job, extractCandidate(t, { today })).matchPercentage)
      .sort((a, b) => b - a),
  );
  console.log(
    `rank 1,000 resumes against one job: ${fmt(excluded.ms)} ms with extraction excluded, ${fmt(included.ms)} ms included`,
  );
  const pool = poolPerCandidate(job, resumes, resumeTexts, today);
  console.log(
    `pool, per candidate: ${fmt(pool.scoreMs)} ms scoring a fresh profile (${fmt(pool.scoreCpuMs)} ms CPU), ` +
      `${fmt(pool.extractScoreMs)} ms with extraction (${fmt(pool.extractScoreCpuMs)} ms CPU)`,
  );
  console.log(
    JSON.stringify({
      poolScoreMsPerCandidate: round3(pool.scoreMs),
      poolScoreCpuMsPerCandidate: round3(pool.scoreCpuMs),
      poolExtractScoreMsPerCandidate: round3(pool.extractScoreMs),
      poolExtractScoreCpuMsPerCandidate: round3(pool.extractScoreCpuMs),
      extractPerSecond: Math.round(extractRate),
      scorePerSecondCold: Math.round(coldScore),
      analyzePerSecondCold: Math.round(coldFull),
      scorePerSecondWarm: Math.round(warmScore),
      analyzePerSecondWarm: Math.round(warmFull),
      rank1000MsExtractionExcluded: Math.round(excluded.ms),
      rank1000MsExtractionIncluded: Math.round(included.ms),
    }),
  );
}

main(path.resolve(process.argv[2] ?? '../shared/fixtures/documents')).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
