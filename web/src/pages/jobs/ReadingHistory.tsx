import { relativeTime } from '../../components/format';
import { Spinner } from '../../components/Spinner';
import { useReadingHistory } from '../../data/reading';
import { useScope } from '../../data/useScope';

/** Every version of the job's reading, newest first: who changed it, when, and what changed. */
export function ReadingHistory({ jobId }: { jobId: string }) {
  const { scope } = useScope();
  const history = useReadingHistory(jobId, true);
  return (
    <section className="card" aria-labelledby="reading-history-title">
      <h2 id="reading-history-title" className="card-title">
        Versions of this reading
      </h2>
      {history.isLoading && <Spinner label="Loading history..." />}
      {history.isError && <p className="error-text">The history could not be loaded.</p>}
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
    </section>
  );
}
