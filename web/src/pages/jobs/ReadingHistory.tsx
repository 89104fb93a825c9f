import { relativeTime } from '../../components/format';
import { Spinner } from '../../components/Spinner';
import { useReadingHistory } from '../../data/reading';
import { useScope } from '../../data/useScope';

/** Every version of the job's reading, newest first: who changed it, when, and what changed. */
export function ReadingHistory({ jobId }: { jobId: string }) {
  const { scope } = useScope();
  const history = useReadingHistory(jobId, true);
  if (history.isLoading) return <Spinner label="Loading history..." />;
  if (history.isError) return <p className="error-text">The history could not be loaded.</p>;
  return (
    <ol className="reading-history" aria-label="Versions of this reading">
      {(history.data ?? []).map((v) => (
        <li key={v.version}>
          <strong>Version {v.version}</strong>{' '}
          <span className="muted">
            {relativeTime(v.changedAt)} ·{' '}
            {v.changedBy === null ? 'Shortlist' : v.changedBy === scope ? 'you' : 'a teammate'}
          </span>
          <div>{v.summary}</div>
        </li>
      ))}
    </ol>
  );
}
