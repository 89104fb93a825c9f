// How much a skill belongs to a job's field: each profession says which occupation families its
// skill category belongs to (`fields` in knowledge/). A job's skills from its own
// field (payroll for HR, HACCP for a kitchen) say more about fit than incidental tools it also
// lists (HTML on an HR posting), so a skill's importance follows how close its field is to the
// job's.
import { FIELDS, type Category, type FamilyId } from './knowledge';
import { familyAffinity } from './lexicon';

/** An off-field skill keeps this share of its importance. */
export const OFF_FIELD = 0.35;

/**
 * 0.35..1: how much a skill of `category` belongs to a job of these families (unit weights).
 * Categories every field uses (office software, soft skills, languages, business software) and
 * jobs of unknown field get 1.
 */
export function fieldFactor(category: string, jobFamilies: ReadonlyMap<FamilyId, number>): number {
  // A stored mention's category is a plain string: it may name a profession no longer known.
  const fields = FIELDS[category as Category];
  if (!fields || jobFamilies.size === 0) return 1;
  let fit = 0;
  for (const [family, weight] of jobFamilies) {
    let best = 0;
    for (const field of fields) best = Math.max(best, familyAffinity(field, family));
    fit += weight * weight * best;
  }
  return OFF_FIELD + (1 - OFF_FIELD) * Math.min(1, fit);
}
