import type { Candidate, JobDescription } from '@shortlist/contracts';
import { ENGINE_VERSION, type JobProfile } from '@shortlist/matcher';
import { anAnalysisRow } from '../test-support/factories';
import { scoredEvent } from './score-event';

// A run of the owner's, asked for before workspaces (no member named): the owner is its actor.
const row = anAnalysisRow({
  id: '00000000-0000-4000-8000-000000000001',
  runId: '00000000-0000-4000-8000-000000000002',
  ownerId: 'user-1',
  jobId: 'job-1',
  candidateId: 'cand-1',
});
const job = { sha256: 'a'.repeat(64) } as JobDescription;
const candidate = { sha256: 'b'.repeat(64) } as Candidate;

describe('the audit record of a score', () => {
  test('names the LLM model and prompt when the LLM produced the result', () => {
    const profile = { model: { version: 3 } } as JobProfile;
    const event = scoredEvent(
      row,
      { job, jobProfile: profile, candidate },
      { analyzer: 'llm', matchPercentage: 82 },
      'gpt-4o-mini (prompt v2)',
    );
    expect(event).toMatchObject({
      kind: 'analysis.scored',
      actorId: 'user-1',
      requirementsVersion: 3,
      engineVersion: ENGINE_VERSION,
      analyzer: 'llm: gpt-4o-mini (prompt v2)',
      band: 'strong',
      candidateSha256: candidate.sha256,
      jobSha256: job.sha256,
    });
  });

  test('says engine when the engine answered (also as the LLM’s fallback); a job read before versions is version 1', () => {
    const event = scoredEvent(
      row,
      { job, jobProfile: {} as JobProfile, candidate },
      { analyzer: 'engine', matchPercentage: 30 },
      'gpt-4o-mini (prompt v2)',
    );
    expect(event).toMatchObject({ analyzer: 'engine', requirementsVersion: 1, band: 'poor' });
  });
});
