import { CardTitle } from '../../ui';
import styles from './analytics.module.css';
export interface Bar {
  label: string;
  value: number;
  tone?: 'high' | 'medium' | 'low' | 'info';
}

/** Plain CSS bars: enough for a handful of values, readable by screen readers as a list. */
export function BarChart({ title, bars }: { title: string; bars: Bar[] }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <figure className={styles['bar-chart']}>
      <CardTitle as="figcaption">{title}</CardTitle>
      <ul className={styles.bars}>
        {bars.map((b) => (
          <li key={b.label} className={styles['bar-row']}>
            <span>{b.label}</span>
            <span className={styles['bar-track']} aria-hidden="true">
              <span
                className={`${styles['bar-fill']} ${styles[`bar-${b.tone ?? 'info'}`] ?? ''}`}
                style={{ width: `${(b.value / max) * 100}%` }}
              />
            </span>
            <span className={styles['bar-value']}>{b.value}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
