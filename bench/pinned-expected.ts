// Rewrites packages/matcher/src/score/pinned.expected.json from the engine as it now is, for a
// deliberate change to scoring (say so in the commit, with the old and new percentages printed):
//   node scripts/run-ts.mjs bench/pinned-expected.ts [--write]
// Without --write it only prints what would change.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  analyze,
  extractCandidate,
  extractJob,
  flaggedLines,
  scoreMatch,
  withoutLines,
  type MatchScore,
} from '@shortlist/matcher';
import {
  JAVA_JOB,
  JAVA_RESUME,
  NURSE_RESUME,
  STEERING_RESUME,
} from '../packages/matcher/src/score/pinned.fixture';

const file = path.resolve('packages/matcher/src/score/pinned.expected.json');
// The same day and the same fields as pinned.test.ts.
const today = new Date(2025, 5, 15);
const kept = ({ matchPercentage, topSkills, missingSkills, breakdown }: MatchScore) => ({
  matchPercentage,
  topSkills,
  missingSkills,
  breakdown,
});

const job = extractJob(JAVA_JOB);
const flagged = flaggedLines(STEERING_RESUME);
const next = {
  java: kept(scoreMatch(job, extractCandidate(JAVA_RESUME, { today }))),
  nurse: kept(scoreMatch(job, extractCandidate(NURSE_RESUME, { today }))),
  flagged,
  steering: kept(
    scoreMatch(job, extractCandidate(withoutLines(STEERING_RESUME, flagged), { today })),
  ),
  message: analyze(job, extractCandidate(JAVA_RESUME, { today })).generatedMessage,
};
const old = JSON.parse(readFileSync(file, 'utf8')) as Partial<typeof next>;
for (const key of ['java', 'nurse', 'steering'] as const)
  console.log(`${key}: ${old[key]?.matchPercentage} -> ${next[key].matchPercentage}`);
const same = (key: keyof typeof next) => JSON.stringify(old[key]) === JSON.stringify(next[key]);
console.log(`flagged lines ${same('flagged') ? 'unchanged' : 'CHANGED'}`);
console.log(`message ${same('message') ? 'unchanged' : 'CHANGED'}`);
if (process.argv.includes('--write')) {
  writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
  console.log(`wrote ${file}; run prettier on it`);
}
