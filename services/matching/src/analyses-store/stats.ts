import type { WorkspaceId } from '@shortlist/kit';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { MatchingDb } from '../db';
import { analysisRows } from '../db/analysis-row';
import { analyses, type AnalysisRow } from '../db/schema';

export interface CompletedTotals {
  total: number;
  average: string | null;
  /** Scores below 60, 60 to 79, 80 and above. */
  low: number;
  medium: number;
  high: number;
}

/**
 * The owner's completed analyses in figures, counted in the database: totals and score bands, how
 * many completed on each day since `firstDay` (UTC dates), and the latest `recent` of them.
 */
export async function completedFigures(
  db: MatchingDb,
  ownerId: WorkspaceId,
  { firstDay, recent }: { firstDay: Date; recent: number },
): Promise<{
  summary: CompletedTotals | undefined;
  days: { day: string; count: number }[];
  recent: AnalysisRow[];
}> {
  const completed = and(eq(analyses.ownerId, ownerId), eq(analyses.status, 'completed'));
  const day = sql<string>`to_char(${analyses.completedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [[summary], days, latest] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        average: sql<string | null>`round(avg(${analyses.matchPercentage}), 1)`,
        low: sql<number>`count(*) filter (where ${analyses.matchPercentage} < 60)::int`,
        medium: sql<number>`count(*) filter (where ${analyses.matchPercentage} between 60 and 79)::int`,
        high: sql<number>`count(*) filter (where ${analyses.matchPercentage} >= 80)::int`,
      })
      .from(analyses)
      .where(completed),
    db
      .select({ day, count: sql<number>`count(*)::int` })
      .from(analyses)
      .where(and(completed, gte(analyses.completedAt, firstDay)))
      .groupBy(day),
    db.select().from(analyses).where(completed).orderBy(desc(analyses.completedAt)).limit(recent),
  ]);
  return { summary, days, recent: analysisRows(latest) };
}
