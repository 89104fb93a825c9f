// Years of experience against the job's minimum, and seniority against the job's level.
import type { CandidateProfile, JobProfile, Seniority } from '../types';
import type { ComponentResult } from './component';

/** Value when the job asks for years but the resume has no dated roles: unknown, not zero. */
const UNKNOWN_YEARS = 0.5;

function years(n: number): string {
  const rounded = Math.round(n * 10) / 10;
  return `${rounded} year${rounded === 1 ? '' : 's'}`;
}

export function experienceComponent(job: JobProfile, candidate: CandidateProfile): ComponentResult | undefined {
  const min = job.minYears;
  if (min === undefined || min <= 0) return undefined;
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
  const resumeLine = `${years(have)} of dated experience`;
  if (have >= min) {
    return {
      value,
      summary: `${years(have)} of experience meets the ${min}+ years asked for.`,
      evidence: [{ requirement, resumeLine, kind: 'exact' }],
    };
  }
  return {
    value,
    summary: `${years(have)} of experience is below the ${min}+ years asked for (${years(min - have)} short).`,
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

export function seniorityComponent(job: JobProfile, candidate: CandidateProfile): ComponentResult | undefined {
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
    value === 1 ? 'as the job asks' : RANK[have] > RANK[wanted] ? 'above the level asked for' : 'below the level asked for';
  return {
    value,
    summary: `A ${levelName(have)} candidate for a ${levelName(wanted)} job: ${relation}.`,
    evidence: [
      { requirement, resumeLine: `${have} candidate`, kind: value === 1 ? 'exact' : value >= 0.5 ? 'implied' : 'missing' },
    ],
  };
}
