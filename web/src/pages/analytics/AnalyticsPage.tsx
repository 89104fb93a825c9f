import { Link } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { useAnalyses } from '../../data/analyses';
import { useSubscription } from '../../data/billing';
import { useStats } from '../../data/stats';
import { useScope } from '../../data/useScope';
import { usePageTitle } from '../../layout/usePageTitle';
import { AnalyticsCards } from './AnalyticsCards';
import { BarChart } from './BarChart';
import { ColumnChart } from './ColumnChart';
import { computeStats } from './computeStats';

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
        <p className="notice notice-info">
          You're looking at demo data kept in this browser. <Link to="/auth">Sign up</Link> to keep
          your analytics.
        </p>
      )}
      {loading ? (
        <Spinner label="Loading analytics..." />
      ) : (
        <AnalyticsCards stats={stats} authenticated={signedIn} />
      )}
      {isPro && server.data && (
        <div className="detail-grid">
          <section className="card">
            <BarChart
              title="Score distribution"
              bars={server.data.distribution.map((d) => ({
                label: d.bucket,
                value: d.count,
                tone: TONES[d.bucket],
              }))}
            />
          </section>
          <section className="card">
            <ColumnChart title="Matches per day" columns={server.data.perDay} />
          </section>
        </div>
      )}
      {signedIn && !isPro && !subscription.isLoading && (
        <section className="card upsell">
          <span className="badge badge-pro">Pro</span>
          <h2 className="card-title">See the full analytics dashboard</h2>
          <p className="muted">
            Score distribution and matches per day across all your analyses come with Pro.
          </p>
          <Link to="/pricing" className="btn btn-primary">
            Upgrade to Pro
          </Link>
        </section>
      )}
    </div>
  );
}
