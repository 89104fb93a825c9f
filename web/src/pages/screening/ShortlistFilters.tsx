import {
  humanDecision,
  pipelineStageLabels,
  pipelineStages,
  VERDICT_BAND_LABEL,
  verdictBand,
} from '@shortlist/contracts';
import { useId } from 'react';
import { DECISION_LABELS } from '../../data/decisions';
import { SORT_LABELS, type ShortlistFilter, type SortKey } from './shortlist-view';
import styles from './shortlist.module.css';

/** Sort and filter controls of the shortlist: band, gate failed, decision, stage and text. */
export function ShortlistFilters({
  filter,
  sort,
  onFilter,
  onSort,
}: {
  filter: ShortlistFilter;
  sort: SortKey;
  onFilter: (filter: ShortlistFilter) => void;
  onSort: (sort: SortKey) => void;
}) {
  const id = useId();
  const set = (change: Partial<ShortlistFilter>) => onFilter({ ...filter, ...change });
  return (
    <div className={styles.filters} role="search" aria-label="Filter the shortlist">
      <div className={styles.control}>
        <label htmlFor={`${id}-text`}>Search</label>
        <input
          id={`${id}-text`}
          type="search"
          placeholder="Name or skill"
          value={filter.text}
          onChange={(e) => set({ text: e.target.value })}
        />
      </div>
      <div className={styles.control}>
        <label htmlFor={`${id}-band`}>Band</label>
        <select
          id={`${id}-band`}
          value={filter.band}
          onChange={(e) => set({ band: e.target.value as ShortlistFilter['band'] })}
        >
          <option value="any">Any</option>
          {verdictBand.options.map((b) => (
            <option key={b} value={b}>
              {VERDICT_BAND_LABEL[b]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.control}>
        <label htmlFor={`${id}-decision`}>Decision</label>
        <select
          id={`${id}-decision`}
          value={filter.decision}
          onChange={(e) => set({ decision: e.target.value as ShortlistFilter['decision'] })}
        >
          <option value="any">Any</option>
          <option value="undecided">Undecided</option>
          {humanDecision.options.map((d) => (
            <option key={d} value={d}>
              {DECISION_LABELS[d]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.control}>
        <label htmlFor={`${id}-stage`}>Stage</label>
        <select
          id={`${id}-stage`}
          value={filter.stage}
          onChange={(e) => set({ stage: e.target.value as ShortlistFilter['stage'] })}
        >
          <option value="any">Any</option>
          {pipelineStages.map((s) => (
            <option key={s} value={s}>
              {pipelineStageLabels[s]}
            </option>
          ))}
        </select>
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={filter.gateFailed}
          onChange={(e) => set({ gateFailed: e.target.checked })}
        />{' '}
        Fails a gate
      </label>
      <div className={styles.control}>
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select id={`${id}-sort`} value={sort} onChange={(e) => onSort(e.target.value as SortKey)}>
          {(Object.keys(SORT_LABELS) as SortKey[]).map((k) => (
            <option key={k} value={k}>
              {SORT_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
