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

interface TechnicalReading {
  /** The tool the token names. */
  as: string;
  written: RegExp;
  /** Lower case is the tool's own spelling ("dbt"): the tool wherever it stands. */
  lowerCaseIsTool?: true;
  /** The tool only beside one of these skills (its own ecosystem), not beside any technical one. */
  among?: readonly string[];
  /** Read as the other field's skill where nothing says which: it is the usual reading (EMR). */
  keepAlone?: true;
}

/**
 * Short tokens the taxonomy reads as a skill of another field that, among technical skills, name
 * a tool: "dbt" is the data build tool in a data resume and dialectical behaviour therapy (an
 * alias of Psychology) only among clinical skills; "EMR" is Amazon EMR beside Hadoop, Spark or
 * AWS ("EMR / Map Reduce") and electronic medical records elsewhere ("EMR data and SQL" in a
 * health data ad stays health records).
 */
const TECHNICAL_READING: Readonly<Record<string, TechnicalReading>> = {
  Psychology: { as: 'dbt', written: /^dbt$/i, lowerCaseIsTool: true },
  'Electronic Health Records': {
    as: 'Amazon EMR',
    written: /^emr$/i,
    among: ['Hadoop', 'Apache Spark', 'Apache Hive', 'Apache Pig', 'HBase', 'AWS', 'Big Data'],
    keepAlone: true,
  },
};

function near(hits: readonly SkillHit[], hit: SkillHit, test: (other: SkillHit) => boolean) {
  return hits.some(
    (other) => other !== hit && Math.abs(other.index - hit.index) <= NEAR && test(other),
  );
}

function readsAsTool(hits: readonly SkillHit[], hit: SkillHit, reading: TechnicalReading) {
  if (reading.lowerCaseIsTool && hit.matchedText === hit.matchedText.toLowerCase()) return true;
  const among = reading.among;
  return near(hits, hit, (other) =>
    among ? among.includes(other.skill) : TECHNICAL.has(other.category),
  );
}

/** A short token read in its context: the technical tool, the other field's skill, or nothing. */
function readShortTokens(hits: readonly SkillHit[]): SkillHit[] {
  const read: SkillHit[] = [];
  for (const hit of hits) {
    const reading = TECHNICAL_READING[hit.skill];
    if (!reading || !reading.written.test(hit.matchedText)) {
      read.push(hit);
      continue;
    }
    if (readsAsTool(hits, hit, reading))
      read.push({ ...hit, skill: reading.as, category: categoryOf(reading.as) ?? hit.category });
    else if (reading.keepAlone || near(hits, hit, (other) => other.category === hit.category))
      read.push(hit);
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
