// writeOutreachMessage: a short, honest, ready-to-paste message built from the analysis.
import type { Analysis, CandidateProfile, JobProfile } from '../types';
import { gatherFacts, type MessageFacts } from './facts';
import {
  bridges,
  closings,
  extraPoints,
  greetings,
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

export function writeOutreachMessage(
  job: JobProfile,
  candidate: CandidateProfile,
  analysis: Pick<Analysis, 'breakdown' | 'topSkills'>,
  options: MessageOptions = {},
): string {
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
  const body = [nth(openings(facts)), ...chosen];
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
  // Too long (long titles or skill names): drop the weakest points.
  while (wordCount(message) > MESSAGE_MAX_WORDS && body.length > 2) {
    body.pop();
    message = compose();
  }
  return message;
}
