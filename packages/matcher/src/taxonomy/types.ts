// Shapes of the skills taxonomy. The professions (knowledge/) describe skills in a compact line
// format (see define.ts); everything else works on these parsed records.
import type { Category } from './categories';

export interface Implication {
  /** Canonical name of the implied skill. */
  skill: string;
  /** 0..1: how strongly having the first skill evidences the implied one. */
  strength: number;
}

/**
 * When an ambiguous form ("Go", "Express", "R", "Word") may count as the skill. A form that needs
 * context counts only if, near it, another (confirmed) skill of one of `categories` or `skills`
 * is found, or one of `words` occurs. Veto lists rule a form out by the word right before/after it
 * ("Excel at", "go to").
 */
export interface ContextRule {
  categories?: readonly Category[];
  skills?: readonly string[];
  /** Lower-case words or short phrases. */
  words?: readonly string[];
  /** Lower-case words that, directly after the form, mean it is not the skill. */
  vetoNext?: readonly string[];
  /** Lower-case words that, directly before the form, mean it is not the skill. */
  vetoPrev?: readonly string[];
  /** A year right after the form rules it out ("Spring 2014" is a semester). */
  vetoYearAfter?: boolean;
  /**
   * A lower-case word right after the form rules it out, except "and"/"or": tool names that are
   * also verbs are followed by an object when used as verbs ("Sketch rough drawings").
   */
  vetoLowercaseNext?: boolean;
}

export type FormMode =
  /** Case-insensitive, no conditions. */
  | 'plain'
  /** Only written exactly like this (case-sensitive); veto lists still apply. */
  | 'exact'
  /** Case-sensitive and needs context nearby. */
  | 'exactInContext'
  /** Any case, but needs context nearby. */
  | 'inContext';

export interface SkillForm {
  text: string;
  mode: FormMode;
  /**
   * Marked `!` in the data: this skill wins when another skill claims the same folded form
   * ("DBT" the therapy, "dbt" the data tool). Order of the professions never decides.
   */
  preferred?: true;
}

export interface SkillDef {
  name: string;
  category: string;
  /** Every written form, the canonical name included (unless the name itself is ambiguous). */
  forms: SkillForm[];
  implies: Implication[];
  /** Name of the context rule (contexts.ts) its conditional forms obey. */
  context?: string;
}

/** A skill found in a text. */
export interface SkillHit {
  skill: string;
  category: string;
  /** The text as written, e.g. "k8s". */
  matchedText: string;
  /** Character offset of matchedText in the scanned text. */
  index: number;
  /** True when the written form is an alias rather than the canonical name. */
  alias: boolean;
}
