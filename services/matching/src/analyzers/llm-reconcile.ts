import type { BreakdownComponent } from '@shortlist/contracts';
import type { CandidateProfile, JobProfile } from '@shortlist/matcher';
import { isInstructionLine, profileFlaggedLines, withoutLines } from '@shortlist/matcher';
import type { LlmAnswer } from './llm-prompt';
import { agreeingSummary, mentions } from './llm-summary';
import type { AnalyzerResult } from './types';

// The LLM's answer is a claim to check, not a result to store. The number is always the built-in
// engine's: a model can be talked into any score by the document it reads, so it has no say in
// it. What the LLM adds is words, and only words the documents bear out: skills it names must
// exist in the documents, its evidence must be lines of the resume that describe the person (not
// lines addressed to the reader or the model), and its summary is kept only where it agrees with
// that evidence (llm-summary).

const MAX_SKILLS = 8;

const squash = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

export function reconcile(
  engine: AnalyzerResult,
  answer: LlmAnswer,
  job: JobProfile,
  candidate: CandidateProfile,
): AnalyzerResult {
  const jobText = job.text.toLowerCase();
  // Lines addressed to the reader or the model are not part of what the resume shows.
  const injected = profileFlaggedLines(candidate);
  const resume = withoutLines(candidate.text, injected);
  const resumeFlat = squash(resume);
  // The job's own names for its skills, so the result uses the job's wording.
  const jobSkills = new Map(
    [...job.requiredSkills, ...job.niceToHaveSkills].map((s) => [s.skill.toLowerCase(), s.skill]),
  );
  const candidateSkills = new Set(
    candidate.skills.filter((s) => !isInstructionLine(s.line)).map((s) => s.skill.toLowerCase()),
  );
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
    (e) =>
      squash(e.resumeLine).length >= 3 &&
      !isInstructionLine(e.resumeLine) &&
      resumeFlat.includes(squash(e.resumeLine)) &&
      inResume(e.skill),
  );

  const shownTop = topSkills.length ? topSkills : engine.topSkills;
  // The missing skills are the must-haves the verdict counts short (the engine's, each missing or
  // partly), whatever the model said: the Missing column sits beside the verdict and must count
  // what it counts. The model's own list, checked, is what its summary may speak of.
  const summary = agreeingSummary(answer.summary, [
    ...shownTop,
    ...(answer.missingSkills.length ? missingSkills : engine.missingSkills),
  ]);

  const notes: string[] = [];
  if (engine.analyzerNote) notes.push(engine.analyzerNote);
  const dropped =
    answer.topSkills.length + answer.missingSkills.length - topSkills.length - missingSkills.length;
  if (dropped > 0) notes.push('Skills the AI named that are not in the documents were left out.');
  if (squash(summary) !== squash(answer.summary)) {
    notes.push("Parts of the AI's summary that the evidence does not bear out were left out.");
  }

  const review: BreakdownComponent = {
    key: 'aiReview',
    label: 'AI review',
    // Not a part of the score: the score is the engine's; the review only explains.
    weight: 0,
    value: engine.matchPercentage / 100,
    summary,
    evidence: evidence.slice(0, MAX_SKILLS).map((e) => ({
      requirement: named(e.skill),
      resumeLine: e.resumeLine.trim(),
      kind: 'exact' as const,
    })),
  };
  return {
    matchPercentage: engine.matchPercentage,
    topSkills: shownTop,
    missingSkills: engine.missingSkills,
    breakdown: [...engine.breakdown, review],
    // What is met and the band are the engine's: the LLM's words never move them.
    gates: engine.gates,
    verdict: engine.verdict,
    analyzer: 'llm',
    analyzerNote: notes.length ? notes.join(' ') : null,
  };
}
