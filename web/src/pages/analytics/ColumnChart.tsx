import { CardTitle } from '../../ui';
import styles from './analytics.module.css';
export interface Column {
  date: string;
  count: number;
}

/** Matches per day as columns: 30 days fit a phone's width; a label every 7 days, ending today. */
export function ColumnChart({ title, columns }: { title: string; columns: Column[] }) {
  const max = Math.max(1, ...columns.map((c) => c.count));
  const total = columns.reduce((sum, c) => sum + c.count, 0);
  return (
    <figure className={styles['column-chart']}>
      <CardTitle as="figcaption">{title}</CardTitle>
      <p className="visually-hidden">
        {total} matches over the last {columns.length} days.
      </p>
      <div className={styles.columns} aria-hidden="true">
        {columns.map((c) => (
          <div key={c.date} className={styles.column} title={`${c.date}: ${c.count}`}>
            <span
              className={styles['column-fill']}
              style={{ height: `${(c.count / max) * 100}%` }}
            />
          </div>
        ))}
      </div>
      <div className={styles['column-labels']} aria-hidden="true">
        {columns.map((c, i) => (
          // Counted back from today, so the last label never crowds the one before it.
          <span key={c.date}>{(columns.length - 1 - i) % 7 === 0 ? c.date.slice(5) : ''}</span>
        ))}
      </div>
    </figure>
  );
}
