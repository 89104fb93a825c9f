import type { FairnessCategory, FairnessGroup } from '@shortlist/contracts';

// Selection rates and impact ratios in the shape of a NYC Local Law 144 bias audit: per category
// (sex, race/ethnicity, and their intersection), a group's selection rate is the share of its
// candidates selected, and its impact ratio that rate over the highest group's. A ratio under 0.8
// is flagged (the EEOC's four-fifths rule). Groups under 2% of the data are listed apart and left
// out of the ratios, as the rules allow; candidates of unknown group are counted, not guessed.

export const FOUR_FIFTHS = 0.8;
export const SMALL_SHARE = 0.02;

export interface FairnessEntry {
  selected: boolean;
  /** The candidate's group in this category, as they self-identified; null when unknown. */
  group: string | null;
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;

export function fairnessCategory(entries: readonly FairnessEntry[]): FairnessCategory {
  const total = entries.length;
  const counts = new Map<string, { applicants: number; selected: number }>();
  let unknown = 0;
  for (const e of entries) {
    if (e.group === null) {
      unknown++;
      continue;
    }
    const c = counts.get(e.group) ?? { applicants: 0, selected: 0 };
    c.applicants++;
    if (e.selected) c.selected++;
    counts.set(e.group, c);
  }
  const rows = [...counts].map(([group, c]) => ({
    group,
    ...c,
    selectionRate: c.selected / c.applicants,
    small: c.applicants / total < SMALL_SHARE,
  }));
  const highest = Math.max(0, ...rows.filter((r) => !r.small).map((r) => r.selectionRate));
  const present = (r: (typeof rows)[number], counted: boolean): FairnessGroup => {
    const ratio = counted && highest > 0 ? r.selectionRate / highest : null;
    return {
      group: r.group,
      applicants: r.applicants,
      selected: r.selected,
      selectionRate: round(r.selectionRate),
      impactRatio: ratio === null ? null : round(ratio),
      flagged: ratio !== null && ratio < FOUR_FIFTHS,
    };
  };
  const byRate = (a: FairnessGroup, b: FairnessGroup) =>
    b.selectionRate - a.selectionRate || a.group.localeCompare(b.group);
  return {
    groups: rows
      .filter((r) => !r.small)
      .map((r) => present(r, true))
      .sort(byRate),
    small: rows
      .filter((r) => r.small)
      .map((r) => present(r, false))
      .sort(byRate),
    unknown,
  };
}

/** "Female / Hispanic or Latino": known only when both are. */
export const intersection = (sex: string | null, race: string | null) =>
  sex && race ? `${sex} / ${race}` : null;
