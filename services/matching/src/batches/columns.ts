import type { Batch } from '@shortlist/contracts';
import { pipelineStageLabels } from '@shortlist/contracts';
import type { CsvValue } from '@shortlist/csv';

type Row = Batch['results'][number];

// The columns a recruiter acts on (issue #29.2), in one place: what was decided and why, where
// the candidate stands, the gates and the must-haves met (from the verdict, when the analysis has
// one; empty for older analyses).

const gateStates = { met: 'met', notMet: 'not met', unknown: 'unknown' } as const;

export const shortlistColumns: { header: string; value: (r: Row) => CsvValue }[] = [
  { header: 'Decision', value: (r) => r.decision?.decision ?? '' },
  { header: 'Decision reason', value: (r) => r.decision?.reason ?? '' },
  { header: 'Stage', value: (r) => (r.stage ? pipelineStageLabels[r.stage] : '') },
  {
    header: 'Gates',
    value: (r) =>
      r.verdict?.gates.map((g) => `${g.label}: ${gateStates[g.state]}`).join('; ') ?? '',
  },
  { header: 'Must-haves met', value: (r) => r.verdict?.mustMet ?? null },
  { header: 'Must-haves', value: (r) => r.verdict?.mustTotal ?? null },
];
