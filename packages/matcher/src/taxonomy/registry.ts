import { group } from './define';
import { SKILL_GROUPS } from './knowledge';
import type { Implication, SkillDef } from './types';

// Lookup tables over the skill data, built once on first use.

/** Every skill, as the professions declare them. */
function allSkillDefs(): SkillDef[] {
  return SKILL_GROUPS.flatMap(({ category, lines }) => group(category, lines));
}

interface Registry {
  byName: Map<string, SkillDef>;
  /**
   * Lower-case name or written form -> skill. When two skills claim one key, a canonical name
   * wins, then a form marked `!`, then the skill whose name sorts first (taxonomy.test.ts makes
   * that last case an error in the data): the order of the professions never decides.
   */
  byForm: Map<string, SkillDef>;
  /** Direct implications, reversed: implied skill -> skills that imply it. */
  impliedByDirect: Map<string, Implication[]>;
}

let registry: Registry | undefined;

function build(): Registry {
  const byName = new Map<string, SkillDef>();
  const ranked = new Map<string, { def: SkillDef; rank: number }>();
  const impliedByDirect = new Map<string, Implication[]>();
  const offer = (key: string, def: SkillDef, rank: number): void => {
    const held = ranked.get(key);
    if (!held || rank < held.rank || (rank === held.rank && def.name < held.def.name))
      ranked.set(key, { def, rank });
  };
  for (const def of allSkillDefs()) {
    if (byName.has(def.name)) continue;
    byName.set(def.name, def);
  }
  for (const def of byName.values()) {
    offer(def.name.toLowerCase(), def, 0);
    for (const form of def.forms) offer(form.text.toLowerCase(), def, form.preferred ? 1 : 2);
    for (const implication of def.implies) {
      const list = impliedByDirect.get(implication.skill) ?? [];
      list.push({ skill: def.name, strength: implication.strength });
      impliedByDirect.set(implication.skill, list);
    }
  }
  const byForm = new Map([...ranked].map(([key, { def }]) => [key, def]));
  return { byName, byForm, impliedByDirect };
}

export function getRegistry(): Registry {
  registry ??= build();
  return registry;
}

export function allSkills(): SkillDef[] {
  return [...getRegistry().byName.values()];
}

/**
 * Walks implication edges from `start`, multiplying strengths along a path and keeping the
 * strongest path to each skill (React => JavaScript 0.6 => ...). Strengths below `floor` are
 * dropped: a long weak chain is no evidence.
 */
export function closure(
  start: string,
  edges: (skill: string) => readonly Implication[],
  floor = 0.2,
): Implication[] {
  const best = new Map<string, number>([[start, 1]]);
  const queue: string[] = [start];
  while (queue.length > 0) {
    const current = queue.shift() as string;
    const base = best.get(current) ?? 0;
    for (const edge of edges(current)) {
      const strength = base * edge.strength;
      if (strength < floor || strength <= (best.get(edge.skill) ?? 0)) continue;
      best.set(edge.skill, strength);
      queue.push(edge.skill);
    }
  }
  best.delete(start);
  return [...best.entries()]
    .map(([skill, strength]) => ({ skill, strength: Math.round(strength * 100) / 100 }))
    .sort((a, b) => b.strength - a.strength || a.skill.localeCompare(b.skill));
}
