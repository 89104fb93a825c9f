import type { Analysis, AnalysisStats } from '@shortlist/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

function dayKey(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** The same figures the server computes for Pro, from the analyses the browser has. */
export function computeStats(analyses: Analysis[], now = Date.now()): AnalysisStats {
  const done = analyses
    .filter((a) => a.status === 'completed' && a.matchPercentage !== null)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const scores = done.map((a) => a.matchPercentage ?? 0);
  const perDay = Array.from({ length: 7 }, (_, i) => {
    const date = dayKey(new Date(now - (6 - i) * DAY_MS));
    return { date, count: done.filter((a) => a.createdAt.slice(0, 10) === date).length };
  });
  const bucket = (min: number, max: number) => scores.filter((s) => s >= min && s <= max).length;
  return {
    total: done.length,
    averageScore: scores.length ? scores.reduce((sum, s) => sum + s, 0) / scores.length : null,
    perDay,
    distribution: [
      { bucket: '0-59', count: bucket(0, 59) },
      { bucket: '60-79', count: bucket(60, 79) },
      { bucket: '80-100', count: bucket(80, 100) },
    ],
    recent: done.slice(0, 5),
  };
}
