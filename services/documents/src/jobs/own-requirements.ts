import type { Requirement, RequirementModel } from '@shortlist/matcher';

// What an edit makes the recruiter's own. A must-have they added, confirmed, made a must-have or
// weighed more binds: a strong fit meets it. Requirements merely read from the ad stay as the ad's
// reading, however much else was edited, so saving a reading unchanged, or relaxing one line of
// it, leaves every other line as it scored before.

const sharesSkill = (a: Requirement, b: Requirement) => a.skills.some((s) => b.skills.includes(s));
const within = (a: Requirement, b: Requirement) => a.skills.every((s) => b.skills.includes(s));

/**
 * A requirement stays the recruiter's when it is one of theirs, a group of one of theirs or a
 * part of one; a must-have takes that only from a must-have, so that grouping or moving never
 * makes a line bind that did not before.
 */
function inherits(req: Requirement, from: Requirement): boolean {
  if (!from.confirmed || !(within(req, from) || within(from, req))) return false;
  return from.kind === 'must' || req.kind !== 'must';
}

function isOwn(req: Requirement, before: readonly Requirement[], byRecruiter: boolean): boolean {
  // What it was before: itself, or the requirements it groups or was split from.
  const was = before.filter((b) => sharesSkill(req, b));
  const inherited = was.some((b) => inherits(req, b));
  // A reading proposed by the LLM is read from the ad too: accepting it confirms none of its lines.
  if (!byRecruiter) return inherited;
  if (req.confirmed || inherited || was.length === 0) return true;
  if (req.kind === 'must' && !was.some((b) => b.kind === 'must')) return true;
  return req.weight > Math.max(...was.map((b) => b.weight));
}

/**
 * The reading to store after an edit: the next version, each requirement marked as the
 * recruiter's own or not, and the ad's own requirements kept as the scale scores are measured on.
 */
export function nextReading(
  before: RequirementModel | undefined,
  edited: RequirementModel,
  byRecruiter = true,
): RequirementModel {
  const previous = before?.requirements ?? [];
  const requirements = edited.requirements.map((req) => {
    const { confirmed: _given, ...rest } = req;
    return isOwn(req, previous, byRecruiter) ? { ...rest, confirmed: true } : rest;
  });
  const next: RequirementModel = {
    ...edited,
    version: (before?.version ?? 1) + 1,
    requirements,
  };
  const asRead = before?.asRead ?? before?.requirements;
  if (asRead) next.asRead = asRead;
  else delete next.asRead;
  return next;
}
