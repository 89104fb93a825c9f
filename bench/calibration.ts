// Calibration that never punishes (issue #33, item 5), tried on every benchmark ad: each kind of
// edit a recruiter can make to the reading (bench-free list: @shortlist/test-support's
// readingEdits), saved as the reading route saves it (nextReading), then every resume of the
// set scored again. Counts the scores that moved the wrong way: any move on an unchanged save,
// a fall on a relaxing edit, a rise on a tightening one. Three rounds of each edit per ad, the
// requirement touched and the skill added drawn from a seeded sequence (the same every run).
// It prints figures and never asserts them; its last line is one JSON object of them.
//   node scripts/run-ts.mjs bench/calibration.ts [SET...]   (occupations, categories, roles)
import { extractCandidate, extractJob, scoreMatch } from '@shortlist/matcher';
import { parkMiller, readingEdits, wrongWay } from '@shortlist/test-support';
import { nextReading } from '../services/documents/src/jobs/own-requirements';
import { benchmarkTexts } from './lib/benchmark-files';

const ROUNDS = 3;

async function run(set: string): Promise<Record<string, { wrong: number; scores: number }>> {
  const texts = await benchmarkTexts(set);
  if (!texts) {
    console.log(`${set}: skipped, ../shared/benchmarks/${set} is absent`);
    return {};
  }
  const today = new Date();
  const jobs = texts.jobs.map((t) => extractJob(t.text));
  const people = texts.resumes.map((t) => extractCandidate(t.text, { today }));
  const skills = [...new Set(people.flatMap((c) => c.skills.map((s) => s.skill)))].sort();
  const next = parkMiller(33);
  const pick = <T>(xs: readonly T[]): T | undefined => xs[Math.floor(next() * xs.length)];
  const tally: Record<string, { wrong: number; scores: number }> = {};
  const examples: string[] = [];
  for (const job of jobs) {
    const model = job.model;
    if (!model) continue;
    const before = people.map((c) => scoreMatch(job, c).matchPercentage);
    for (let round = 0; round < ROUNDS; round++)
      for (const edit of readingEdits(pick, skills)) {
        const saved = { ...job, model: nextReading(model, edit.apply(model)) };
        const t = (tally[edit.name] ??= { wrong: 0, scores: 0 });
        people.forEach((c, i) => {
          const after = scoreMatch(saved, c).matchPercentage;
          t.scores++;
          if (!wrongWay(edit.way, before[i]!, after)) return;
          t.wrong++;
          if (examples.length < 10)
            examples.push(`  ${edit.name}: "${job.title}" resume ${i}: ${before[i]} -> ${after}`);
        });
      }
  }
  console.log(`## ${set}: ${jobs.length} ads x ${people.length} resumes, ${ROUNDS} rounds`);
  for (const [name, { wrong, scores }] of Object.entries(tally))
    console.log(`${name.padEnd(22)} ${String(wrong).padStart(6)} wrong of ${scores}`);
  if (examples.length) console.log(examples.join('\n'));
  return tally;
}

(async () => {
  const sets = process.argv.slice(2);
  const out: Record<string, unknown> = {};
  for (const set of sets.length ? sets : ['occupations', 'categories', 'roles'])
    out[set] = await run(set);
  console.log(JSON.stringify(out));
})().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
