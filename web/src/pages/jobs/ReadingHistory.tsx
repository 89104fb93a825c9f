import { relativeTime } from '../../components/format';
import { useReadingHistory } from '../../data/reading';
import { useScope } from '../../data/useScope';
import { Card, CardTitle, Spinner } from '../../ui';
import styles from './reading.module.css';

/** Every version of the job's reading, newest first: who changed it, when, and what changed. */
export function ReadingHistory({ jobId }: { jobId: string }) {
  const { scope } = useScope();
  const history = useReadingHistory(jobId, true);
  return (
    <Card aria-labelledby="reading-history-title">
      <CardTitle id="reading-history-title">Versions of this reading</CardTitle>
      {history.isLoading && <Spinner label="Loading history..." />}
      {history.isError && <p className="error-text">The history could not be loaded.</p>}
      <ol className={styles.history} aria-label="Versions of this reading">
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
    </Card>
  );
}
