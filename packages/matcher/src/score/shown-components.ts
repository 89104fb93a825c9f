// The requirement components of the breakdown: the must-haves, scored, and the nice-to-haves and
// soft skills, shown beside them with weight 0 (a missing nice-to-have costs inside the must-have
// coverage, at a fraction of a must-have; a soft skill never costs).
import type { BreakdownComponent } from '../types';
import type { ComponentResult } from './component';
import type { RequirementMatch } from './requirements';
import { metOf, requirementsComponent } from './requirements-component';
import { coverageOf } from './requirements';
import type { Yardstick } from './yardstick';

/**
 * The must-have component, valued at the reading's coverage. Kept when the reading asks no
 * must-have but the ad did (the recruiter removed them all: nothing is missing), so that an edit
 * never takes away a component someone scored well on.
 */
export function requiredComponent(
  musts: readonly RequirementMatch[],
  nices: readonly RequirementMatch[],
  coverage: number,
  yardstick: Yardstick,
): ComponentResult | undefined {
  const found = requirementsComponent(musts, 'must-have', coverage);
  if (found) return found;
  if (yardstick.count === 0 && nices.length === 0) return undefined;
  return { value: coverage, summary: 'The reading asks no must-have.', evidence: [] };
}

function shown(
  key: string,
  label: string,
  matches: readonly RequirementMatch[],
  what: 'nice-to-have' | 'soft skill',
): BreakdownComponent[] {
  const found = requirementsComponent(matches, what, coverageOf(matches));
  if (!found) return [];
  return [
    {
      key,
      label,
      weight: 0,
      value: Math.round(found.value * 10_000) / 10_000,
      summary:
        what === 'soft skill'
          ? found.summary.replace(/; missing /, '; not named on the resume: ')
          : found.summary,
      evidence: found.evidence,
      met: metOf(matches).length,
      total: matches.length,
    },
  ];
}

export function shownComponents(
  nices: readonly RequirementMatch[],
  soft: readonly RequirementMatch[],
): BreakdownComponent[] {
  return [
    ...shown('niceToHaveSkills', 'Nice-to-have requirements', nices, 'nice-to-have'),
    // Shown so the recruiter sees them: a soft skill is never a hard gap.
    ...shown('softSkills', 'Soft skills (shown, not scored)', soft, 'soft skill'),
  ];
}
