// From the weighted sum of the components to the percentage a recruiter sees. The bands the UI
// colours (80+ strong, 60-79 partial, under 60 poor) must mean the same for every job, so the
// sum is mapped piecewise-linearly through two anchors: the sum at which a candidate has become a
// plausible fit (same kind of work, wording in common) shows as 60, the sum of a close fit as 80.

export type MatchBand = 'strong' | 'partial' | 'poor';

/**
 * Weighted sum shown as 60: the edge of the "partial fit" band. People judging real ads called
 * fits most pairs that showed under 60 (63%), and on the occupations benchmark one fitting resume
 * in twenty stayed under 60 at 0.42; at 0.40, 4% of non-fitting pairs reach 60.
 */
export const PARTIAL_AT = 0.4;
/** Weighted sum shown as 80: the edge of the "strong fit" band. */
export const STRONG_AT = 0.68;

type Knots = readonly (readonly [number, number])[];

const KNOTS: Knots = [
  [0, 0],
  [PARTIAL_AT, 60],
  [STRONG_AT, 80],
  [1, 100],
];

/**
 * Where the job's role is known, neighbouring roles share much (generic skills, a related role,
 * similar wording), so a sum that is a plausible fit between occupations is only a neighbour
 * here: the partial band starts higher. Measured on real ads of 19 neighbouring roles, with the
 * role weighed beside the must-haves: at 0.48, 9% of wrong pairs show 60 or more, with 85% of
 * right pairs there (at 0.50 before the role was weighed so, 75%).
 */
export const ROLE_PARTIAL_AT = 0.48;

const ROLE_KNOTS: Knots = [
  [0, 0],
  [ROLE_PARTIAL_AT, 60],
  [STRONG_AT, 80],
  [1, 100],
];

/** The weighted component sum (0..1) as a 0..100 integer. */
export function calibrate(raw: number, byRole = false): number {
  const knots = byRole ? ROLE_KNOTS : KNOTS;
  const x = Math.min(1, Math.max(0, raw));
  for (let i = 1; i < knots.length; i++) {
    const [x1, y1] = knots[i] as readonly [number, number];
    const [x0, y0] = knots[i - 1] as readonly [number, number];
    if (x <= x1) return Math.round(y0 + ((x - x0) / (x1 - x0)) * (y1 - y0));
  }
  return 100;
}

export function scoreBand(matchPercentage: number): MatchBand {
  if (matchPercentage >= 80) return 'strong';
  if (matchPercentage >= 60) return 'partial';
  return 'poor';
}
