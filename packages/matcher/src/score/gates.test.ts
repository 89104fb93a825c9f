import { extractCandidate } from '../extract';
import type { JobGate, RequirementModel } from '../types';
import { checkGates } from './gates';

// A resume is checked against job after job with its answers kept: each job must still get the
// answer to what it asks.

const resume = extractCandidate(
  `Sam Cole
Registered Nurse licence, State of Ohio
Experience
Nurse, City Hospital
January 2019 - Present
`,
  { today: new Date(2025, 5, 15) },
);

const modelWith = (gate: JobGate): RequirementModel => ({
  schema: 1,
  version: 1,
  roles: [],
  requirements: [],
  gates: [gate],
});
const licence = (value: string): JobGate => ({
  kind: 'licence',
  value,
  required: true,
  source: value,
});

describe('gates checked on one resume across jobs', () => {
  it('answers each licence by its own name', () => {
    const states = ['Registered Nurse', 'Commercial Driver', 'Registered Nurse'].map(
      (value) => checkGates(modelWith(licence(value)), resume)[0]?.state,
    );
    expect(states).toEqual(['met', 'unknown', 'met']);
  });
});
