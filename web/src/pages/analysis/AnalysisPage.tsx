import { useParams } from 'react-router-dom';
import { messageOf } from '../../api/client';
import { useAnalysis, useRegenerateMessage, useRunAnalysis } from '../../data/analyses';
import { useScope } from '../../data/useScope';
import { usePageTitle } from '../../layout/usePageTitle';
import { AnalysisResult } from './AnalysisResult';
import { BlindNotice } from './BlindNotice';
import { DecisionPanel } from './DecisionPanel';
import { EngineComparison } from './EngineComparison';
import { StageView } from './StageView';
import { AnalysisOutreach } from '../pipeline/AnalysisOutreach';
import { Button, ButtonLink, ButtonRow, Card, CardTitle, Spinner } from '../../ui';

function Actions() {
  return (
    <ButtonRow className="page-actions">
      <ButtonLink variant="secondary" to="/dashboard">
        Back to Dashboard
      </ButtonLink>
      <ButtonLink variant="secondary" to="/candidates">
        View All Candidates
      </ButtonLink>
    </ButtonRow>
  );
}

export function AnalysisPage() {
  const { candidateId = '', jobId = '' } = useParams();
  const { signedIn } = useScope();
  const analysis = useAnalysis(candidateId, jobId);
  const loaded = analysis.data;
  // The tab says whose analysis it is: several can be open side by side.
  usePageTitle(
    loaded
      ? `${loaded.candidate?.name ?? loaded.candidateName ?? 'Candidate'} → ${loaded.job?.title ?? loaded.jobTitle ?? 'Job'}`
      : 'Match Analysis',
  );
  const regenerate = useRegenerateMessage();
  const rerun = useRunAnalysis();

  if (analysis.isLoading) return <Spinner size="lg" label="Loading analysis..." />;
  const a = analysis.data;
  if (!a) {
    return (
      <div className="empty">
        <h1 className="empty-title">Analysis not found</h1>
        {analysis.isError && (
          <p className="muted">{messageOf(analysis.error, 'The analysis could not be loaded.')}</p>
        )}
        <Actions />
      </div>
    );
  }

  const candidateName = a.candidate?.name ?? a.candidateName ?? 'Candidate';
  const jobTitle = a.job?.title ?? a.jobTitle ?? 'Job';
  return (
    <div className="analysis">
      <div className="page-head">
        <div>
          <h1>Match Analysis</h1>
          <p className="subtitle">
            {candidateName} → {jobTitle}
          </p>
        </div>
      </div>
      {signedIn && <BlindNotice analysis={a} />}
      {a.status === 'completed' && signedIn && <EngineComparison analysis={a} />}
      {a.status === 'completed' && (
        <AnalysisResult
          analysis={a}
          onRegenerate={signedIn ? () => regenerate.mutateAsync(a.id) : undefined}
        />
      )}
      {a.status === 'completed' && signedIn && <DecisionPanel analysis={a} />}
      {a.status === 'completed' && signedIn && <AnalysisOutreach analysis={a} />}
      {a.status === 'failed' && (
        <Card role="alert">
          <CardTitle>Analysis failed</CardTitle>
          <p>{a.error || 'Failed to run analysis'}</p>
          {a.candidate && a.job && (
            <Button
              variant="primary"
              disabled={rerun.isPending}
              onClick={() =>
                a.candidate && a.job && rerun.mutate({ candidate: a.candidate, job: a.job })
              }
            >
              Try again
            </Button>
          )}
          {rerun.isError && (
            <p className="error-text">{messageOf(rerun.error, 'Failed to run analysis')}</p>
          )}
        </Card>
      )}
      {a.status !== 'completed' && a.status !== 'failed' && <StageView status={a.status} />}
      <Actions />
    </div>
  );
}
