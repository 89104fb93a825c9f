import { Link } from 'react-router-dom';
import { ScoreBadge } from '../../components/ScoreBadge';
import { analysisPath } from '../../data/analyses';
import type { AnalysisStats } from '@shortlist/contracts';
import { Card, CardTitle, StatCard, StatGrid } from '../../ui';
import styles from './analytics.module.css';

function dayLabel(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  return d.toLocaleDateString(undefined, { weekday: 'short', month: 'short', day: 'numeric' });
}

export function AnalyticsCards({
  stats,
  authenticated,
}: {
  stats: AnalysisStats;
  authenticated: boolean;
}) {
  // The server sends 30 days; this card is about the last 7.
  const active = stats.perDay.slice(-7).filter((d) => d.count > 0);
  return (
    <>
      <StatGrid>
        <StatCard value={stats.total} label="Total Matches" />
        <StatCard
          value={stats.averageScore === null ? '–' : `${Math.round(stats.averageScore)}%`}
          label="Average Match Score"
        />
        <StatCard
          word
          value={authenticated ? 'Authenticated' : 'Demo Mode'}
          label="Session Activity"
        />
      </StatGrid>
      <div className="detail-grid">
        <Card aria-labelledby="activity-title">
          <CardTitle id="activity-title">Recent Activity (Last 7 Days)</CardTitle>
          {active.length === 0 ? (
            <p className="muted">No matches in the last 7 days.</p>
          ) : (
            <ul className={styles['activity-list']}>
              {active.map((d) => (
                <li key={d.date}>
                  <span>{dayLabel(d.date)}</span>
                  <span>
                    {d.count} match{d.count === 1 ? '' : 'es'}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card aria-labelledby="recent-matches-title">
          <CardTitle id="recent-matches-title">Recent Matches</CardTitle>
          {stats.recent.length === 0 ? (
            <p className="muted">No matches yet.</p>
          ) : (
            <ul className="recent-list">
              {stats.recent.slice(0, 5).map((a) => (
                <li key={a.id}>
                  <Link to={analysisPath(a.candidateId, a.jobId)} className="recent-item">
                    <span className="recent-names">
                      {a.candidate?.name ?? a.candidateName ?? 'Candidate'} →{' '}
                      {a.job?.title ?? a.jobTitle ?? 'Job'}
                    </span>
                    {a.matchPercentage !== null && <ScoreBadge value={a.matchPercentage} />}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}
