// The shape of a profession's knowledge. Data only: the notations inside the strings are read by
// taxonomy/ (define.ts for skill lines, lexicon.ts for family titles, role-reading.ts for roles).

/** An occupation family: the kind of work a job title names ("culinary and kitchen"). */
export interface FamilyKnowledge {
  id: string;
  /** How a recruiter would name the family, e.g. "culinary and kitchen". */
  label: string;
  /** Families whose people often do the same work; a match across them earns partial credit. */
  related?: readonly string[];
  /**
   * A function found in every field ("Owner", "Project Manager", "Consultant"): beside a family
   * that names the field ("Engineering Project Manager"), it mostly says rank.
   */
  generic?: boolean;
  /**
   * Words and phrases a job title uses for the family, singular, lower case, words joined by "_";
   * `@n` gives the level the word implies on its own (1 entry, 2 support, 3 professional,
   * 4 manager, 5 executive), `:w` a weight below 1 for a word that says less.
   */
  titles: string;
}

/** A role: the finer kind of work a recruiter tells apart inside a family (Java development). */
export interface RoleKnowledge {
  id: string;
  label: string;
  /** The occupation family the role belongs to. */
  family: string;
  /** Roles whose people often do this work too: a match across them earns partial credit. */
  related: readonly string[];
  /** Space-separated title phrases, words joined by `_`: `java_developer j2ee_developer`. */
  titles: string;
  /** `Skill weight; Skill weight`: how strongly having (or asking for) the skill says this role. */
  skills: string;
}

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
  families?: readonly FamilyKnowledge[];
  roles?: readonly RoleKnowledge[];
  /** One skill a line: `Name | alias, alias > Implied 0.6; Other @context` (taxonomy/define.ts). */
  skills?: string;
}
