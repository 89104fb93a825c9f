import { Link } from 'react-router-dom';
import { ScoreBadge } from '../../components/ScoreBadge';
import { analysisPath } from '../../data/analyses';
import type { AnalysisStats } from '@shortlist/contracts';

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
      <div className="stat-grid">
        <section className="card stat-card">
          <span className="stat-value">{stats.total}</span>
          <h2 className="stat-label">Total Matches</h2>
        </section>
        <section className="card stat-card">
          <span className="stat-value">
            {stats.averageScore === null ? '–' : `${Math.round(stats.averageScore)}%`}
          </span>
          <h2 className="stat-label">Average Match Score</h2>
        </section>
        <section className="card stat-card">
          <span className="stat-value stat-value-text">
            {authenticated ? 'Authenticated' : 'Demo Mode'}
          </span>
          <h2 className="stat-label">Session Activity</h2>
        </section>
      </div>
      <div className="detail-grid">
        <section className="card" aria-labelledby="activity-title">
          <h2 id="activity-title" className="card-title">
            Recent Activity (Last 7 Days)
          </h2>
          {active.length === 0 ? (
            <p className="muted">No matches in the last 7 days.</p>
          ) : (
            <ul className="activity-list">
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
        </section>
        <section className="card" aria-labelledby="recent-matches-title">
          <h2 id="recent-matches-title" className="card-title">
            Recent Matches
          </h2>
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
        </section>
      </div>
    </>
  );
}
