// The shape of a profession's knowledge. Data only: the notations inside the strings are read by
// taxonomy/ (knowledge.ts splits family and role lines, define.ts reads skill lines, lexicon.ts
// family titles, role-reading.ts role titles and skills); ids.ts types the ids they declare.

/**
 * One profession: its skill category and skills, the families its titles name, the roles within
 * it. Every part is optional: a profession may only add title families (public service), or only
 * skills every field uses (soft skills).
 */
export interface Profession {
  /** The skill category of `skills`. Stable: it is stored with every skill mention. */
  category?: string;
  /**
   * Families whose jobs a skill of this category belongs to: off-field, a skill keeps only part
   * of its importance (HTML on an HR posting). Omitted: the category fits every job.
   */
  fields?: readonly string[];
  /**
   * Its skills are software, data or cloud work: among them a short token that other fields
   * also use ("DBT") reads as the tool (extract/skills.ts).
   */
  technical?: boolean;
  /**
   * How much evidence of one of its skills says about fit, 1 unless nearly everyone lists them
   * (office software, soft skills).
   */
  signal?: number;
  /**
   * Occupation families, the kinds of work job titles name, one a line:
   * `id | label | related families | title words`.
   * - label: how a recruiter would name the family ("culinary and kitchen");
   * - related: families whose people often do the same work (a match across them earns part);
   * - title words: singular, lower case, words joined by `_`; `@n` the level the word implies on
   *   its own (1 entry, 2 support, 3 professional, 4 manager, 5 executive), `:w` a weight below 1
   *   for a word that says less (`fund@3:0.5`).
   * An id followed by `*` (`consulting*`) names a function found in every field ("Owner",
   * "Project Manager", "Consultant"): beside a family that names the field it mostly says rank.
   */
  families?: string;
  /**
   * Roles, the finer kinds of work a recruiter tells apart inside a family, one a line:
   * `id | label | family | related roles | title phrases | Skill weight; Skill weight`.
   * Title phrases are words joined by `_` (`java_developer`); a skill's weight says how strongly
   * having (or asking for) it says this role.
   */
  roles?: string;
  /** One skill a line: `Name | alias, alias > Implied 0.6; Other @context` (taxonomy/define.ts). */
  skills?: string;
}
