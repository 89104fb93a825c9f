import type { Analysis, DemoAnalyzeBody } from '@shortlist/contracts';
import type { CandidateProfile, JobProfile } from '@shortlist/matcher';
import { randomUUID } from 'node:crypto';
import { engineResult, outreachMessage } from './analyzers';

/**
 * The anonymous demo: the built-in engine on the two profiles the browser holds, nothing stored.
 * The LLM is never used here, so an anonymous visitor cannot spend the provider budget.
 */
export function analyzeDemo(body: DemoAnalyzeBody, now = new Date()): Analysis {
  const job: JobProfile = body.job;
  const candidate: CandidateProfile = body.candidate;
  const result = engineResult(job, candidate);
  const at = now.toISOString();
  return {
    id: `demo_${randomUUID()}`,
    candidateId: 'demo_candidate',
    jobId: 'demo_job',
    batchId: null,
    status: 'completed',
    matchPercentage: result.matchPercentage,
    topSkills: result.topSkills,
    missingSkills: result.missingSkills,
    breakdown: result.breakdown,
    // The visitor sees the verdict first, as a signed-in recruiter does.
    gates: result.gates,
    verdict: result.verdict,
    generatedMessage: outreachMessage(job, candidate, result, 0),
    analyzer: 'engine',
    // The flag for text addressed to the reader or an AI, as signed-in recruiters see it.
    analyzerNote: result.analyzerNote,
    error: null,
    createdAt: at,
    updatedAt: at,
    completedAt: at,
    candidateName: candidate.name ?? '',
    jobTitle: job.title ?? '',
  };
}
