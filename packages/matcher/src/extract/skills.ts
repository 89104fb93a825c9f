import { findSkills, type SkillHit } from '../taxonomy';
import type { SkillMention } from '../types';
import { linesOf, sectionAt, type SectionSpan } from './sections';

// Skill mentions: one per canonical skill, with where it was first seen and how often it occurs.

export interface LocatedHit extends SkillHit {
  section: string;
  line: string;
}

/** Every skill hit with its section and (trimmed) line. */
export function locateHits(text: string, spans: readonly SectionSpan[]): LocatedHit[] {
  const lines = linesOf(text);
  let lineIndex = 0;
  return findSkills(text).map((hit) => {
    while (lineIndex < lines.length - 1 && (lines[lineIndex] as { end: number }).end < hit.index)
      lineIndex++;
    const line = lines[lineIndex]?.text.trim() ?? '';
    return { ...hit, section: sectionAt(spans, hit.index)?.name ?? 'header', line };
  });
}

/** Groups hits by skill, keeping the first occurrence as evidence and counting all of them. */
export function toMentions(hits: readonly LocatedHit[]): SkillMention[] {
  const bySkill = new Map<string, SkillMention>();
  for (const hit of hits) {
    const existing = bySkill.get(hit.skill);
    if (existing) {
      existing.count++;
      continue;
    }
    bySkill.set(hit.skill, {
      skill: hit.skill,
      category: hit.category,
      matchedText: hit.matchedText,
      section: hit.section,
      line: hit.line,
      count: 1,
    });
  }
  return [...bySkill.values()];
}
