// What a job title says: which occupation families the work belongs to and how senior it is.
// "Chefs and Head Cooks" and "Sous Chef" both read as culinary work; "HR Manager" and
// "HR Assistant" share a family but sit two levels apart.
import type { JobProfile } from '../types';
import { FAMILIES, type FamilyId } from './knowledge';
import { familyAffinity, scanPhrases, titleWords } from './lexicon';
import { withSkillsJoined } from './skill-qualifiers';

export interface TitleReading {
  /** Family id → weight, unit length (L2). Empty when no word of the title is known. */
  families: Map<FamilyId, number>;
  /** 1 entry, 2 support, 3 professional, 4 manager, 5 executive; undefined when unknown. */
  level?: number;
}

/**
 * Families that name a function found in every field ("Owner", "Project Manager", "Consultant"):
 * beside a family that names the field ("Engineering Project Manager"), they mostly say rank.
 * Their professions mark them `generic`.
 */
const GENERIC_FAMILIES = new Set<FamilyId>(FAMILIES.filter((f) => f.generic).map((f) => f.id));
const GENERIC_BESIDE_FIELD = 0.3;
const QUALIFIER_FACTOR = 0.5;

function unit(weights: Map<FamilyId, number>): Map<FamilyId, number> {
  let norm = 0;
  for (const w of weights.values()) norm += w * w;
  norm = Math.sqrt(norm);
  if (norm === 0) return weights;
  for (const [k, w] of weights) weights.set(k, w / norm);
  return weights;
}

/** Reads a job title, or a line of text used as one. */
export function readTitle(title: string): TitleReading {
  // O*NET style "Human Resources Assistants, Except Payroll and Timekeeping": the exception is
  // not part of the work.
  const split = title.replace(/\bexcept\b.*$/i, '').split(/,|\s[-–—]\s|\(/);
  // "Java, PL/SQL Developer": skills listed before the role belong to it, not qualifiers after it.
  const segments = withSkillsJoined(split, ' ');
  const families = new Map<FamilyId, number>();
  const explicit: number[] = [];
  let shift = 0;
  let lastIntrinsic: number | undefined;
  segments.forEach((segment, index) => {
    // After a comma, dash or bracket comes a qualifier ("Registered Nurse, ICU"): it counts less.
    const factor = index === 0 ? 1 : QUALIFIER_FACTOR;
    for (const { entry } of scanPhrases(titleWords(segment))) {
      if (entry.levelShift !== undefined) shift += entry.levelShift;
      if (entry.level !== undefined) explicit.push(entry.level);
      let phraseLevel = 0;
      for (const hit of entry.families) {
        families.set(hit.family, Math.max(families.get(hit.family) ?? 0, hit.weight * factor));
        phraseLevel = Math.max(phraseLevel, hit.level);
      }
      // English titles are head-final ("Construction Laborer"): the last role says the level. A
      // word two families use at different levels ("painter": trades, fine arts) says the higher,
      // whichever profession comes first.
      if (phraseLevel && index === 0) lastIntrinsic = phraseLevel;
    }
  });
  if ([...families.keys()].some((f) => !GENERIC_FAMILIES.has(f))) {
    for (const f of GENERIC_FAMILIES) {
      const w = families.get(f);
      if (w !== undefined) families.set(f, w * GENERIC_BESIDE_FIELD);
    }
  }
  // A bare "Director" or "Manager" is general management.
  if (families.size === 0 && explicit.some((l) => l >= 4)) families.set('executive', 0.5);
  const base = explicit.length > 0 ? Math.max(...explicit) : lastIntrinsic;
  const level = base === undefined ? undefined : Math.min(5, Math.max(1, base + shift));
  return { families: unit(families), level };
}

/** Whether a reading names a field of work, not only a rank found in every field ("Founder"). */
export function namesField(reading: TitleReading): boolean {
  return [...reading.families.keys()].some((f) => !GENERIC_FAMILIES.has(f));
}

/**
 * A short line that names a field of work and nothing else ("SALES", "Business Development",
 * "Customer Services"): every word belongs to a phrase of an occupation family.
 */
export function isFieldLine(line: string): boolean {
  if (/\d|[.!?;:]$/.test(line.trim())) return false;
  const words = titleWords(line).filter((word) => word !== 'and');
  if (words.length === 0 || words.length > 4) return false;
  let covered = 0;
  for (const { key, entry } of scanPhrases(words)) {
    if (entry.families.length > 0) covered += key.split(' ').length;
  }
  return covered === words.length;
}

/** How alike two family profiles are: a cosine in which related families count half. */
export function familySimilarity(
  a: ReadonlyMap<FamilyId, number>,
  b: ReadonlyMap<FamilyId, number>,
): number {
  let sum = 0;
  for (const [fa, wa] of a) {
    for (const [fb, wb] of b) sum += wa * wb * familyAffinity(fa, fb);
  }
  return Math.min(1, sum);
}

/** How well two levels fit: one step apart still fits fairly well, three steps poorly. */
export function levelFit(a: number | undefined, b: number | undefined): number {
  if (a === undefined || b === undefined) return 0.9;
  return Math.max(0.3, 1 - 0.25 * Math.abs(a - b));
}

/** 0..1: the same kind of work at the same level is 1; unrelated work is 0. */
export function titleSimilarity(job: TitleReading, candidate: TitleReading): number {
  return familySimilarity(job.families, candidate.families) * levelFit(job.level, candidate.level);
}

/** The first non-empty line, when it is short enough to be a title. */
export function firstLineTitle(text: string): string | undefined {
  const line = text
    .split('\n')
    .find((l) => l.trim().length > 0)
    ?.trim();
  if (!line || line.length > 60 || line.split(/\s+/).length > 8) return undefined;
  return line;
}

/** A job's title (or its first line) and what it reads as, once per profile. */
const jobCache = new WeakMap<JobProfile, { title?: string; reading: TitleReading }>();

export function jobTitle(job: JobProfile): { title?: string; reading: TitleReading } {
  let found = jobCache.get(job);
  if (!found) {
    const title = job.title?.trim() || firstLineTitle(job.text);
    found = { title, reading: readTitle(title ?? '') };
    jobCache.set(job, found);
  }
  return found;
}
