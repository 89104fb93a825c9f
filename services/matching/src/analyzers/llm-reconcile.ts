import type { BreakdownComponent } from '@shortlist/contracts';
import type { CandidateProfile, JobProfile } from '@shortlist/matcher';
import type { LlmAnswer } from './llm-prompt';
import type { AnalyzerResult } from './types';

// The LLM's answer is a claim to check, not a result to store: skills it names must exist in the
// documents, its evidence must be lines of the resume, and its score may only move the engine's
// score by a bounded amount, and only with evidence.

const MAX_SKILLS = 8;

const squash = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** Whole-word, case-insensitive: "Go" is in "Go, Rust" but not in "good". */
function mentions(text: string, term: string): boolean {
  const escaped = term.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'iu').test(text);
}

export function reconcile(
  engine: AnalyzerResult,
  answer: LlmAnswer,
  job: JobProfile,
  candidate: CandidateProfile,
  maxDelta: number,
): AnalyzerResult {
  const jobText = job.text.toLowerCase();
  const resume = candidate.text.toLowerCase();
  const resumeFlat = squash(candidate.text);
  // The job's own names for its skills, so the result uses the job's wording.
  const jobSkills = new Map(
    [...job.requiredSkills, ...job.niceToHaveSkills].map((s) => [s.skill.toLowerCase(), s.skill]),
  );
  const candidateSkills = new Set(candidate.skills.map((s) => s.skill.toLowerCase()));
  const inJob = (skill: string) => jobSkills.has(skill.toLowerCase()) || mentions(jobText, skill);
  const inResume = (skill: string) =>
    candidateSkills.has(skill.toLowerCase()) || mentions(resume, skill);
  const named = (skill: string) => jobSkills.get(skill.toLowerCase()) ?? skill.trim();
  const unique = (skills: string[]) => [
    ...new Map(skills.map((s) => [s.toLowerCase(), s])).values(),
  ];

  const topSkills = unique(
    answer.topSkills.filter((s) => s.trim() && inJob(s) && inResume(s)).map(named),
  ).slice(0, MAX_SKILLS);
  const missingSkills = unique(
    answer.missingSkills
      .filter((s) => s.trim() && inJob(s) && !candidateSkills.has(s.toLowerCase()))
      .map(named),
  ).slice(0, MAX_SKILLS);
  const evidence = answer.evidence.filter(
    (e) => squash(e.resumeLine).length >= 3 && resumeFlat.includes(squash(e.resumeLine)),
  );

  const notes: string[] = [];
  let score = engine.matchPercentage;
  if (evidence.length === 0) {
    notes.push("The AI cited no lines of the resume, so the built-in engine's score is kept.");
  } else {
    const wanted = Math.round(answer.matchPercentage);
    score = clamp(wanted, engine.matchPercentage - maxDelta, engine.matchPercentage + maxDelta);
    if (score !== wanted) {
      notes.push(`The AI's score was kept within ${maxDelta} points of the built-in engine's.`);
    }
  }
  const dropped =
    answer.topSkills.length + answer.missingSkills.length - topSkills.length - missingSkills.length;
  if (dropped > 0) notes.push('Skills the AI named that are not in the documents were left out.');

  const review: BreakdownComponent = {
    key: 'aiReview',
    label: 'AI review',
    // Not a weighted part of the score: the review may move the score by at most maxDelta points.
    weight: 0,
    value: score / 100,
    summary: answer.summary.slice(0, 600),
    evidence: evidence.slice(0, MAX_SKILLS).map((e) => ({
      requirement: named(e.skill),
      resumeLine: e.resumeLine.trim(),
      kind: 'exact' as const,
    })),
  };
  return {
    matchPercentage: clamp(score, 0, 100),
    topSkills: topSkills.length ? topSkills : engine.topSkills,
    missingSkills: answer.missingSkills.length ? missingSkills : engine.missingSkills,
    breakdown: [...engine.breakdown, review],
    analyzer: 'llm',
    analyzerNote: notes.length ? notes.join(' ') : null,
  };
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
