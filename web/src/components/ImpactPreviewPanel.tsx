import type { FairnessCategory, ImpactPreview } from '@shortlist/contracts';
import { Button, ButtonRow, Notice } from '../ui';
import styles from './BulkActions.module.css';
import { TableHead } from './TableHead';

const CATEGORIES = [
  ['Sex', 'sex'],
  ['Race/ethnicity', 'raceEthnicity'],
] as const;

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

/**
 * The adverse-impact figures of the action about to be taken (issue #30.12): per group the share
 * the action favours and its ratio to the highest group's, under 0.8 flagged. Shown (and recorded
 * by the server) before the recruiter confirms; the decision stays theirs.
 */
export function ImpactPreviewPanel({
  preview,
  actionLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  preview: ImpactPreview;
  actionLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <section className={styles.panel} aria-label="Impact of this action" role="region">
      <h3 className={styles.panelTitle}>Before you {actionLabel.toLowerCase()}</h3>
      <p className="muted small">
        {preview.chosen} chosen of {preview.applicants} scored candidates. &quot;Selected&quot;
        means {preview.selectedMeans}: {preview.selected} of {preview.applicants}. A ratio under 0.8
        of the highest group&apos;s rate is flagged (the four-fifths rule).
      </p>
      {!preview.groupsKnown ? (
        <Notice tone="info">
          No self-identified groups are on file for this job&apos;s candidates, so there is nothing
          to compare. Upload them from the job&apos;s fairness report.
        </Notice>
      ) : (
        <div className={styles.previewGrid}>
          {CATEGORIES.map(([label, key]) => (
            <CategoryTable key={key} label={label} category={preview[key]} />
          ))}
        </div>
      )}
      {preview.flagged && (
        <Notice tone="warning">
          A group falls under four-fifths of the highest group&apos;s rate with this action. Check
          the selection before you confirm.
        </Notice>
      )}
      <ButtonRow>
        <Button size="small" variant="primary" disabled={busy} onClick={onConfirm}>
          Confirm: {actionLabel}
        </Button>
        <Button size="small" variant="secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </ButtonRow>
    </section>
  );
}

function CategoryTable({ label, category }: { label: string; category: FairnessCategory }) {
  return (
    <table className={styles.previewTable}>
      <caption>{label}</caption>
      <TableHead columns={['Group', 'Selected', 'Rate', 'Ratio']} />
      <tbody>
        {category.groups.map((g) => (
          <tr key={g.group} className={g.flagged ? styles.flagged : undefined}>
            <td>{g.group}</td>
            <td>
              {g.selected} of {g.applicants}
            </td>
            <td>{percent(g.selectionRate)}</td>
            <td>
              {g.impactRatio ?? '–'}
              {g.flagged ? ' ⚠' : ''}
            </td>
          </tr>
        ))}
        {category.unknown > 0 && (
          <tr>
            <td colSpan={4} className="muted small">
              {category.unknown} of unknown group (not counted)
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
