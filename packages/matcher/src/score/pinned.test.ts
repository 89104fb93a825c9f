import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extractCandidate, extractJob, flaggedLines, withoutLines } from '../extract';
import { analyze } from '../analyze';
import { scoreMatch, type MatchScore } from './index';
import { JAVA_JOB, JAVA_RESUME, NURSE_RESUME, STEERING_RESUME } from './pinned.fixture';

// Scores pinned to the last digit, from job text and resume text to percentage, breakdown and
// evidence: a change meant to make the engine faster must leave every one of them as it was.
// pinned.expected.json was written by the engine before the speed work; a deliberate change to
// scoring rewrites it (and says so in its commit).

const expected = JSON.parse(
  readFileSync(path.join(__dirname, 'pinned.expected.json'), 'utf8'),
) as Record<string, unknown>;
const today = new Date(2025, 5, 15);

function pinned(score: MatchScore) {
  const { matchPercentage, topSkills, missingSkills, breakdown } = score;
  return { matchPercentage, topSkills, missingSkills, breakdown };
}

describe('pinned end-to-end scores', () => {
  const job = extractJob(JAVA_JOB);

  it('a Java engineer for a Java backend job: 95, with the same evidence', () => {
    const score = scoreMatch(job, extractCandidate(JAVA_RESUME, { today }));
    expect(score.matchPercentage).toBe(95);
    expect(pinned(score)).toEqual(expected.java);
  });

  it('a nurse for the same job: 14, with the same evidence', () => {
    const score = scoreMatch(job, extractCandidate(NURSE_RESUME, { today }));
    expect(score.matchPercentage).toBe(14);
    expect(pinned(score)).toEqual(expected.nurse);
  });

  it('a resume that addresses the screener: the line is flagged and scored as absent', () => {
    const flagged = flaggedLines(STEERING_RESUME);
    expect(flagged).toEqual(expected.flagged);
    const shown = extractCandidate(withoutLines(STEERING_RESUME, flagged), { today });
    const score = scoreMatch(job, shown);
    expect(score.matchPercentage).toBe(14);
    expect(pinned(score)).toEqual(expected.steering);
  });

  it('the same score for a fresh copy of the profiles (as the pool reads them) and a second time', () => {
    const candidate = extractCandidate(JAVA_RESUME, { today });
    const copy = JSON.parse(JSON.stringify(candidate)) as typeof candidate;
    const jobCopy = JSON.parse(JSON.stringify(job)) as typeof job;
    expect(pinned(scoreMatch(jobCopy, copy))).toEqual(expected.java);
    expect(pinned(scoreMatch(job, candidate))).toEqual(expected.java);
  });

  it('the outreach message word for word', () => {
    const analysis = analyze(job, extractCandidate(JAVA_RESUME, { today }));
    expect(analysis.generatedMessage).toBe(expected.message);
  });
});
