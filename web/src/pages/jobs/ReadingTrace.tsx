import type { JobDescription } from '@shortlist/contracts';
import styles from './home.module.css';

type Trace = NonNullable<NonNullable<JobDescription['reading']>['trace']>;

const VERDICT: Record<Trace[number]['verdict'], string> = {
  requirement: 'Must-have',
  nice: 'Nice to have',
  gate: 'Gate',
  skipped: 'Not a requirement',
};

/**
 * Line by line, why the ad was read this way (issue #33, item 1): collapsed, for the recruiter who
 * wants to know why a line became a requirement or why one did not.
 */
export function ReadingTrace({ trace }: { trace: Trace }) {
  const read = trace.filter((t) => t.verdict !== 'skipped').length;
  return (
    <details className={styles.trace}>
      <summary>
        How each line of the ad was read ({trace.length} lines, {read} read as requirements or
        gates)
      </summary>
      <ol aria-label="How each line of the ad was read">
        {trace.map((t, i) => (
          <li key={i}>
            <q>{t.line}</q> — <span className={styles.traceVerdict}>{VERDICT[t.verdict]}</span>:{' '}
            {t.reason}
          </li>
        ))}
      </ol>
    </details>
  );
}
