import { titleSeniority } from '../taxonomy';
import type { Seniority } from '../types';

// Seniority from what the document says: a title that states it ("Senior", "Lead", "Manager",
// "Intern", "Junior") wins; otherwise years of experience decide; otherwise unknown.

export function seniorityFromYears(years: number | undefined): Seniority | undefined {
  if (years === undefined) return undefined;
  if (years < 2) return 'Junior';
  if (years < 5) return 'Mid-level';
  return 'Senior';
}

export function seniorityOf(
  titles: ReadonlyArray<string | undefined>,
  years: number | undefined,
): Seniority | undefined {
  for (const title of titles) {
    const stated = title ? titleSeniority(title) : undefined;
    if (stated) return stated;
  }
  return seniorityFromYears(years);
}
