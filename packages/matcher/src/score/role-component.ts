// The kind-of-work component: do the job and the resume read as the same role (Java back-end,
// front-end, test automation…), from their titles and skills together?
import { ROLES } from '../taxonomy/knowledge';
import type { CandidateProfile, Evidence, JobProfile } from '../types';
import type { ComponentResult } from './component';
import {
  candidateRoles,
  jobRoles,
  roleSimilarity,
  topRoles,
  type RoleVector,
} from '../taxonomy/role-reading';

const LABELS = new Map<string, string>(ROLES.map((r) => [r.id, r.label]));

function named(roles: RoleVector): string {
  return topRoles(roles)
    .map((id) => LABELS.get(id) ?? id)
    .join(' / ');
}

function kindOf(value: number): Evidence['kind'] {
  if (value >= 0.75) return 'exact';
  if (value >= 0.45) return 'alias';
  return value > 0.15 ? 'implied' : 'missing';
}

export function roleComponent(
  job: JobProfile,
  candidate: CandidateProfile,
): ComponentResult | undefined {
  const wanted = jobRoles(job);
  if (wanted.roles.size === 0) return undefined;
  const have = candidateRoles(candidate);
  const value = roleSimilarity(wanted.roles, have.roles);
  const jobKind = named(wanted.roles);
  const candidateKind = have.roles.size > 0 ? named(have.roles) : undefined;
  const summary = !candidateKind
    ? `The resume names no titles or skills of ${jobKind} work.`
    : value >= 0.75
      ? `The resume reads as ${candidateKind}: the same kind of work as this job (${jobKind}).`
      : value >= 0.45
        ? `The resume reads as ${candidateKind}, close to this job's ${jobKind}.`
        : `The resume reads as ${candidateKind}, other work than this job's ${jobKind}.`;
  const line = candidate.headline ?? candidate.roles[0]?.title;
  return {
    value,
    summary,
    evidence: [
      { requirement: jobKind, ...(line ? { resumeLine: line } : {}), kind: kindOf(value) },
    ],
  };
}
