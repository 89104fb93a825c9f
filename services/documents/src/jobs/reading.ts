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

const label = (req: Requirement) =>
  req.skills.length > 1 ? `one of ${req.skills.join(', ')}` : req.skills.join('');

const key = (req: Requirement) => [...req.skills].sort().join('|');

/**
 * Requirements that only changed shape: a new group whose skills were single requirements
 * before ("grouped"), or single requirements that were one group before ("ungrouped"). Their
 * members are not also reported as added and removed.
 */
function regrouped(added: Requirement[], removed: Requirement[]) {
  const changes: string[] = [];
  const settled = new Set<Requirement>();
  const covers = (group: Requirement, parts: Requirement[]) =>
    parts.length > 1 && parts.every((p) => p.skills.every((s) => group.skills.includes(s)));
  for (const group of added.filter((r) => r.skills.length > 1)) {
    const parts = removed.filter((r) => r.skills.every((s) => group.skills.includes(s)));
    if (!covers(group, parts)) continue;
    changes.push(`grouped ${parts.map(label).join(', ')} as ${label(group)}`);
    for (const r of [group, ...parts]) settled.add(r);
  }
  for (const group of removed.filter((r) => r.skills.length > 1 && !settled.has(r))) {
    const parts = added.filter(
      (r) => !settled.has(r) && r.skills.every((s) => group.skills.includes(s)),
    );
    if (!covers(group, parts)) continue;
    changes.push(`ungrouped ${label(group)}`);
    for (const r of [group, ...parts]) settled.add(r);
  }
  return { changes, settled };
}

export const NO_CHANGE = 'No change to the requirements';

/** What changed between two readings, in a recruiter's words ("Kafka: nice-to-have → must-have"). */
export function summarizeChange(before: RequirementModel, after: RequirementModel): string {
  const old = new Map(before.requirements.map((r) => [key(r), r]));
  const now = new Map(after.requirements.map((r) => [key(r), r]));
  const added = [...now].filter(([k]) => !old.has(k)).map(([, r]) => r);
  const removed = [...old].filter(([k]) => !now.has(k)).map(([, r]) => r);
  const { changes, settled } = regrouped(added, removed);
  for (const [k, req] of now) {
    const was = old.get(k);
    if (!was) {
      if (!settled.has(req)) changes.push(`added ${label(req)} (${KIND_WORDS[req.kind]})`);
      continue;
    }
    if (was.kind !== req.kind) {
      changes.push(`${label(req)}: ${KIND_WORDS[was.kind]} → ${KIND_WORDS[req.kind]}`);
    }
    if (was.weight !== req.weight) {
      const way = req.weight > was.weight ? 'more' : 'less';
      changes.push(`${label(req)}: ${way} weight (${was.weight} → ${req.weight})`);
    }
  }
  for (const req of removed) if (!settled.has(req)) changes.push(`removed ${label(req)}`);
  if (before.minYears !== after.minYears) {
    changes.push(`minimum years: ${years(before.minYears)} → ${years(after.minYears)}`);
  }
  if (before.degree?.level !== after.degree?.level) {
    changes.push(`degree: ${before.degree?.level ?? 'none'} → ${after.degree?.level ?? 'none'}`);
  }
  if (!changes.length) return NO_CHANGE;
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
