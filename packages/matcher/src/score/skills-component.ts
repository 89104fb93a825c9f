// The requiredSkills and niceToHaveSkills components.
import type { SkillMention } from '../types';
import type { ComponentResult } from './component';
import {
  coverage,
  evidenced,
  missing,
  toEvidence,
  type CandidateSkills,
  type SkillMatch,
} from './skills';
import { matchSkills } from './skills';

function count(n: number, what: string): string {
  return `${n} ${what}${n === 1 ? '' : 's'}`;
}

export function skillsComponent(
  wanted: readonly SkillMention[],
  have: CandidateSkills,
  kindLabel: 'required' | 'nice-to-have',
  field?: (category: string) => number,
): { component?: ComponentResult; matches: SkillMatch[] } {
  const matches = matchSkills(wanted, have, field);
  if (matches.length === 0) return { matches };
  const found = evidenced(matches);
  const gaps = missing(matches);
  const implied = found.filter((m) => m.kind === 'implied').length;
  let summary = `${found.length} of ${count(matches.length, `${kindLabel} skill`)} evidenced`;
  if (implied > 0) summary += ` (${implied} only through related skills)`;
  // "and N more" rather than an ellipsis, so the sentence ends with exactly one full stop.
  if (gaps.length > 0) {
    const named = gaps
      .slice(0, 3)
      .map((m) => m.skill)
      .join(', ');
    summary += `; missing ${named}${gaps.length > 3 ? ` and ${gaps.length - 3} more` : ''}`;
  }
  summary += '.';
  return {
    component: {
      value: coverage(matches),
      summary,
      evidence: [...found, ...gaps].map(toEvidence),
    },
    matches,
  };
}
