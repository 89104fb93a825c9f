import { CardTitle } from '../../ui';
export interface Bar {
  label: string;
  value: number;
  tone?: 'high' | 'medium' | 'low' | 'info';
}

/** Plain CSS bars: enough for a handful of values, readable by screen readers as a list. */
export function BarChart({ title, bars }: { title: string; bars: Bar[] }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <figure className="bar-chart">
      <CardTitle as="figcaption">{title}</CardTitle>
      <ul className="bars">
        {bars.map((b) => (
          <li key={b.label} className="bar-row">
            <span className="bar-label">{b.label}</span>
            <span className="bar-track" aria-hidden="true">
              <span
                className={`bar-fill bar-${b.tone ?? 'info'}`}
                style={{ width: `${(b.value / max) * 100}%` }}
              />
            </span>
            <span className="bar-value">{b.value}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
