import type { Candidate, JobDescription } from '@shortlist/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '../../api/client';
import { analysisPath, useRunAnalysis } from '../../data/analyses';

/** The selections, the recently uploaded ids and running the match, as one unit of state. */
export function useQuickMatch(onError: (m: string) => void) {
  const navigate = useNavigate();
  const run = useRunAnalysis();
  // The picked documents themselves: a picker shows only the matches of its search.
  const [job, setJob] = useState<JobDescription | null>(null);
  const [candidate, setCandidate] = useState<Candidate | null>(null);
  // Uploaded in this visit: drives the 'Ready to Run Analysis' banner.
  const [recentJobId, setRecentJobId] = useState<string | null>(null);
  const [recentCandidateId, setRecentCandidateId] = useState<string | null>(null);

  const jobUploaded = (uploaded: JobDescription) => {
    setRecentJobId(uploaded.id);
    setJob(uploaded);
  };
  const candidateUploaded = (uploaded: Candidate) => {
    setRecentCandidateId(uploaded.id);
    setCandidate(uploaded);
  };

  const analyze = () => {
    if (!job || !candidate) return;
    run.mutate(
      { job, candidate },
      {
        onSuccess: (analysis) => {
          setJob(null);
          setCandidate(null);
          setRecentJobId(null);
          setRecentCandidateId(null);
          navigate(analysisPath(analysis.candidateId, analysis.jobId));
        },
        onError: (err) => onError(messageOf(err, 'Failed to run analysis')),
      },
    );
  };

  return {
    job,
    candidate,
    setJob,
    setCandidate,
    jobUploaded,
    candidateUploaded,
    ready: recentJobId !== null && recentCandidateId !== null,
    running: run.isPending,
    analyze,
  };
}
