import { AppError, type WorkspaceId } from '@shortlist/kit';
import type { AnalysisStats } from '@shortlist/contracts';
import type { CoreDeps } from '../deps';
import { completedFigures } from '../analyses-store';
import { presentStats, type Presented } from '../present/presenter';

const DAYS = 30;

export const ANALYTICS_UPGRADE_MESSAGE =
  'The analytics dashboard is a Pro feature. Upgrade to Pro to see your matching analytics.';

/** The Pro analytics page: totals, average, daily counts, score distribution, the latest five. */
export async function analysisStats(
  deps: CoreDeps,
  ownerId: WorkspaceId,
  /** The user looking: analytics is a feature of their plan. */
  userId: string,
  now = new Date(),
): Promise<Presented<AnalysisStats>> {
  if ((await deps.billing.plan(userId)) !== 'pro') {
    throw new AppError('upgrade_required', ANALYTICS_UPGRADE_MESSAGE);
  }
  const firstDay = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (DAYS - 1)),
  );
  const { summary, days, recent } = await completedFigures(deps.db, ownerId, {
    firstDay,
    recent: 5,
  });

  const counts = new Map(days.map((d) => [d.day, Number(d.count)]));
  const perDay = Array.from({ length: DAYS }, (_, i) => {
    const date = new Date(firstDay.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    return { date, count: counts.get(date) ?? 0 };
  });
  const stats: Omit<AnalysisStats, 'recent'> = {
    total: Number(summary?.total ?? 0),
    averageScore: summary?.average == null ? null : Number(summary.average),
    perDay,
    distribution: [
      { bucket: '0-59', count: Number(summary?.low ?? 0) },
      { bucket: '60-79', count: Number(summary?.medium ?? 0) },
      { bucket: '80-100', count: Number(summary?.high ?? 0) },
    ],
  };
  return presentStats(deps.db, ownerId, stats, recent);
}
