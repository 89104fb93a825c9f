import { useState } from 'react';
import { track } from '../../analytics/track';
import { useAuth } from '../../auth/AuthContext';
import { ErrorBanner } from '../../components/ErrorBanner';
import { DemoUsagePanel } from '../../demo/ui/DemoUsagePanel';
import { useAnalyses } from '../../data/analyses';
import { useCandidates } from '../../data/candidates';
import { useJobs, useUploadJob } from '../../data/jobs';
import { usePageTitle } from '../../layout/usePageTitle';
import { AlmostThere } from './AlmostThere';
import { PaymentNotice } from './PaymentNotice';
import { QuickMatch } from './QuickMatch';
import { ReadyBanner } from './ReadyBanner';
import { RecentAnalyses } from './RecentAnalyses';
import { ResumeUploadCard } from './ResumeUploadCard';
import { StatCards } from './StatCards';
import { UploadCard } from './UploadCard';
import { useQuickMatch } from './useQuickMatch';
import { UsageTracker } from './UsageTracker';
import { WelcomeSteps } from './WelcomeSteps';
import { ButtonLink, Notice, Spinner } from '../../ui';

// The dropdowns list everything a recruiter has; the server caps a page at 200.
const ALL = { pageSize: 200 };

export function DashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const jobs = useJobs(ALL);
  const candidates = useCandidates(ALL);
  const analyses = useAnalyses({ pageSize: 5 });
  const uploadJob = useUploadJob();
  const uploadJobCopy = useUploadJob({ copy: true });
  const jobList = jobs.data?.items ?? [];
  const candidateList = candidates.data?.items ?? [];
  const match = useQuickMatch(setError);
  // Right after a job is uploaded, the way to the candidates the account already has for it.
  const [uploadedJob, setUploadedJob] = useState<{ id: string; title: string } | null>(null);

  const hasJob = (jobs.data?.total ?? 0) > 0;
  const hasCandidate = (candidates.data?.total ?? 0) > 0;
  const hasAnalysis = (analyses.data?.total ?? 0) > 0;
  // The three steps are done once there is a job, a candidate and an analysis: stop teaching them.
  const showWelcome = !analyses.isLoading && !(hasJob && hasCandidate && hasAnalysis);
  const loadFailed = jobs.isError || candidates.isError;

  const onJobFile = async (file: File, copy = false) => {
    try {
      const job = await (copy ? uploadJobCopy : uploadJob).mutateAsync(file);
      match.jobUploaded(job);
      if (user) setUploadedJob({ id: job.id, title: job.title });
      track('job_upload_success', { mode: user ? 'account' : 'demo' });
      return job;
    } catch (err) {
      track('job_upload_failed', { mode: user ? 'account' : 'demo' });
      throw err;
    }
  };

  return (
    <div className="dashboard">
      <div className="page-head">
        <h1>Dashboard</h1>
        {user ? <UsageTracker /> : <DemoUsagePanel />}
      </div>
      <PaymentNotice />
      {error && <ErrorBanner message={error} signedIn={!!user} onDismiss={() => setError(null)} />}
      {loadFailed && (
        <Notice tone="warning" as="div" role="alert">
          Your documents could not be loaded. Check your connection and reload the page.
        </Notice>
      )}
      {showWelcome && <WelcomeSteps />}
      {hasJob !== hasCandidate && <AlmostThere hasJob={hasJob} hasCandidate={hasCandidate} />}
      {match.ready && <ReadyBanner onRun={match.analyze} running={match.running} />}
      {(jobs.isLoading || candidates.isLoading) && <Spinner label="Loading your documents..." />}
      {hasJob && hasCandidate && (
        <QuickMatch
          job={match.job}
          candidate={match.candidate}
          onJobChange={match.setJob}
          onCandidateChange={match.setCandidate}
          running={match.running}
          onAnalyze={match.analyze}
        />
      )}
      <StatCards
        jobs={jobs.data?.total ?? 0}
        candidates={candidates.data?.total ?? 0}
        analyses={analyses.data?.total ?? 0}
      />
      <div className="upload-grid">
        <UploadCard
          title="Upload Job Description"
          description="We extract the title, requirements and skills automatically."
          dropLabel="Job description file"
          hasData={hasJob}
          processingText="Processing job description..."
          successText="Job description uploaded successfully!"
          errorFallback="Failed to upload job description"
          upload={(file) => onJobFile(file)}
          copy={
            user
              ? {
                  existingText: 'This job was already uploaded — opened the existing one.',
                  action: 'Upload as a new copy',
                  upload: (file) => onJobFile(file, true),
                }
              : undefined
          }
          onError={setError}
        />
        <ResumeUploadCard
          hasData={hasCandidate}
          onUploaded={match.candidateUploaded}
          onError={setError}
        />
      </div>
      {uploadedJob && (
        <Notice tone="info" as="div" role="status" aria-label="Your pool for this job">
          Every candidate you have uploaded is being ranked for{' '}
          <strong>{uploadedJob.title || 'this job'}</strong>, without using a daily match.{' '}
          <ButtonLink variant="link" to={`/jobs/${encodeURIComponent(uploadedJob.id)}`}>
            See the best candidates from your pool
          </ButtonLink>
        </Notice>
      )}
      <RecentAnalyses
        analyses={analyses.data?.items ?? []}
        candidateName={(id) => candidateList.find((c) => c.id === id)?.name}
        jobTitle={(id) => jobList.find((j) => j.id === id)?.title}
      />
    </div>
  );
}
