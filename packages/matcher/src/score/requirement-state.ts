// One rule for what each must-have is on a candidate (met / partly / not found), read by the
// verdict, the missing skills and the component's "N of M met" alike (issue #33, item 3), so that
// the band, the count, the gap and the Missing column never disagree.
//
// The decision: a requirement evidenced through a related skill counts as met when the score
// counts it met, that is when the implication is at least of ordinary strength (credit MET:
// Jenkins for CI/CD, Amazon EKS for AWS, Hibernate for ORM: a recruiter reads the one as the
// other). Counting it half in the verdict while the score, the top skills and the missing skills
// count it whole read a 95 with nothing missing as "Partial · 6 of 8". Partly met, and shown so
// everywhere, is what the resume leaves a recruiter to ask about: a weak relation only (below
// MET), or fewer years than the requirement asks. Such a must-have is half a must-have for the
// band, named with why in the verdict's gap ("Kubernetes only through Docker", "Java, 2 of 6
// years"), and listed "Kubernetes (partly)" in the missing skills: N of M met, the M - N others
// in the gap and in the Missing column, each as missing or partly.
import type { Evidence, Requirement, RequirementState } from '../types';
import { MET, requirementLabel, type RequirementMatch } from './requirements';

/** Years under what a requirement asks by more than this make it partly met. */
const YEARS_SLACK = 0.5;

const PARTLY = ' (partly)';

/** Whether the candidate's dated years fall short of what the requirement asks. */
export function shortOfYears(requirement: Requirement, yearsExperience: number | undefined) {
  return (
    requirement.years !== undefined &&
    yearsExperience !== undefined &&
    yearsExperience + YEARS_SLACK < requirement.years
  );
}

/**
 * The state of one requirement from its evidence: `kind` of the best match, `counted` whether
 * the score counted it met (its credit reached MET).
 */
export function requirementState(
  kind: Evidence['kind'] | undefined,
  counted: boolean,
  requirement: Requirement,
  yearsExperience: number | undefined,
): RequirementState {
  if (kind === undefined || kind === 'missing') return 'notFound';
  // A relation too weak for the score to count it is evidence of part of it.
  if (!counted) return 'partly';
  return shortOfYears(requirement, yearsExperience) ? 'partly' : 'met';
}

function stateOfMatch(match: RequirementMatch, yearsExperience: number | undefined) {
  return requirementState(match.kind, match.credit >= MET, match.requirement, yearsExperience);
}

/** How the missing skills list a must-have that is partly met: "Kubernetes (partly)". */
export function partlyMet(label: string): string {
  return `${label}${PARTLY}`;
}

/** Whether an entry of the missing skills is a must-have partly met (not a plain gap). */
export function isPartlyMet(entry: string): boolean {
  return entry.endsWith(PARTLY);
}

/**
 * The missing skills: the must-haves not met, most important first, those not found by name and
 * then those partly met, marked so ("Kubernetes (partly)"): the verdict's gap, in a list.
 */
export function missingOf(
  musts: readonly RequirementMatch[],
  yearsExperience: number | undefined,
): string[] {
  const byImportance = [...musts].sort(
    (a, b) => b.importance - a.importance || a.requirement.id.localeCompare(b.requirement.id),
  );
  const inState = (state: RequirementState) =>
    byImportance.filter((m) => stateOfMatch(m, yearsExperience) === state);
  return [
    ...inState('notFound').map((m) => requirementLabel(m.requirement)),
    ...inState('partly').map((m) => partlyMet(requirementLabel(m.requirement))),
  ];
}
