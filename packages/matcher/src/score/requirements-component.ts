// The must-have and nice-to-have components: which of the job's requirements the resume meets,
// in a sentence a recruiter can check against the quoted lines.
import type { ComponentResult } from './component';
import {
  coverageOf,
  MET,
  requirementLabel,
  toEvidence,
  type RequirementMatch,
} from './requirements';

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
    value: coverageOf(matches),
    summary: `${summary}.`,
    evidence: [...met, ...gaps].map(toEvidence),
  };
}
