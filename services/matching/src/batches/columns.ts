import type { Batch } from '@shortlist/contracts';
import { pipelineStageLabels } from '@shortlist/contracts';
import type { CsvValue } from '@shortlist/csv';

type Row = Batch['results'][number];

// The columns a recruiter acts on (issue #29.2), in one place: what was decided and why, and where
// the candidate stands. The gates and the must-haves met are the verdict's columns (csv.ts).

export const shortlistColumns: { header: string; value: (r: Row) => CsvValue }[] = [
  { header: 'Decision', value: (r) => r.decision?.decision ?? '' },
  { header: 'Decision reason', value: (r) => r.decision?.reason ?? '' },
  { header: 'Stage', value: (r) => (r.stage ? pipelineStageLabels[r.stage] : '') },
];
