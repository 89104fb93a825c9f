// The professions' knowledge, gathered across professions into the lists the readers need: every
// family, every role, each skill category's fields. Family and role lines are split into their
// cells here; ids are typed from the data (knowledge/ids.ts).
import * as PROFESSIONS from '../knowledge';
import type { Category, FamilyId, RoleId } from '../knowledge/ids';
import type { Profession } from '../knowledge/types';

export type { Category, FamilyId, RoleId };

/** One occupation family, as its profession declares it. */
export interface FamilyData {
  id: FamilyId;
  label: string;
  related?: readonly FamilyId[];
  /** A function found in every field (executive, project management, consulting). */
  generic?: boolean;
  /** Space-separated title words and phrases: `word_word@level` or `word@level:weight`. */
  titles: string;
}

/** One role, as its profession declares it. */
export interface RoleData {
  id: RoleId;
  label: string;
  family: FamilyId;
  related: readonly RoleId[];
  titles: string;
  skills: string;
}

// Widened once here: the literal types serve the ids, the readers want the shapes. In the order of
// their names, whatever the order of the index: nothing below may depend on it (where two skills
// claim one form, the data names the winner), and a fixed order keeps every list reproducible.
const professions: readonly Profession[] = Object.keys(PROFESSIONS)
  .sort()
  .map((name) => PROFESSIONS[name as keyof typeof PROFESSIONS]);

/** The `|`-separated cells of each line of a notation (blank lines and `#` comments skipped). */
function rows(text: string | undefined, cells: number, what: string): string[][] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith('#'))
    .map((line) => {
      const row = line.split('|').map((cell) => cell.trim());
      // A typo fails the tests, not a reading: every line has all its cells.
      if (row.length !== cells) throw new Error(`${what} line needs ${cells} cells: "${line}"`);
      return row;
    });
}

const words = (cell: string): string[] => cell.split(/\s+/).filter(Boolean);

/** `id | label | related families | title words`; `id*`: a function found in every field. */
function families(text: string | undefined): FamilyData[] {
  return rows(text, 4, 'Family').map(([id = '', label = '', related = '', titles = '']) => {
    const family: FamilyData = {
      id: id.replace(/\*$/, '') as FamilyId,
      label,
      related: words(related) as FamilyId[],
      titles,
    };
    if (id.endsWith('*')) family.generic = true;
    return family;
  });
}

/** `id | label | family | related roles | title phrases | Skill weight; Skill weight`. */
function roles(text: string | undefined): RoleData[] {
  return rows(text, 6, 'Role').map(
    ([id = '', label = '', family = '', related = '', titles = '', skills = '']) => ({
      id: id as RoleId,
      label,
      family: family as FamilyId,
      related: words(related) as RoleId[],
      titles,
      skills,
    }),
  );
}

export const FAMILIES: readonly FamilyData[] = professions.flatMap((p) => families(p.families));

export const ROLES: readonly RoleData[] = professions.flatMap((p) => roles(p.roles));

export const ROLE_IDS: readonly RoleId[] = ROLES.map((role) => role.id);

/** Category → the families its skills belong to (score/skill-fields.ts); absent: every family. */
export const FIELDS: Readonly<Partial<Record<Category, readonly FamilyId[]>>> = Object.fromEntries(
  professions.flatMap((p) =>
    p.category && p.fields ? [[p.category, p.fields as readonly FamilyId[]]] : [],
  ),
);

/** Category → how much its skills say about fit, where that is less than 1 (everyone lists them). */
export const SIGNAL: Readonly<Partial<Record<Category, number>>> = Object.fromEntries(
  professions.flatMap((p) =>
    p.category && p.signal !== undefined ? [[p.category, p.signal]] : [],
  ),
);

/** The categories of software, data and cloud work (a profession's `technical`). */
export const TECHNICAL_CATEGORIES: readonly Category[] = professions.flatMap((p) =>
  p.category && p.technical ? [p.category as Category] : [],
);

/** Each category with its skill lines. */
export const SKILL_GROUPS: readonly { category: Category; lines: string }[] = professions.flatMap(
  (p) => (p.category && p.skills ? [{ category: p.category as Category, lines: p.skills }] : []),
);
