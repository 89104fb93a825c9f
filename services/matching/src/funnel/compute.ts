import type { BreakdownComponent, Funnel, VerdictBand } from '@shortlist/contracts';
import {
  checkGates,
  scoreBand,
  type CandidateProfile,
  type JobProfile,
  type Requirement,
  type RequirementModel,
} from '@shortlist/matcher';
import { engineResult } from '../analyzers';

// The requirement funnel (issue #29, item 4): for each must-have and gate of a reading, how many
// candidates meet it, and how many meet them all. Counted with the engine a screening scores with
// (engineResult), over profiles already in memory, so an unsaved edit answers at once and writes
// nothing.

export interface FunnelCandidate {
  id: string;
  name: string;
  profile: CandidateProfile;
}

/** The requirement as the breakdown names it: "Java", or "one of JSF, GWT, Spring MVC". */
export function requirementLabel(requirement: Pick<Requirement, 'skills'>): string {
  const [first, ...rest] = requirement.skills;
  return rest.length === 0 ? (first ?? '') : `one of ${requirement.skills.join(', ')}`;
}

/**
 * The must-haves (knock-outs included) a result meets, by id, read from its breakdown: the
 * must-have component lists the met requirements first (`met` of them), each named by its label,
 * with what met it in brackets after ("Java (implied by Spring)"). The same reading serves a
 * stored result and one computed now, so the funnel and a screening count alike.
 */
export function metMustHaves(
  musts: readonly Requirement[],
  breakdown: readonly BreakdownComponent[],
): Set<string> {
  const component = breakdown.find((b) => b.key === 'requiredSkills');
  const met = new Set<string>();
  if (!component) return met;
  // Longest labels first, so "Java (…)" is not taken for a shorter label that prefixes it.
  const byLabel = musts
    .map((r) => ({ id: r.id, label: requirementLabel(r) }))
    .sort((a, b) => b.label.length - a.label.length);
  for (const evidence of component.evidence.slice(0, component.met ?? 0)) {
    const named = evidence.requirement;
    const found = byLabel.find(
      (r) => !met.has(r.id) && (named === r.label || named.startsWith(`${r.label} (`)),
    );
    if (found) met.add(found.id);
  }
  return met;
}

/** The band a result is shown in: its verdict's when there is one, else the score's. */
export function bandOf(matchPercentage: number): VerdictBand {
  const band = scoreBand(matchPercentage);
  return band === 'poor' ? 'notRecommended' : band;
}

type Counts = Omit<Funnel, 'jobId' | 'version' | 'whatIf' | 'batchId' | 'engineMs'>;

/** The funnel of one reading over these candidates, with the `top` best of them. */
export function computeFunnel(
  job: JobProfile,
  model: RequirementModel,
  candidates: readonly FunnelCandidate[],
  top: number,
): Counts {
  const scored: JobProfile = { ...job, model };
  const musts = model.requirements.filter((r) => !r.soft && r.kind !== 'nice');
  const gates = model.gates ?? [];
  const metCounts = new Map(musts.map((r) => [r.id, 0]));
  const gateCounts = gates.map(() => ({ met: 0, notMet: 0, unknown: 0 }));
  let allMet = 0;
  let allMetNoGateFailed = 0;
  const ranked: Counts['top'] = [];
  for (const candidate of candidates) {
    const result = engineResult(scored, candidate.profile);
    const met = metMustHaves(musts, result.breakdown);
    for (const id of met) metCounts.set(id, (metCounts.get(id) ?? 0) + 1);
    const checks = gates.length ? checkGates(model, candidate.profile) : [];
    checks.forEach((check, i) => gateCounts[i]![check.state]++);
    const everyMust = met.size === musts.length;
    if (everyMust) allMet++;
    if (everyMust && !checks.some((c) => c.state === 'notMet')) allMetNoGateFailed++;
    ranked.push({
      candidateId: candidate.id,
      name: candidate.name,
      matchPercentage: result.matchPercentage,
      mustMet: met.size,
      band: bandOf(result.matchPercentage),
    });
  }
  // Best first; equal scores by name then id, as the pool ranking orders them.
  ranked.sort(
    (a, b) =>
      b.matchPercentage - a.matchPercentage ||
      a.name.localeCompare(b.name) ||
      a.candidateId.localeCompare(b.candidateId),
  );
  return {
    total: candidates.length,
    requirements: musts.map((r) => ({
      id: r.id,
      label: requirementLabel(r),
      kind: r.kind === 'knockout' ? 'knockout' : 'must',
      met: metCounts.get(r.id) ?? 0,
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
  };
}
