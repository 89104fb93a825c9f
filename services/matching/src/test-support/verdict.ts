import type { Verdict } from '@shortlist/contracts';

/**
 * A verdict as the engine writes it: Partial, Java met and Kubernetes not found (1 of 2
 * must-haves), no nice-to-haves, no gates. Overrides should keep it consistent: mustTotal -
 * mustMet must-haves in the gap, each requirement's state counted.
 */
export function aVerdict(overrides: Partial<Verdict> = {}): Verdict {
  return {
    mustMet: 1,
    mustTotal: 2,
    niceMet: 0,
    niceTotal: 0,
    gates: [],
    band: 'partial',
    gap: ['Kubernetes'],
    requirements: [
      { requirement: 'Java', importance: 'must', state: 'met', evidence: 'Java at Acme' },
      { requirement: 'Kubernetes', importance: 'must', state: 'notFound' },
    ],
    ...overrides,
  };
}
