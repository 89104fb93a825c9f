import { categoryOf, findSkills, TECHNICAL_CATEGORIES, type SkillHit } from '../taxonomy';
import type { SkillMention } from '../types';
import { linesOf, sectionAt, type SectionSpan } from './sections';

// Skill mentions: one per canonical skill, with where it was first seen and how often it occurs.

export interface LocatedHit extends SkillHit {
  section: string;
  line: string;
}

/** The categories of software, data and cloud work: a short token among them is technical. */
const TECHNICAL = new Set<string>(TECHNICAL_CATEGORIES);
/** How near (characters, each side) the other skills that say what a short token means must be. */
const NEAR = 200;

/**
 * Short tokens the taxonomy reads as a skill of another field that, among technical skills, name
 * a tool: "dbt" is the data build tool in a data resume and dialectical behaviour therapy (an
 * alias of Psychology) only among clinical skills.
 */
const TECHNICAL_READING: Readonly<Record<string, { as: string; written: RegExp }>> = {
  Psychology: { as: 'dbt', written: /^dbt$/i },
};

function near(hits: readonly SkillHit[], hit: SkillHit, test: (category: string) => boolean) {
  return hits.some(
    (other) => other !== hit && Math.abs(other.index - hit.index) <= NEAR && test(other.category),
  );
}

/** A short token read in its context: the technical tool, the other field's skill, or nothing. */
function readShortTokens(hits: readonly SkillHit[]): SkillHit[] {
  const read: SkillHit[] = [];
  for (const hit of hits) {
    const technical = TECHNICAL_READING[hit.skill];
    if (!technical || !technical.written.test(hit.matchedText)) {
      read.push(hit);
      continue;
    }
    // Lower case is the tool's own spelling; "DBT" is the tool only among technical skills.
    const tool =
      hit.matchedText === hit.matchedText.toLowerCase() || near(hits, hit, (c) => TECHNICAL.has(c));
    if (tool)
      read.push({
        ...hit,
        skill: technical.as,
        category: categoryOf(technical.as) ?? hit.category,
      });
    else if (near(hits, hit, (c) => c === hit.category)) read.push(hit);
  }
  return read;
}

/** Every skill hit with its section and (trimmed) line. */
export function locateHits(text: string, spans: readonly SectionSpan[]): LocatedHit[] {
  const lines = linesOf(text);
  let lineIndex = 0;
  return readShortTokens(findSkills(text)).map((hit) => {
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
