import type { GateCheckRecord, RequirementState, VerdictBand } from '@shortlist/contracts';
import tones from './tone.module.css';

/** The class of each band and state a verdict shows: the summary's band, the detail's states. */
export const TONE: Record<VerdictBand | RequirementState | GateCheckRecord['state'], string> = {
  strong: tones.good,
  partial: tones.mixed,
  notRecommended: tones.bad,
  met: tones.good,
  partly: tones.mixed,
  notFound: tones.bad,
  notMet: tones.bad,
  unknown: tones.silent,
};
