// From the weighted sum of the components to the percentage a recruiter sees. The bands the UI
// colours (80+ strong, 60-79 partial, under 60 poor) must mean the same for every job, so the
// sum is mapped piecewise-linearly through two anchors: the sum at which a candidate has become a
// plausible fit (same kind of work, wording in common) shows as 60, the sum of a close fit as 80.

export type MatchBand = 'strong' | 'partial' | 'poor';

/** Weighted sum shown as 60: the edge of the "partial fit" band. */
export const PARTIAL_AT = 0.42;
/** Weighted sum shown as 80: the edge of the "strong fit" band. */
export const STRONG_AT = 0.68;

const KNOTS: readonly (readonly [number, number])[] = [
  [0, 0],
  [PARTIAL_AT, 60],
  [STRONG_AT, 80],
  [1, 100],
];

/** The weighted component sum (0..1) as a 0..100 integer. */
export function calibrate(raw: number): number {
  const x = Math.min(1, Math.max(0, raw));
  for (let i = 1; i < KNOTS.length; i++) {
    const [x1, y1] = KNOTS[i] as readonly [number, number];
    const [x0, y0] = KNOTS[i - 1] as readonly [number, number];
    if (x <= x1) return Math.round(y0 + ((x - x0) / (x1 - x0)) * (y1 - y0));
  }
  return 100;
}

export function scoreBand(matchPercentage: number): MatchBand {
  if (matchPercentage >= 80) return 'strong';
  if (matchPercentage >= 60) return 'partial';
  return 'poor';
}
