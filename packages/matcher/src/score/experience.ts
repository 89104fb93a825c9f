// Years of experience against the job's minimum, and seniority against the job's level.
import type { CandidateProfile, JobProfile, Role, Seniority } from '../types';
import { yearsText } from '../years';
import type { ComponentResult } from './component';

/** Value when the job asks for years but the resume has no dated roles: unknown, not zero. */
const UNKNOWN_YEARS = 0.5;

/** The earliest dated role, quoted as the resume names it: where the counted years begin. */
function earliestRoleLine(roles: readonly Role[]): string | undefined {
  const dated = roles.filter((r) => r.start).sort((a, b) => (a.start! < b.start! ? -1 : 1));
  const first = dated[0];
  return first ? [first.title, first.company].filter(Boolean).join(', ') : undefined;
}

function shortBy(gap: number): string {
  return gap < 1 ? 'less than a year short' : `${yearsText(gap).toLowerCase()} short`;
}

export function experienceComponent(
  job: JobProfile,
  candidate: CandidateProfile,
): ComponentResult | undefined {
  const found = yearsComponent(job, candidate);
  // Years the recruiter added count only where they lower the score (percentageOf), as it says.
  return found && yearsAdded(job)
    ? {
        ...found,
        summary: `${found.summary} Added to the reading: it can lower the score, never raise it.`,
      }
    : found;
}

/**
 * The reading asks a minimum of years the ad did not: the recruiter added it. A tightening, so
 * falling short of it lowers a score as the ad's own years would, and meeting it raises none.
 */
export function yearsAdded(job: JobProfile): boolean {
  return !((job.minYears ?? 0) > 0) && (job.model?.minYears ?? 0) > 0;
}

function yearsComponent(job: JobProfile, candidate: CandidateProfile): ComponentResult | undefined {
  // The reading decides, as for every requirement: a recruiter may have changed or removed it.
  const min = job.model ? job.model.minYears : job.minYears;
  if (min === undefined || min <= 0) {
    // Years the ad asked and the recruiter removed: nobody falls short now. Kept as a component
    // so that removing the minimum never takes away what a candidate scored on it.
    if (job.minYears === undefined || job.minYears <= 0) return undefined;
    return { value: 1, summary: 'The reading asks no minimum years of experience.', evidence: [] };
  }
  const requirement = `${min}+ years of experience`;
  const have = candidate.yearsExperience;
  if (have === undefined) {
    return {
      value: UNKNOWN_YEARS,
      summary: `The job asks for ${min}+ years; the resume has no dated roles to count.`,
      evidence: [{ requirement, kind: 'missing' }],
    };
  }
  // Falling short hurts more than linearly: 2 of 5 years is well under half the fit.
  const value = Math.min(1, have / min) ** 1.5;
  const resumeLine = earliestRoleLine(candidate.roles);
  if (have >= min) {
    return {
      value,
      summary: `${yearsText(have)} of experience meets the ${min}+ years asked for.`,
      evidence: [{ requirement, resumeLine, kind: 'exact' }],
    };
  }
  return {
    value,
    summary: `${yearsText(have)} of experience is below the ${min}+ years asked for (${shortBy(min - have)}).`,
    evidence: [{ requirement, resumeLine, kind: value >= 0.6 ? 'implied' : 'missing' }],
  };
}

const RANK: Record<Seniority, number> = { Junior: 0, 'Mid-level': 1, Senior: 2 };

/** Fit by steps between the levels: below the job's level weighs more than above it. */
function seniorityFit(wanted: Seniority, have: Seniority): number {
  const gap = RANK[have] - RANK[wanted];
  if (gap === 0) return 1;
  if (gap > 0) return gap === 1 ? 0.85 : 0.6;
  return gap === -1 ? 0.5 : 0.15;
}

function levelName(level: Seniority): string {
  return level === 'Mid-level' ? 'mid-level' : level.toLowerCase();
}

export function seniorityComponent(
  job: JobProfile,
  candidate: CandidateProfile,
): ComponentResult | undefined {
  const wanted = job.seniority;
  if (!wanted) return undefined;
  const requirement = `${wanted} role`;
  const have = candidate.seniority;
  if (!have) {
    return {
      value: 0.6,
      summary: `The job is ${levelName(wanted)}; the resume does not show a level.`,
      evidence: [{ requirement, kind: 'missing' }],
    };
  }
  const value = seniorityFit(wanted, have);
  const relation =
    value === 1
      ? 'as the job asks'
      : RANK[have] > RANK[wanted]
        ? 'above the level asked for'
        : 'below the level asked for';
  return {
    value,
    summary: `A ${levelName(have)} candidate for a ${levelName(wanted)} job: ${relation}.`,
    // No resumeLine: the level is read from titles and years, not quoted from one line.
    evidence: [{ requirement, kind: value === 1 ? 'exact' : value >= 0.5 ? 'implied' : 'missing' }],
  };
}
