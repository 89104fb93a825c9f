import type { Candidate, JobDescription } from '@shortlist/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '../../api/client';
import { analysisPath, useRunAnalysis } from '../../data/analyses';

/** The selections, the recently uploaded ids and running the match, as one unit of state. */
export function useQuickMatch(
  jobs: JobDescription[],
  candidates: Candidate[],
  onError: (m: string) => void,
) {
  const navigate = useNavigate();
  const run = useRunAnalysis();
  const [jobId, setJobId] = useState('');
  const [candidateId, setCandidateId] = useState('');
  // Uploaded in this visit: drives the 'Ready to Run Analysis' banner.
  const [recentJobId, setRecentJobId] = useState<string | null>(null);
  const [recentCandidateId, setRecentCandidateId] = useState<string | null>(null);

  const jobUploaded = (id: string) => {
    setRecentJobId(id);
    setJobId(id);
  };
  const candidateUploaded = (id: string) => {
    setRecentCandidateId(id);
    setCandidateId(id);
  };

  const analyze = () => {
    const job = jobs.find((j) => j.id === jobId);
    const candidate = candidates.find((c) => c.id === candidateId);
    if (!job || !candidate) return;
    run.mutate(
      { job, candidate },
      {
        onSuccess: (analysis) => {
          setJobId('');
          setCandidateId('');
          setRecentJobId(null);
          setRecentCandidateId(null);
          navigate(analysisPath(analysis.candidateId, analysis.jobId));
        },
        onError: (err) => onError(messageOf(err, 'Failed to run analysis')),
      },
    );
  };

  return {
    jobId,
    candidateId,
    setJobId,
    setCandidateId,
    jobUploaded,
    candidateUploaded,
    ready: recentJobId !== null && recentCandidateId !== null,
    running: run.isPending,
    analyze,
  };
}
