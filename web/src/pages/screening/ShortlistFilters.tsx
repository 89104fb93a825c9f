import {
  humanDecision,
  pipelineStageLabels,
  pipelineStages,
  VERDICT_BAND_LABEL,
  verdictBand,
} from '@shortlist/contracts';
import { useId } from 'react';
import { DECISION_LABELS } from '../../data/decisions';
import { CheckField, Options } from '../../ui';
import { SORT_LABELS, type ShortlistFilter, type SortKey } from './shortlist-view';
import styles from './shortlist.module.css';

const ANY: [string, string] = ['any', 'Any'];
const BANDS = [
  ANY,
  ...verdictBand.options.map((b) => [b, VERDICT_BAND_LABEL[b]] as [string, string]),
];
const DECISIONS = [
  ANY,
  ['undecided', 'Undecided'] as [string, string],
  ...humanDecision.options.map((d) => [d, DECISION_LABELS[d]] as [string, string]),
];
const STAGES = [ANY, ...pipelineStages.map((s) => [s, pipelineStageLabels[s]] as [string, string])];
const SORTS = Object.entries(SORT_LABELS);
/** The filters that choose one of a list: which key of the filter, its label, its choices. */
const CHOICES = [
  ['band', 'Band', BANDS],
  ['decision', 'Decision', DECISIONS],
  ['stage', 'Stage', STAGES],
] as const;

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
      <div className={styles.field}>
        <label htmlFor={`${id}-text`}>Search</label>
        <input
          id={`${id}-text`}
          type="search"
          placeholder="Name or skill"
          value={filter.text}
          onChange={(e) => set({ text: e.target.value })}
        />
      </div>
      {CHOICES.map(([key, label, options]) => (
        <Choice
          key={key}
          label={label}
          value={filter[key]}
          options={options}
          onChange={(v) => set({ [key]: v })}
        />
      ))}
      <CheckField
        className={styles.check}
        label="Fails a gate"
        checked={filter.gateFailed}
        onChecked={(gateFailed) => set({ gateFailed })}
      />
      <Choice label="Sort by" value={sort} options={SORTS} onChange={(v) => onSort(v as SortKey)} />
    </div>
  );
}

/** A labelled select of [value, label] options. */
function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: [string, string][];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <Options of={options} />
      </select>
    </div>
  );
}
