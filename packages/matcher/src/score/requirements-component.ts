// The must-have and nice-to-have components: which of the job's requirements the resume meets,
// in a sentence a recruiter can check against the quoted lines.
import type { ComponentResult } from './component';
import { MET, requirementLabel, toEvidence, type RequirementMatch } from './requirements';
import type { Yardstick } from './yardstick';

/** A nice-to-have the candidate lacks costs this share of a must-have's importance. */
export const NICE_SHARE = 0.125;
/** The scale of a reading whose ad named no hard must-have: as if it had named three ordinary ones. */
const EMPTY_SCALE = 3;

function missing(matches: readonly RequirementMatch[]): number {
  return matches.reduce((sum, m) => sum + m.importance * (1 - m.credit), 0);
}

/**
 * 0..1: how much of what the reading asks the candidate lacks, measured on the ad's scale. Only
 * what is missing counts, so a requirement met or removed never lowers it and one added or made
 * a must-have never raises it.
 */
export function readingCoverage(
  musts: readonly RequirementMatch[],
  nices: readonly RequirementMatch[],
  yardstick: Yardstick,
): number {
  const scale = yardstick.mass > 0 ? yardstick.mass : EMPTY_SCALE;
  return Math.max(0, 1 - (missing(musts) + NICE_SHARE * missing(nices)) / scale);
}

function plural(n: number, what: string): string {
  return `${n} ${what}${n === 1 ? '' : 's'}`;
}

/** Met requirements, most important first (written before implied on ties). */
export function metOf(matches: readonly RequirementMatch[]): RequirementMatch[] {
  return matches
    .filter((m) => m.credit >= MET)
    .sort(
      (a, b) =>
        b.importance * b.credit - a.importance * a.credit ||
        a.requirement.id.localeCompare(b.requirement.id),
    );
}

export function gapsOf(matches: readonly RequirementMatch[]): RequirementMatch[] {
  return matches
    .filter((m) => m.credit < MET)
    .sort(
      (a, b) => b.importance - a.importance || a.requirement.id.localeCompare(b.requirement.id),
    );
}

export function requirementsComponent(
  matches: readonly RequirementMatch[],
  what: 'must-have' | 'nice-to-have' | 'soft skill',
  value: number,
): ComponentResult | undefined {
  if (matches.length === 0) return undefined;
  const met = metOf(matches);
  const gaps = gapsOf(matches);
  const implied = met.filter((m) => m.kind === 'implied').length;
  let summary = `${met.length} of ${plural(matches.length, what)} met`;
  if (implied > 0) summary += ` (${implied} only through related skills)`;
  if (gaps.length > 0) {
    const named = gaps
      .slice(0, 3)
      .map((m) => requirementLabel(m.requirement))
      .join('; ');
    summary += `; missing ${named}${gaps.length > 3 ? ` and ${gaps.length - 3} more` : ''}`;
  }
  const knockouts = gaps.filter((m) => m.requirement.kind === 'knockout');
  if (knockouts.length > 0)
    summary += `. Knock-out not evidenced: ${knockouts.map((m) => requirementLabel(m.requirement)).join(', ')}`;
  return {
    value,
    summary: `${summary}.`,
    evidence: [...met, ...gaps].map(toEvidence),
  };
}
