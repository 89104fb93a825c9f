// The skill categories, one for each profession that has skills. Stable strings: they are stored
// with every SkillMention.
import { SKILL_GROUPS, type Category } from './knowledge';

export { TECHNICAL_CATEGORIES } from './knowledge';
export type { Category };

export const CATEGORIES: readonly Category[] = SKILL_GROUPS.map((group) => group.category);
