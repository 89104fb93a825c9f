import type { Batch, ImpactAction } from '@shortlist/contracts';
import { pipelineStageLabels } from '@shortlist/contracts';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ScoreBadge } from '../../components/ScoreBadge';
import { withItems } from '../../components/sets';
import { SkillList } from '../../components/SkillList';
import { VerdictSummary } from '../../components/verdict/VerdictSummary';
import { analysisPath } from '../../data/analyses';
import { DECISION_LABELS } from '../../data/decisions';
import { useJob } from '../../data/jobs';
import { OutreachForm } from '../pipeline/OutreachForm';
import { requirementLabel } from '../jobs/reading-edits';
import { Button, ButtonRow } from '../../ui';
import { BulkActions } from '../../components/BulkActions';
import { ShareShortlist } from '../../components/share/ShareShortlist';
import { KnockoutMark } from './KnockoutMark';
import { RejectionEmails } from './RejectionEmails';
import { ShortlistFilters } from './ShortlistFilters';
import {
  NO_FILTER,
  PAGE_SIZE,
  pageOf,
  PHONE_PAGE_SIZE,
  shortlistView,
  type ShortlistFilter,
  type ShortlistRow,
  type SortKey,
} from './shortlist-view';
import styles from './shortlist.module.css';
import { TableHead } from '../../components/TableHead';

/**
 * The ranked shortlist a recruiter acts on (issue #29.2): sorted and filtered, a page of 50 rows
 * at a time (a table; cards on a phone), many selected at once, acted on in bulk.
 */
export function Shortlist({
  batch,
  complete,
  resultsAt,
}: {
  batch: Batch;
  complete: boolean;
  resultsAt: number;
}) {
  const job = useJob(batch.jobId);
  const [filter, setFilter] = useState<ShortlistFilter>(NO_FILTER);
  const [sort, setSort] = useState<SortKey>('score');
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [rejected, setRejected] = useState<string[] | null>(null);

  const knockouts = useMemo(
    () =>
      new Set(
        (job.data?.reading?.requirements ?? [])
          .filter((r) => r.kind === 'knockout')
          .map(requirementLabel),
      ),
    [job.data],
  );
  const view = useMemo(
    () => shortlistView(batch.results, filter, sort, knockouts),
    [batch.results, filter, sort, knockouts],
  );
  const shown = pageOf(view, page, usePhone() ? PHONE_PAGE_SIZE : PAGE_SIZE);
  // Only a finished analysis can be decided on (the server refuses the others).
  const decidable = (rows: readonly ShortlistRow[]) =>
    rows.filter((r) => r.status === 'completed').map((r) => r.candidateId);
  const onPage = decidable(shown.rows);
  const filtered = decidable(view);
  const pageSelected = onPage.length > 0 && onPage.every((id) => selected.has(id));
  const chosen = decidable(batch.results).filter((id) => selected.has(id));

  const change = (next: ShortlistFilter) => {
    setFilter(next);
    setPage(0);
  };
  const toggle = (ids: string[], on: boolean) => setSelected((old) => withItems(old, ids, on));
  const done = (action: ImpactAction, ids: string[]) => {
    setSelected(new Set());
    if (action === 'reject') setRejected(ids);
  };

  return (
    <>
      <ShortlistFilters filter={filter} sort={sort} onFilter={change} onSort={setSort} />
      <div className={styles.selection}>
        <span className="muted small" aria-live="polite">
          {view.length} of {batch.results.length} shown · {chosen.length} selected
        </span>
        <ButtonRow>
          <Button
            size="small"
            variant="secondary"
            disabled={filtered.length === 0}
            onClick={() => toggle(filtered, true)}
          >
            Select all {filtered.length} filtered
          </Button>
          <Button
            size="small"
            variant="secondary"
            disabled={chosen.length === 0}
            onClick={() => setSelected(new Set())}
          >
            Clear selection
          </Button>
        </ButtonRow>
      </div>
      <BulkActions jobId={batch.jobId} selected={chosen} onDone={done} />
      {chosen.length > 0 && (
        <details className={styles.outreach}>
          <summary>Email the selection</summary>
          <OutreachForm jobId={batch.jobId} candidateIds={chosen} subject={batch.jobTitle} />
        </details>
      )}
      <ShareShortlist jobId={batch.jobId} candidates={batch.results} selected={chosen} />
      {rejected && (
        <RejectionEmails
          jobId={batch.jobId}
          candidateIds={rejected}
          onClose={() => setRejected(null)}
        />
      )}
      <div className={`table-wrap ${styles.wrap}`}>
        <table className={`table ${styles.table}`}>
          <TableHead
            columns={[
              {
                key: 'select',
                className: styles.narrow,
                head: (
                  <input
                    type="checkbox"
                    aria-label="Select all on this page"
                    checked={pageSelected}
                    disabled={onPage.length === 0}
                    onChange={() => toggle(onPage, !pageSelected)}
                  />
                ),
              },
              { key: 'rank', className: styles.narrow, head: 'Rank' },
              'Candidate',
              'Match',
              'Verdict',
              'Knock-outs',
              'Missing',
              'Stage',
              'Decision',
            ]}
          />
          <tbody>
            {shown.rows.map((r) => (
              <tr key={r.analysisId}>
                <td data-label="Select">
                  <input
                    type="checkbox"
                    aria-label={`Select ${r.candidateName}`}
                    checked={selected.has(r.candidateId)}
                    disabled={r.status !== 'completed'}
                    onChange={(e) => toggle([r.candidateId], e.target.checked)}
                  />
                </td>
                <td data-label="Rank">{r.status === 'completed' ? r.rank : '–'}</td>
                <td data-label="Candidate" className={styles.name}>
                  <Link to={analysisPath(r.candidateId, batch.jobId)}>{r.candidateName}</Link>
                </td>
                <td data-label="Match">
                  {r.status === 'completed' && r.matchPercentage !== null ? (
                    <ScoreBadge value={r.matchPercentage} />
                  ) : (
                    <span className="status-pill">
                      {r.status === 'failed' ? 'Failed' : 'Analyzing...'}
                    </span>
                  )}
                </td>
                <td data-label="Verdict">
                  {r.verdict ? (
                    <VerdictSummary verdict={r.verdict} compact />
                  ) : (
                    <span className="muted">–</span>
                  )}
                </td>
                <td data-label="Knock-outs">
                  <KnockoutMark
                    jobId={batch.jobId}
                    missingSkills={r.missingSkills}
                    finished={r.status === 'completed'}
                    resultsAt={complete ? resultsAt : 0}
                  />
                </td>
                <td data-label="Missing">
                  <SkillList
                    skills={r.missingSkills}
                    missing
                    empty={r.status === 'completed' ? 'None' : undefined}
                  />
                </td>
                <td data-label="Stage">
                  <span className={styles.pill}>{pipelineStageLabels[r.stage ?? 'new']}</span>
                </td>
                <td data-label="Decision">
                  {r.decision ? (
                    <span className="status-pill" title={r.decision.reason ?? undefined}>
                      {DECISION_LABELS[r.decision.decision]}
                    </span>
                  ) : (
                    <span className="muted">Undecided</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.pages > 1 && (
        <nav className={styles.pager} aria-label="Pages of the shortlist">
          <Button
            size="small"
            variant="secondary"
            disabled={shown.page === 0}
            onClick={() => setPage(shown.page - 1)}
          >
            Previous
          </Button>
          <span className="muted small">
            Page {shown.page + 1} of {shown.pages}
          </span>
          <Button
            size="small"
            variant="secondary"
            disabled={shown.page >= shown.pages - 1}
            onClick={() => setPage(shown.page + 1)}
          >
            Next
          </Button>
        </nav>
      )}
    </>
  );
}

const PHONE = '(max-width: 640px)';

/** Whether the window is a phone's (the shortlist is then cards); false where none can tell. */
function usePhone(): boolean {
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(PHONE) : null;
  const [phone, setPhone] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const change = () => setPhone(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, [query]);
  return phone;
}
