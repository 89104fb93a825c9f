import type { BandCounts, JobScreenings as Screenings } from '@shortlist/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../auth/AuthContext';
import { formatDateTime } from '../../components/format';
import { Pager } from '../../components/Pager';
import { useMembers } from '../../data/workspaces';
import { useWorkspace } from '../../workspace/WorkspaceContext';
import { Card, CardTitle, Spinner, StatCard, StatGrid } from '../../ui';
import styles from './home.module.css';

const PAGE_SIZE = 5;

const screeningPath = (jobId: string, batchId: string) =>
  `/jobs/${encodeURIComponent(jobId)}/screen?batch=${encodeURIComponent(batchId)}`;

/**
 * How the job's screened candidates fall: strong, partial, not recommended. Each candidate counts
 * once, at their latest result. The band is the verdict's; a result scored before verdicts existed
 * is banded by its score (80+ strong, 60+ partial), and the card says so.
 */
export function ScreeningSummary({ data }: { data: Screenings }) {
  const s = data.summary;
  const screened = s.strong + s.partial + s.notRecommended + s.pending;
  return (
    <Card aria-labelledby="screening-summary-title">
      <CardTitle id="screening-summary-title">Verdicts of your screenings</CardTitle>
      {screened === 0 ? (
        <p className="muted">No candidate has been screened for this job yet.</p>
      ) : (
        <>
          <StatGrid>
            <StatCard value={s.strong} label="Strong" />
            <StatCard value={s.partial} label="Partial" />
            <StatCard value={s.notRecommended} label="Not recommended" />
          </StatGrid>
          <p className="muted">
            {screened} candidate{screened === 1 ? '' : 's'} screened
            {s.pending > 0 ? `, ${s.pending} still being scored` : ''}.
            {data.bandsFrom === 'score' || data.bandsFrom === 'both'
              ? ' Results without a verdict are banded by their score (80+ strong, 60+ partial).'
              : ''}
          </p>
        </>
      )}
    </Card>
  );
}

function bandsLine(b: BandCounts): string {
  const parts = [
    `${b.strong} strong`,
    `${b.partial} partial`,
    `${b.notRecommended} not recommended`,
  ];
  if (b.pending) parts.push(`${b.pending} pending`);
  return parts.join(' · ');
}

/** Who ran a screening: "You", a colleague's name or email, or nothing when not recorded. */
function useWho() {
  const { user } = useAuth();
  const workspace = useWorkspace();
  const team = workspace?.current?.personal === false;
  const members = useMembers(workspace?.currentId ?? '', team);
  return (userId: string | null) => {
    if (!userId) return '—';
    if (userId === user?.id) return 'You';
    const member = team ? members.data?.find((m) => m.userId === userId) : undefined;
    return member ? member.name || member.email : 'A colleague';
  };
}

/** The job's screenings, newest first, each opening its shortlist (with its decisions). */
export function ScreeningList({ jobId, data }: { jobId: string; data: Screenings }) {
  const [page, setPage] = useState(1);
  const who = useWho();
  const shown = data.screenings.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <Card aria-labelledby="screenings-title">
      <CardTitle id="screenings-title">Screenings ({data.screenings.length})</CardTitle>
      {data.screenings.length === 0 ? (
        <p className="muted">
          Screen candidates to see their shortlist here; every screening of this job stays listed.
        </p>
      ) : (
        <ul className={styles.rows} aria-label="Screenings of this job">
          {shown.map((s) => (
            <li key={s.id} className={styles.row}>
              <span className={styles.when}>{formatDateTime(s.createdAt)}</span>
              <span>{who(s.requestedBy)}</span>
              <span>
                {s.total} candidate{s.total === 1 ? '' : 's'}
                {s.status === 'running' ? ` (${s.done + s.failed} scored so far)` : ''}
              </span>
              <span className="muted">{bandsLine(s.bands)}</span>
              <Link
                to={screeningPath(jobId, s.id)}
                aria-label={`Open the screening of ${formatDateTime(s.createdAt)}`}
              >
                Open
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageSize={PAGE_SIZE} total={data.screenings.length} onPage={setPage} />
    </Card>
  );
}

/** The summary, then the list: both from one request. */
export function JobScreenings({
  jobId,
  data,
  loading,
}: {
  jobId: string;
  data?: Screenings;
  loading: boolean;
}) {
  if (loading) return <Spinner label="Loading screenings..." />;
  if (!data) return <p className="error-text">The screenings could not be loaded.</p>;
  return (
    <>
      <ScreeningSummary data={data} />
      <ScreeningList jobId={jobId} data={data} />
    </>
  );
}
