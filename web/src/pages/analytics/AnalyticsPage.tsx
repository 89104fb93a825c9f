import { Link } from 'react-router-dom';
import { useAnalyses } from '../../data/analyses';
import { useSubscription } from '../../data/billing';
import { useStats } from '../../data/stats';
import { useScope } from '../../data/useScope';
import { usePageTitle } from '../../layout/usePageTitle';
import { AnalyticsCards } from './AnalyticsCards';
import { BarChart } from './BarChart';
import { ColumnChart } from './ColumnChart';
import { computeStats } from './computeStats';
import { Badge, ButtonLink, Card, CardTitle, Notice, Spinner } from '../../ui';

const TONES = { '0-59': 'low', '60-79': 'medium', '80-100': 'high' } as const;

export function AnalyticsPage() {
  usePageTitle('Analytics');
  const { signedIn } = useScope();
  const subscription = useSubscription();
  const isPro = signedIn && subscription.data?.plan === 'pro';
  const server = useStats(isPro);
  // Demo visitors and Free accounts: the figures come from the analyses themselves.
  const analyses = useAnalyses({ pageSize: 200 });

  const loading = isPro ? server.isLoading : analyses.isLoading;
  const stats = isPro && server.data ? server.data : computeStats(analyses.data?.items ?? []);

  return (
    <div className="analytics">
      <div className="page-head">
        <h1>Analytics</h1>
      </div>
      {!signedIn && (
        <Notice tone="info">
          You're looking at demo data kept in this browser. <Link to="/auth">Sign up</Link> to keep
          your analytics.
        </Notice>
      )}
      {loading ? (
        <Spinner label="Loading analytics..." />
      ) : (
        <AnalyticsCards stats={stats} authenticated={signedIn} />
      )}
      {isPro && server.data && (
        <div className="detail-grid">
          <Card>
            <BarChart
              title="Score distribution"
              bars={server.data.distribution.map((d) => ({
                label: d.bucket,
                value: d.count,
                tone: TONES[d.bucket],
              }))}
            />
          </Card>
          <Card>
            <ColumnChart title="Matches per day" columns={server.data.perDay} />
          </Card>
        </div>
      )}
      {signedIn && !isPro && !subscription.isLoading && (
        <Card className="upsell">
          <Badge tone="pro">Pro</Badge>
          <CardTitle>See the full analytics dashboard</CardTitle>
          <p className="muted">
            Score distribution and matches per day across all your analyses come with Pro.
          </p>
          <ButtonLink variant="primary" to="/pricing">
            Upgrade to Pro
          </ButtonLink>
        </Card>
      )}
    </div>
  );
}
