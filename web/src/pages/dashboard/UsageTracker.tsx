import { DAILY_LIMIT_MESSAGE } from '@shortlist/contracts';
import type { Usage } from '@shortlist/contracts';
import { track } from '../../analytics/track';
import { useAuth } from '../../auth/AuthContext';
import { ProgressBar } from '../../components/ProgressBar';
import { useUsage } from '../../data/billing';
import { ButtonLink } from '../../ui';

export type UsageState = 'normal' | 'warning' | 'exhausted';

export function usageState(remaining: number): UsageState {
  if (remaining <= 0) return 'exhausted';
  if (remaining <= 1) return 'warning';
  return 'normal';
}

const TONE = { normal: 'info', warning: 'warning', exhausted: 'danger' } as const;

/** Daily matches for signed-in users; hidden while loading and for unlimited (Pro) plans. */
export function UsageTracker() {
  const { user } = useAuth();
  const usage = useUsage();
  if (!user || usage.isLoading || !usage.data) return null;
  return <UsageTrackerView usage={usage.data.dailyMatches} />;
}

export function UsageTrackerView({ usage }: { usage: Usage['dailyMatches'] }) {
  if (usage.limit === -1) return null;
  const state = usageState(usage.remaining);
  return (
    <section className={`usage usage-${state}`} aria-label="Daily matches">
      <div className="usage-row">
        <div>
          <strong>Daily matches</strong>
          <span className="usage-count">
            {' '}
            {usage.used} of {usage.limit} used · {Math.max(0, usage.remaining)} remaining
          </span>
        </div>
        {state !== 'normal' && (
          <ButtonLink
            size="small"
            variant="upgrade"
            to="/pricing"
            onClick={() => track('usage_upgrade_clicked', { remaining: usage.remaining })}
          >
            Upgrade to Pro
          </ButtonLink>
        )}
      </div>
      <ProgressBar
        value={usage.used}
        max={usage.limit}
        label="Daily matches used"
        tone={TONE[state]}
      />
      {state === 'exhausted' && <p className="usage-message">{DAILY_LIMIT_MESSAGE}</p>}
      <p className="usage-reset">Resets at midnight</p>
    </section>
  );
}
