import { closure, getRegistry } from './registry';
import type { Implication, SkillDef } from './types';

// The skills taxonomy: our own list of skills across professions, with aliases, ambiguous-word
// handling and implications (React => JavaScript).

export { findSkills } from './find';
export { CATEGORIES, TECHNICAL_CATEGORIES, type Category } from './categories';
export { isJobTitle, titleSeniority, TITLE_WORDS } from './titles';
export type { ContextRule, Implication, SkillDef, SkillForm, SkillHit } from './types';

export interface SkillInfo {
  name: string;
  category: string;
  /** Every other written form (aliases and spelling variants). */
  aliases: string[];
  implies: Implication[];
}

function info(def: SkillDef): SkillInfo {
  const aliases = [
    ...new Set(def.forms.map((form) => form.text).filter((text) => text !== def.name)),
  ];
  return {
    name: def.name,
    category: def.category,
    aliases,
    implies: def.implies.map((i) => ({ ...i })),
  };
}

function resolve(nameOrAlias: string): SkillDef | undefined {
  const key = nameOrAlias.trim().replace(/\s+/g, ' ').toLowerCase();
  return getRegistry().byForm.get(key);
}

/** The skill a name or alias refers to ("k8s" -> Kubernetes), case-insensitive; undefined if unknown. */
export function lookupSkill(nameOrAlias: string): SkillInfo | undefined {
  const def = resolve(nameOrAlias);
  return def ? info(def) : undefined;
}

/** Canonical name for a name or alias, or undefined. */
export function canonicalSkill(nameOrAlias: string): string | undefined {
  return resolve(nameOrAlias)?.name;
}

export function skillCount(): number {
  return getRegistry().byName.size;
}

export function allSkillNames(): string[] {
  return [...getRegistry().byName.keys()];
}

export function categoryOf(skill: string): string | undefined {
  return resolve(skill)?.category;
}

// The closure of a skill depends on the taxonomy alone, and scoring asks for it for every skill of
// every resume: it is worked out once per name asked for. Names asked for are nearly always the
// taxonomy's own; the map is emptied if odd ones ever fill it.
const implicationsOf = new Map<string, readonly Implication[]>();
const IMPLICATIONS_KEPT = 20_000;

/**
 * What having `skill` evidences, strongest first, following chains (Spring Boot => Spring =>
 * Java) with strengths multiplied along the way.
 */
export function implications(skill: string): Implication[] {
  let found = implicationsOf.get(skill);
  if (!found) {
    const def = resolve(skill);
    const { byName } = getRegistry();
    found = def ? closure(def.name, (name) => byName.get(name)?.implies ?? []) : [];
    if (implicationsOf.size >= IMPLICATIONS_KEPT) implicationsOf.clear();
    implicationsOf.set(skill, found);
  }
  // Copies: a caller may change what it is given without changing what the next one gets.
  return found.map((implication) => ({ ...implication }));
}

/** The skills whose presence evidences `skill` (the reverse of implications), strongest first. */
export function impliedBy(skill: string): Implication[] {
  const def = resolve(skill);
  if (!def) return [];
  const { impliedByDirect } = getRegistry();
  return closure(def.name, (name) => impliedByDirect.get(name) ?? []);
}
