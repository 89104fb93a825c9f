import type { Funnel, VerdictBand } from '@shortlist/contracts';
import {
  checkGates,
  extractCandidate,
  metSkills,
  profileFlaggedLines,
  scoreBand,
  withoutLines,
  type CandidateProfile,
  type GateCheck,
  type JobProfile,
  type Requirement,
  type RequirementModel,
} from '@shortlist/matcher';
import { engineResult } from '../analyzers';

// The requirement funnel (issue #29, item 4): for each must-have and gate of a reading, how many
// candidates meet it, and how many meet them all, counted as the engine a screening scores with
// counts them, over profiles already in memory, so an unsaved edit answers at once and writes
// nothing.

export interface FunnelCandidate {
  id: string;
  name: string;
  profile: CandidateProfile;
  /**
   * Worked out on first use and kept with the candidate while it is held in memory, so that edit
   * after edit costs a set lookup per requirement: the skills the candidate meets as scoring counts
   * them, and the states of the last gates checked (gates rarely change between what-ifs).
   */
  memo?: { skills: ReadonlySet<string>; gatesKey?: string; gates?: GateCheck['state'][] };
}

/** The requirement as the breakdown names it: "Java", or "one of JSF, GWT, Spring MVC". */
export function requirementLabel(requirement: Pick<Requirement, 'skills'>): string {
  const [first, ...rest] = requirement.skills;
  return rest.length === 0 ? (first ?? '') : `one of ${requirement.skills.join(', ')}`;
}

/** The score's band, for a result without a verdict (the engine's result carries one). */
export function bandOf(matchPercentage: number): VerdictBand {
  const band = scoreBand(matchPercentage);
  return band === 'poor' ? 'notRecommended' : band;
}

type Counts = Omit<Funnel, 'jobId' | 'version' | 'whatIf' | 'batchId' | 'engineMs'>;

/** The top is ranked among this many: every candidate of a pool this small, else those who meet the most. */
export const SCORED_FOR_TOP = 250;

// What the candidate meets is read from the profile the engine scores: without lines addressed
// to the reader or an AI (engineResult leaves them out the same way).
function memoOf(candidate: FunnelCandidate): NonNullable<FunnelCandidate['memo']> {
  if (!candidate.memo) {
    const { profile } = candidate;
    const injected = profileFlaggedLines(profile);
    const shown = injected.length
      ? extractCandidate(withoutLines(profile.text, injected))
      : profile;
    candidate.memo = { skills: metSkills(shown) };
  }
  return candidate.memo;
}

/** The gates' states on one candidate, checked again only when the gates asked changed. */
function gateStates(
  candidate: FunnelCandidate,
  model: RequirementModel,
  key: string,
): GateCheck['state'][] {
  const memo = memoOf(candidate);
  if (memo.gatesKey !== key || !memo.gates) {
    memo.gates = checkGates(model, candidate.profile).map((c) => c.state);
    memo.gatesKey = key;
  }
  return memo.gates;
}

const meets = (skills: ReadonlySet<string>, requirement: Requirement) =>
  requirement.skills.some((skill) => skills.has(skill));

interface Counted {
  candidate: FunnelCandidate;
  mustMet: number;
  niceMet: number;
}

/**
 * The funnel of one reading over these candidates. Who meets each must-have and gate is counted
 * for every candidate, exactly as scoring counts a requirement met (metSkills: the candidate's own
 * skills and those implied strongly enough), which costs a set lookup per requirement; the full score, for the `top` of the list, is the engine's, for every
 * candidate of a pool of up to SCORED_FOR_TOP and, in a larger one, for the SCORED_FOR_TOP who
 * meet the most must-haves (then nice-to-haves): a candidate who meets fewer can still outscore one of them on
 * title or wording, but rarely into the top few.
 */
export function computeFunnel(
  job: JobProfile,
  model: RequirementModel,
  candidates: readonly FunnelCandidate[],
  top: number,
  scoredForTop = SCORED_FOR_TOP,
): Counts {
  const hard = model.requirements.filter((r) => !r.soft);
  const musts = hard.filter((r) => r.kind !== 'nice');
  const nices = hard.filter((r) => r.kind === 'nice');
  const gates = model.gates ?? [];
  const metCounts = musts.map(() => 0);
  const gateCounts = gates.map(() => ({ met: 0, notMet: 0, unknown: 0 }));
  let allMet = 0;
  let allMetNoGateFailed = 0;
  const counted: Counted[] = [];
  // What the gates' states depend on: the gates, and the years and level they are checked against.
  const gatesKey = JSON.stringify([gates, model.minYears, model.maxYears, model.level]);
  for (const candidate of candidates) {
    const { skills } = memoOf(candidate);
    let mustMet = 0;
    for (let i = 0; i < musts.length; i++) {
      if (!meets(skills, musts[i]!)) continue;
      metCounts[i]!++;
      mustMet++;
    }
    let niceMet = 0;
    for (const r of nices) if (meets(skills, r)) niceMet++;
    const states = gates.length ? gateStates(candidate, model, gatesKey) : [];
    states.forEach((state, i) => gateCounts[i]![state]++);
    if (mustMet === musts.length) {
      allMet++;
      if (!states.includes('notMet')) allMetNoGateFailed++;
    }
    counted.push({ candidate, mustMet, niceMet });
  }
  const likeliest =
    counted.length <= scoredForTop
      ? counted
      : [...counted]
          .sort((a, b) => b.mustMet - a.mustMet || b.niceMet - a.niceMet)
          .slice(0, scoredForTop);
  const scored: JobProfile = { ...job, model };
  const ranked: Counts['top'] = likeliest.map(({ candidate, mustMet }) => {
    const { matchPercentage, verdict } = engineResult(scored, candidate.profile);
    return {
      candidateId: candidate.id,
      name: candidate.name,
      matchPercentage,
      mustMet,
      band: verdict?.band ?? bandOf(matchPercentage),
    };
  });
  // Best first; equal scores by name then id, as the pool ranking orders them.
  ranked.sort(
    (a, b) =>
      b.matchPercentage - a.matchPercentage ||
      a.name.localeCompare(b.name) ||
      a.candidateId.localeCompare(b.candidateId),
  );
  return {
    total: candidates.length,
    requirements: musts.map((r, i) => ({
      id: r.id,
      label: requirementLabel(r),
      kind: r.kind === 'knockout' ? 'knockout' : 'must',
      met: metCounts[i]!,
    })),
    gates: gates.map((g, i) => ({
      kind: g.kind,
      asked: g.value,
      required: g.required,
      ...gateCounts[i]!,
    })),
    allMet,
    allMetNoGateFailed,
    top: ranked.slice(0, top),
    scoredForTop: likeliest.length,
  };
}
