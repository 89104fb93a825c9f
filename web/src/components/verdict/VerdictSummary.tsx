import {
  VERDICT_BAND_LABEL,
  verdictHeadline,
  verdictLine,
  type Verdict,
} from '@shortlist/contracts';
import { TONE } from './tone';
import styles from './verdict.module.css';

/**
 * The verdict a recruiter reads first, beside the percentage: the band and its gap, then
 * "6 of 7 must-haves · 2 of 4 nice-to-haves · clearance unknown" (issue #33, item 3).
 * `compact` draws the band and the line only, for table rows and board cards.
 */
export function VerdictSummary({
  verdict,
  compact = false,
}: {
  verdict: Verdict;
  compact?: boolean;
}) {
  return (
    <div className={compact ? styles.compact : styles.summary} data-testid="verdict">
      <span className={`${styles.band} ${TONE[verdict.band]}`}>
        {compact ? VERDICT_BAND_LABEL[verdict.band] : verdictHeadline(verdict)}
      </span>
      <span className={styles.line}>{verdictLine(verdict)}</span>
    </div>
  );
}
