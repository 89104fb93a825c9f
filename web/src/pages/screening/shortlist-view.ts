import type { Batch, HumanDecision, PipelineStage, VerdictBand } from '@shortlist/contracts';
import { scoreTone } from '../../components/format';

// Sorting, filtering and paging a shortlist (issue #29.2), as plain functions the page and its
// tests share: a recruiter narrows 500 rows to the ones to act on.

export type ShortlistRow = Batch['results'][number];

export type SortKey = 'score' | 'name' | 'decision' | 'stage';
export const SORT_LABELS: Record<SortKey, string> = {
  score: 'Score',
  name: 'Name',
  decision: 'Decision',
  stage: 'Stage',
};

export interface ShortlistFilter {
  band: VerdictBand | 'any';
  /** Only candidates failing a gate (the verdict's gates; knock-outs in older analyses). */
  gateFailed: boolean;
  decision: HumanDecision | 'undecided' | 'any';
  stage: PipelineStage | 'any';
  text: string;
}

export const NO_FILTER: ShortlistFilter = {
  band: 'any',
  gateFailed: false,
  decision: 'any',
  stage: 'any',
  text: '',
};

const BY_SCORE: Record<ReturnType<typeof scoreTone>, VerdictBand> = {
  high: 'strong',
  medium: 'partial',
  low: 'notRecommended',
};

/**
 * The row's band: its verdict's; for an analysis without one (scored before verdicts), the band of
 * its score. Null while it runs or when it failed.
 */
export function bandOf(row: ShortlistRow): VerdictBand | null {
  if (row.status !== 'completed') return null;
  if (row.verdict) return row.verdict.band;
  return row.matchPercentage === null ? null : BY_SCORE[scoreTone(row.matchPercentage)];
}

/** Whether a gate is not met, by the verdict; or one of the job's knock-outs is missing. */
export function failsGate(row: ShortlistRow, knockouts: ReadonlySet<string>): boolean {
  if (row.verdict) return row.verdict.gates.some((g) => g.state === 'notMet');
  return row.missingSkills.some((s) => knockouts.has(s));
}

const DECISION_ORDER: Record<HumanDecision | 'none', number> = {
  advance: 0,
  hold: 1,
  reject: 2,
  none: 3,
};
const STAGE_ORDER: Record<PipelineStage, number> = {
  new: 0,
  shortlisted: 1,
  contacted: 2,
  interview: 3,
  offer: 4,
  hired: 5,
  rejected: 6,
};

const byScore = (a: ShortlistRow, b: ShortlistRow) =>
  (b.matchPercentage ?? -1) - (a.matchPercentage ?? -1) || a.rank - b.rank;

const COMPARE: Record<SortKey, (a: ShortlistRow, b: ShortlistRow) => number> = {
  score: byScore,
  name: (a, b) => a.candidateName.localeCompare(b.candidateName) || byScore(a, b),
  decision: (a, b) =>
    DECISION_ORDER[a.decision?.decision ?? 'none'] -
      DECISION_ORDER[b.decision?.decision ?? 'none'] || byScore(a, b),
  stage: (a, b) => STAGE_ORDER[a.stage ?? 'new'] - STAGE_ORDER[b.stage ?? 'new'] || byScore(a, b),
};

/** The rows the filter keeps, in the chosen order. */
export function shortlistView(
  rows: readonly ShortlistRow[],
  filter: ShortlistFilter,
  sort: SortKey,
  knockouts: ReadonlySet<string> = new Set(),
): ShortlistRow[] {
  const text = filter.text.trim().toLowerCase();
  return rows
    .filter(
      (r) =>
        (filter.band === 'any' || bandOf(r) === filter.band) &&
        (!filter.gateFailed || failsGate(r, knockouts)) &&
        (filter.decision === 'any' || (r.decision?.decision ?? 'undecided') === filter.decision) &&
        (filter.stage === 'any' || (r.stage ?? 'new') === filter.stage) &&
        (!text ||
          [r.candidateName, ...r.topSkills, ...r.missingSkills].some((s) =>
            s.toLowerCase().includes(text),
          )),
    )
    .sort(COMPARE[sort]);
}

/** Rows a page on a laptop; a phone's cards are taller, so it shows fewer at a time. */
export const PAGE_SIZE = 50;
export const PHONE_PAGE_SIZE = 20;

/** One page of the view (0-based), and how many pages there are. */
export function pageOf<T>(
  rows: readonly T[],
  page: number,
  size = PAGE_SIZE,
): { rows: T[]; pages: number; page: number } {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const at = Math.min(Math.max(0, page), pages - 1);
  return { rows: rows.slice(at * size, (at + 1) * size), pages, page: at };
}
