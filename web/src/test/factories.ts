import type {
  Analysis,
  Batch,
  Candidate,
  JobDescription,
  Subscription,
  Verdict,
  Workspace,
} from '@shortlist/contracts';

const file = {
  fileSize: 20_480,
  fileType: 'pdf' as const,
  sha256: 'abc',
  createdAt: '2025-01-01T10:00:00.000Z',
};

export function aJob(overrides: Partial<JobDescription> = {}): JobDescription {
  return {
    id: 'job-1',
    title: 'Backend Engineer',
    company: 'Acme',
    location: 'Berlin',
    requirements: 'Build APIs in Node.js and PostgreSQL.',
    skills: { required: ['Node.js', 'PostgreSQL'], niceToHave: ['Redis'] },
    requiredSkills: ['Node.js', 'PostgreSQL'],
    minYears: 3,
    seniority: 'Mid-level',
    fileName: 'backend.pdf',
    ...file,
    ...overrides,
  };
}

export function aCandidate(overrides: Partial<Candidate> = {}): Candidate {
  return {
    id: 'cand-1',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    phone: null,
    location: 'New York',
    headline: 'Engineer',
    seniority: 'Senior',
    techStack: ['Node.js', 'COBOL', 'PostgreSQL', 'Docker'],
    tags: ['backend'],
    experience: '8 years',
    yearsExperience: 8,
    links: [],
    fileName: 'grace.pdf',
    ...file,
    ...overrides,
  };
}

export function anAnalysis(overrides: Partial<Analysis> = {}): Analysis {
  return {
    id: 'an-1',
    candidateId: 'cand-1',
    jobId: 'job-1',
    batchId: null,
    status: 'completed',
    matchPercentage: 84,
    topSkills: ['Node.js', 'PostgreSQL'],
    missingSkills: [],
    breakdown: [
      {
        key: 'requiredSkills',
        label: 'Required skills',
        weight: 0.6,
        value: 1,
        summary: '2 of 2 required skills evidenced',
        evidence: [
          { requirement: 'Node.js', resumeLine: 'Built services in Node.js', kind: 'exact' },
        ],
      },
    ],
    generatedMessage: 'Hi Grace, your Node.js work caught my eye.',
    analyzer: 'engine',
    analyzerNote: null,
    error: null,
    createdAt: '2025-01-02T10:00:00.000Z',
    updatedAt: '2025-01-02T10:00:05.000Z',
    completedAt: '2025-01-02T10:00:05.000Z',
    candidate: aCandidate(),
    job: aJob(),
    ...overrides,
  };
}

/**
 * A verdict: Partial, 6 of 7 must-haves with Kubernetes not found, clearance unknown. Overrides
 * should keep it consistent as the engine writes it (mustTotal - mustMet must-haves in the gap).
 */
export function aVerdict(overrides: Partial<Verdict> = {}): Verdict {
  return {
    mustMet: 6,
    mustTotal: 7,
    niceMet: 2,
    niceTotal: 4,
    gates: [{ kind: 'clearance', label: 'clearance', state: 'unknown' }],
    band: 'partial',
    gap: ['Kubernetes'],
    requirements: [],
    ...overrides,
  };
}

/** Billing's answer for an account on `plan`; Pro is active. */
export function aSubscription(
  plan: Subscription['plan'],
  overrides: Partial<Subscription> = {},
): Subscription {
  return {
    plan,
    status: plan === 'pro' ? 'active' : null,
    subscriptionId: plan === 'pro' ? 'I-1' : null,
    nextBillingAt: null,
    endsAt: null,
    cancelAtPeriodEnd: false,
    ...overrides,
  };
}

/** Row `n` of a shortlist: candidate `c<n>`, analysis `a<n>`. */
export function aShortlistRow(
  n: number,
  status: Batch['results'][number]['status'],
  matchPercentage: number | null,
  overrides: Partial<Batch['results'][number]> = {},
): Batch['results'][number] {
  return {
    rank: n,
    analysisId: `a${n}`,
    candidateId: `c${n}`,
    candidateName: `Candidate ${n}`,
    status,
    matchPercentage,
    topSkills: [],
    missingSkills: [],
    ...overrides,
  };
}

/** A workspace of user u1: personal unless overridden (the personal one's id is the user's). */
export function aWorkspace(overrides: Partial<Workspace> = {}): Workspace {
  return {
    id: 'u1',
    name: 'Personal',
    personal: true,
    role: 'owner',
    createdAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aTeam(id: string, name: string, role: Workspace['role'] = 'owner'): Workspace {
  return aWorkspace({ id, name, personal: false, role });
}
