// The verdict a recruiter reads first (issue #33, item 3): each requirement of the job met, partly
// met or not found, with the resume's line; the gates' states; and a band that follows what is met,
// not the percentage. It is read from the scored breakdown, so it says exactly what the breakdown
// shows, and it never moves the score.
import type {
  Analysis,
  BreakdownComponent,
  CandidateProfile,
  GateCheck,
  JobProfile,
  Requirement,
  RequirementModel,
  RequirementVerdict,
  Verdict,
  VerdictBand,
  VerdictGate,
} from '../types';
import { scoreBand } from './calibrate';
import { checkGates } from './gates';
import { impliedVia, modelOf, requirementLabel } from './requirements';
import { requirementState, shortOfYears } from './requirement-state';

export interface VerdictInput {
  model: RequirementModel;
  matchPercentage: number;
  breakdown: readonly BreakdownComponent[];
  gates: readonly GateCheck[];
  /** The candidate's dated years, to tell a requirement met with fewer years than it asks. */
  yearsExperience?: number;
}

/**
 * "Most" must-haves: at least this share of them, a requirement partly met counting half. Below
 * it the candidate lacks as much as they have, which no recruiter calls a partial fit.
 */
export const MOST = 0.5;

/** The gap of a candidate who meets every must-have, fails no gate, and scores under 60. */
export const OTHER_WORK = "other work than this job's (titles, experience, wording)";

const DEGREE_WORDS: Record<string, string> = {
  associate: 'associate degree',
  bachelor: "bachelor's degree",
  master: "master's degree",
  doctorate: 'doctorate',
};
const WORKPLACE_WORDS: Record<string, string> = { onsite: 'on-site', hybrid: 'hybrid' };

/** The state and evidence of each requirement, read from its component's evidence. */
function judged(
  requirements: readonly Requirement[],
  component: BreakdownComponent | undefined,
  importance: 'must' | 'nice',
  yearsExperience: number | undefined,
): RequirementVerdict[] {
  // The component lists the requirements it counts as met first (`met` of them), then the gaps.
  const entries = (component?.evidence ?? []).map((e, i) => ({
    e,
    counted: i < (component?.met ?? 0),
    used: false,
  }));
  return requirements.map((requirement) => {
    const label = requirementLabel(requirement);
    const entry = entries.find(
      (x) => !x.used && (x.e.requirement === label || x.e.requirement.startsWith(`${label} (`)),
    );
    if (entry) entry.used = true;
    const state = requirementState(
      entry?.e.kind,
      entry?.counted ?? false,
      requirement,
      yearsExperience,
    );
    const shown: RequirementVerdict = {
      // Met or partly through a related skill, it says which ("ORM (implied by Hibernate)").
      requirement:
        entry && (state === 'partly' || entry.e.kind === 'implied') ? entry.e.requirement : label,
      importance,
      state,
    };
    if (state !== 'notFound' && entry?.e.resumeLine) shown.evidence = entry.e.resumeLine;
    return shown;
  });
}

/** Why a must-have is only partly met: "Kubernetes only through Docker", "Java, 2 of 6 years". */
function partlyWhy(
  requirement: Requirement,
  shown: RequirementVerdict,
  yearsExperience: number | undefined,
): string {
  const label = requirementLabel(requirement);
  const via = impliedVia(shown.requirement);
  if (via) return `${label} only through ${via}`;
  if (shortOfYears(requirement, yearsExperience) && yearsExperience !== undefined)
    return `${label}, ${Math.floor(yearsExperience)} of ${requirement.years} years`;
  return `${label} (partly)`;
}

/** "on-site in Austin, TX", "clearance", "bachelor's degree", "3+ years". */
function gateLabel(check: GateCheck, workplace: string | undefined): string {
  switch (check.kind) {
    case 'location': {
      const how = workplace ? WORKPLACE_WORDS[workplace] : undefined;
      return how ? `${how} in ${check.asked}` : `based in ${check.asked}`;
    }
    case 'workplace':
      return WORKPLACE_WORDS[check.asked] ?? check.asked;
    case 'workAuthorization':
      return 'work authorization';
    case 'clearance':
      return 'clearance';
    case 'degree':
      return DEGREE_WORDS[check.asked.split(' ')[0] ?? ''] ?? 'degree';
    case 'years':
      return `${check.asked} years`;
    case 'level':
      return `${check.asked} level`;
    case 'graduation':
      return 'graduation date';
    case 'licence':
      return check.asked;
    case 'other':
      return check.asked;
  }
}

const WORST: Record<GateCheck['state'], number> = { met: 0, unknown: 1, notMet: 2 };

/**
 * The gates as the verdict names them. Left out: the conditions a resume never states (travel,
 * background checks: kind "other"), a workplace of its own (the place's label says it, and a
 * remote job asks no place), and preferences the resume is silent on. Two lines asking the same
 * thing are one gate, in its worst state.
 */
function verdictGates(model: RequirementModel, checks: readonly GateCheck[]): VerdictGate[] {
  const gates = model.gates ?? [];
  const workplace = gates.find((g) => g.kind === 'workplace')?.value;
  const required = (c: GateCheck) =>
    gates.find((g) => g.kind === c.kind && g.source === c.source)?.required ?? true;
  const byLabel = new Map<string, VerdictGate>();
  for (const check of checks) {
    if (check.kind === 'other' || check.kind === 'workplace') continue;
    if (check.kind === 'location' && workplace === 'remote') continue;
    if (check.state === 'unknown' && !required(check)) continue;
    const label = gateLabel(check, workplace);
    const seen = byLabel.get(label);
    if (!seen || WORST[check.state] > WORST[seen.state])
      byLabel.set(label, { kind: check.kind, label, state: check.state });
  }
  return [...byLabel.values()];
}

const failed = (g: VerdictGate) => g.state === 'notMet';

/** Everything asked is met and no gate failed, yet the band is not Strong: the score says other work. */
const otherWork = (list: readonly RequirementVerdict[], gates: readonly VerdictGate[]) =>
  list.length > 0 && list.every((r) => r.state === 'met') && !gates.some(failed);

/** strong / partial / notRecommended from what is met and the score (see Verdict.band). */
function bandOf(
  list: readonly RequirementVerdict[],
  gates: readonly VerdictGate[],
  matchPercentage: number,
): VerdictBand {
  // A job that asks nothing a resume can show is judged by its percentage alone.
  if (list.length === 0) {
    const band = scoreBand(matchPercentage);
    return band === 'poor' ? 'notRecommended' : band;
  }
  const met = list.filter((r) => r.state === 'met').length;
  const partly = list.filter((r) => r.state === 'partly').length;
  // The requirements and the percentage together, so that a band never says the opposite of the
  // score's colour: every must-have met is Strong only at 60 or more (an accountant meets a
  // florist ad whose must-haves are office tools, and scores 25 on the titles, the kind of work
  // and the wording); a score of 60 or more with some must-have there is at least Partial, the
  // missing ones named (an ad's must-have list is noisier than the score: on the benchmarks most
  // fitting pairs with fewer than half of it met score 60 or more). None of them there is never
  // a partial fit, whatever the title. More met or a higher score never lowers a band.
  const poor = scoreBand(matchPercentage) === 'poor';
  if (met === list.length && !gates.some(failed) && !poor) return 'strong';
  const most = met + partly / 2 >= MOST * list.length;
  return most || (!poor && met + partly > 0) ? 'partial' : 'notRecommended';
}

/** The verdict of one scored candidate on one job. */
export function verdictOf(input: VerdictInput): Verdict {
  const { model, breakdown, yearsExperience } = input;
  const hard = model.requirements.filter((r) => !r.soft);
  const component = (key: string) => breakdown.find((c) => c.key === key);
  const musts = judged(
    hard.filter((r) => r.kind !== 'nice'),
    component('requiredSkills'),
    'must',
    yearsExperience,
  );
  const nices = judged(
    hard.filter((r) => r.kind === 'nice'),
    component('niceToHaveSkills'),
    'nice',
    yearsExperience,
  );
  const gates = verdictGates(model, input.gates);
  // With no must-have, the nice-to-haves are what the job asks.
  const judgedOn = musts.length > 0 ? musts : nices;
  const band = bandOf(judgedOn, gates, input.matchPercentage);
  // The gap names what is missing first, then what is only partly there and why ("Kubernetes
  // only through Docker"): the must-haves the missing skills list, so the two never disagree.
  const mustReqs = hard.filter((r) => r.kind !== 'nice');
  const gap = [
    ...mustReqs.filter((_, i) => musts[i]?.state === 'notFound').map(requirementLabel),
    ...mustReqs.flatMap((r, i) => {
      const shown = musts[i];
      return shown?.state === 'partly' ? [partlyWhy(r, shown, yearsExperience)] : [];
    }),
  ];
  return {
    mustMet: musts.filter((r) => r.state === 'met').length,
    mustTotal: musts.length,
    niceMet: nices.filter((r) => r.state === 'met').length,
    niceTotal: nices.length,
    gates,
    band,
    gap: band === 'strong' ? [] : otherWork(judgedOn, gates) ? [OTHER_WORK] : gap,
    requirements: [...musts, ...nices],
  };
}

/** The gates and the verdict of a scored pair: what analyze() and every scoring path add. */
export function judgeMatch(
  job: JobProfile,
  candidate: CandidateProfile,
  score: Pick<Analysis, 'matchPercentage' | 'breakdown'>,
): { gates: GateCheck[]; verdict: Verdict } {
  const model = modelOf(job);
  const gates = checkGates(model, candidate);
  const verdict = verdictOf({
    model,
    matchPercentage: score.matchPercentage,
    breakdown: score.breakdown,
    gates,
    ...(candidate.yearsExperience !== undefined && { yearsExperience: candidate.yearsExperience }),
  });
  return { gates, verdict };
}
