import type { ReadingVersion, SaveReadingBody } from '@shortlist/contracts';
import { AppError, badRequest } from '@shortlist/kit';
import {
  canonicalSkill,
  categoryOf,
  type Requirement,
  type RequirementModel,
} from '@shortlist/matcher';

/**
 * A recruiter's corrected reading, made canonical: every skill must be one Shortlist knows (an
 * alias becomes its canonical name, so scoring finds it), a requirement names each skill once, and
 * whether it is a soft skill (shown, never a hard gap) is the taxonomy's call, as when the ad was read.
 */
export function canonicalReading(body: SaveReadingBody): RequirementModel {
  const unknown: string[] = [];
  const requirements = body.requirements.map((req): Requirement => {
    const skills: string[] = [];
    for (const given of req.skills) {
      const name = canonicalSkill(given);
      if (!name) unknown.push(given);
      else if (!skills.includes(name)) skills.push(name);
    }
    const soft = skills.length > 0 && skills.every((name) => categoryOf(name) === 'Soft Skills');
    return { ...req, skills, soft };
  });
  if (unknown.length) {
    const list = unknown.map((s) => `"${s}"`).join(', ');
    throw badRequest(
      `Shortlist does not know the skill${unknown.length > 1 ? 's' : ''} ${list}; pick one it suggests.`,
      { unknownSkills: unknown },
    );
  }
  const ids = new Set<string>();
  for (const req of requirements) {
    if (ids.has(req.id)) throw badRequest(`Two requirements have the id "${req.id}".`);
    ids.add(req.id);
  }
  return { ...body, requirements };
}

/** The version a save must be based on: editing an older one would silently undo someone's edit. */
export function assertEditsCurrent(current: number, edited: number): void {
  if (current !== edited) {
    throw new AppError(
      'conflict',
      `This job's reading changed meanwhile (now version ${current}); reload it and edit again.`,
    );
  }
}

const KIND_WORDS: Record<Requirement['kind'], string> = {
  must: 'must-have',
  nice: 'nice-to-have',
  knockout: 'knock-out',
};

const label = (req: Requirement) => req.skills.join(' or ');

/** What changed between two readings, in a recruiter's words ("Kafka: nice-to-have → must-have"). */
export function summarizeChange(before: RequirementModel, after: RequirementModel): string {
  const key = (req: Requirement) => [...req.skills].sort().join('|');
  const old = new Map(before.requirements.map((r) => [key(r), r]));
  const now = new Map(after.requirements.map((r) => [key(r), r]));
  const changes: string[] = [];
  for (const [k, req] of now) {
    const was = old.get(k);
    if (!was) changes.push(`added ${label(req)} (${KIND_WORDS[req.kind]})`);
    else if (was.kind !== req.kind) {
      changes.push(`${label(req)}: ${KIND_WORDS[was.kind]} → ${KIND_WORDS[req.kind]}`);
    }
  }
  for (const [k, req] of old) if (!now.has(k)) changes.push(`removed ${label(req)}`);
  if (before.minYears !== after.minYears) {
    changes.push(`minimum years: ${years(before.minYears)} → ${years(after.minYears)}`);
  }
  if (!changes.length) return 'No change to the requirements';
  const text = changes.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const years = (n: number | undefined) => (n === undefined ? 'none' : String(n));

/** The first entry of every history: the reading Shortlist made from the ad at upload. */
export function readFromAd(createdAt: Date): ReadingVersion {
  return {
    version: 1,
    changedBy: null,
    changedAt: createdAt.toISOString(),
    summary: 'Read from the ad',
  };
}
