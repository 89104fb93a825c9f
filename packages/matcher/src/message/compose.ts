// writeOutreachMessage: a short, honest, ready-to-paste message built from the analysis.
import { scoreBand, type MatchBand } from '../score/calibrate';
import { isPartlyMet } from '../score/requirement-state';
import type { Analysis, CandidateProfile, JobProfile, Verdict } from '../types';
import { gatherFacts, type MessageFacts } from './facts';
import {
  bridges,
  closings,
  extraPoints,
  gapPoints,
  greetings,
  noteClosings,
  noteOpenings,
  noteReasons,
  partialOpenings,
  openings,
  recentRolePoints,
  signOffs,
  skillPoints,
  titlePoints,
  yearsPoints,
} from './phrases';
import { chooser } from './seed';

export interface MessageOptions {
  /** Which wording to use; another number gives another message ("regenerate"). */
  variant?: number;
  /**
   * For a poor fit, write a polite short note instead of nothing. A poor fit gets no outreach by
   * default: the recruiter asks for the note.
   */
  note?: boolean;
}

/** What the message is built from: the verdict (or, without one, the score) decides its kind. */
export type MessageAnalysis = Pick<Analysis, 'breakdown' | 'topSkills'> &
  Partial<Pick<Analysis, 'missingSkills'>> & {
    matchPercentage?: number | null;
    verdict?: Pick<Verdict, 'band'> | null;
  };

const BY_VERDICT: Record<Verdict['band'], MatchBand> = {
  strong: 'strong',
  partial: 'partial',
  notRecommended: 'poor',
};

/**
 * Which message fits: the verdict's band, as the page around the message shows it (a "Partial"
 * candidate at 55 is written to, a "Not recommended" one at 62 is not). An analysis scored before
 * verdicts existed has only its score: 80 and over strong, 60 and over partial.
 */
function messageBand(analysis: MessageAnalysis): MatchBand {
  if (analysis.verdict) return BY_VERDICT[analysis.verdict.band];
  return scoreBand(analysis.matchPercentage ?? 100);
}

/**
 * The gaps a message may name: the must-haves not found. One partly met (through a related
 * skill, or with fewer years) is not said to be absent from the resume.
 */
function namedGaps(analysis: MessageAnalysis): string[] {
  return (analysis.missingSkills ?? []).filter((s) => !isPartlyMet(s)).slice(0, 2);
}

export const MESSAGE_MIN_WORDS = 60;
export const MESSAGE_MAX_WORDS = 140;

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The points of fit, each as its candidate wordings, most telling first. */
function points(f: MessageFacts): string[][] {
  const out: string[][] = [];
  if (f.matchingTitle) out.push(titlePoints(f.matchingTitle));
  else if (f.recentRole) out.push(recentRolePoints(f.recentRole));
  if (f.skills.length > 0) out.push(skillPoints(f.skills.slice(0, 3)));
  if (f.meetsYears !== undefined && f.years !== undefined)
    out.push(yearsPoints(f.years, f.meetsYears));
  if (f.extras.length > 0) out.push(extraPoints(f.extras.slice(0, 2)));
  if (f.matchingTitle && f.recentRole && f.recentRole.title !== f.matchingTitle) {
    out.push(recentRolePoints(f.recentRole));
  }
  return out;
}

/**
 * The outreach message that fits the verdict: a strong fit is invited on its real points of fit; a
 * partial fit hears honest interest that names the gap; a poor fit gets no message unless the
 * recruiter asks for a polite short note.
 */
export function writeOutreachMessage(
  job: JobProfile,
  candidate: CandidateProfile,
  analysis: MessageAnalysis,
  options: MessageOptions = {},
): string {
  const band = messageBand(analysis);
  if (band === 'poor')
    return options.note ? writePoliteNote(job, candidate, analysis, options) : '';
  const facts = gatherFacts(job, candidate, analysis);
  const variant = Math.abs(Math.trunc(options.variant ?? 0));
  const who = `${facts.firstName ?? ''}|${facts.role ?? ''}|${facts.company ?? ''}`;
  const pick = chooser(`${variant}|${who}`);
  // Opening and closing step through their lists with the variant, so that consecutive variants
  // never share them; where a list starts depends on the candidate and the job.
  const step = chooser(who);
  const nth = <T>(items: readonly T[]): T =>
    items[(items.indexOf(step(items)) + variant) % items.length] as T;
  const available = points(facts);
  // Two or three points: the strongest first, the order of the rest varies with the variant.
  const chosen = available.slice(0, 3).map((wordings) => pick(wordings));
  if (chosen.length === 3 && pick([true, false]))
    chosen.splice(1, 2, chosen[2] as string, chosen[1] as string);
  const bridgeList = bridges(facts);
  const gaps = namedGaps(analysis);
  const body =
    band === 'strong'
      ? [nth(openings(facts)), ...chosen]
      : [nth(partialOpenings(facts)), ...chosen.slice(0, 2), pick(gapPoints(gaps))];
  const closing = nth(closings());
  const greeting = pick(greetings(facts));
  const signOff = pick(signOffs());
  const compose = (): string =>
    [greeting, '', [...body, closing].join(' '), '', signOff].join('\n');
  let message = compose();
  // Too short (few points of fit): add honest sentences about the role, never claims.
  while (wordCount(message) < MESSAGE_MIN_WORDS && bridgeList.length > 0) {
    const bridge = pick(bridgeList);
    bridgeList.splice(bridgeList.indexOf(bridge), 1);
    body.push(bridge);
    message = compose();
  }
  // Too long (long titles or skill names): drop the weakest points (a partial fit keeps its gap).
  while (wordCount(message) > MESSAGE_MAX_WORDS && body.length > 2) {
    body.splice(band === 'strong' ? body.length - 1 : body.length - 2, 1);
    message = compose();
  }
  return message;
}

function writePoliteNote(
  job: JobProfile,
  candidate: CandidateProfile,
  analysis: MessageAnalysis,
  options: MessageOptions,
): string {
  const facts = gatherFacts(job, candidate, analysis);
  const pick = chooser(`${options.variant ?? 0}|note|${facts.firstName ?? ''}|${facts.role ?? ''}`);
  const body = [
    pick(noteOpenings(facts)),
    pick(noteReasons(facts, namedGaps(analysis))),
    pick(noteClosings()),
  ];
  return [pick(greetings(facts)), '', body.join(' '), '', pick(signOffs())].join('\n');
}
