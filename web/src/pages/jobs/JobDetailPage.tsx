import { Link, useNavigate, useParams } from 'react-router-dom';
import { DetailRow } from '../../components/Detail';
import { DocumentActions } from '../../components/DocumentActions';
import { NotFound } from '../../components/EmptyState';
import { fileSizeKb, relativeTime } from '../../components/format';
import { useJobScreenings } from '../../data/jobHome';
import { useDeleteJob, useJob } from '../../data/jobs';
import { useScope } from '../../data/useScope';
import { usePageTitle } from '../../layout/usePageTitle';
import { BiasAuditDownload } from './BiasAuditDownload';
import { BlindScreening } from './BlindScreening';
import { ExportJobPosting } from './ExportJobPosting';
import { FairnessReport } from './FairnessReport';
import { JobRequirements } from './JobRequirements';
import { JobScreenings } from './JobScreenings';
import { PoolRanking } from './PoolRanking';
import { RequirementFunnel } from './RequirementFunnel';
import { StageCounts } from './StageCounts';
import { ButtonLink, ButtonRow, Card, CardTitle, Spinner } from '../../ui';
import styles from './home.module.css';

/**
 * The job as the home of its hiring (issue #29, item 1), in the order a recruiter works: how its
 * screenings came out, the screenings themselves, the best of the pool, how the ad was read and
 * what each requirement costs in candidates, and where the pipeline stands. Every section that
 * could outgrow a screen pages or scrolls inside itself.
 */
export function JobDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { signedIn } = useScope();
  const job = useJob(id);
  const screenings = useJobScreenings(signedIn ? id : '');
  const remove = useDeleteJob();
  usePageTitle(job.data?.title ?? 'Job description');

  if (job.isLoading) return <Spinner label="Loading job description..." />;
  if (!job.data) {
    return (
      <NotFound
        title="Job description not found"
        back="/jobs"
        backLabel="Back to Job Descriptions"
      />
    );
  }
  const j = job.data;
  return (
    <article className="detail">
      <Link to="/jobs" className="back-link">
        ← Job Descriptions
      </Link>
      <div className="page-head">
        <div>
          <h1>{j.title}</h1>
          <p className="muted">
            {[j.company, j.location].filter(Boolean).join(' · ') || 'Company not specified'}
          </p>
        </div>
        <ButtonRow>
          {signedIn && (
            <ButtonLink variant="secondary" to={`/jobs/${encodeURIComponent(j.id)}/pipeline`}>
              Pipeline
            </ButtonLink>
          )}
          <ButtonLink variant="primary" to={`/jobs/${encodeURIComponent(j.id)}/screen`}>
            Screen candidates
          </ButtonLink>
        </ButtonRow>
      </div>
      {signedIn && (
        <JobScreenings jobId={j.id} data={screenings.data} loading={screenings.isLoading} />
      )}
      {signedIn && (
        <div className={styles.bounded}>
          <PoolRanking jobId={j.id} />
        </div>
      )}
      <div className={styles.bounded}>
        <JobRequirements job={j} editable={signedIn} />
      </div>
      {signedIn && j.reading && (
        <RequirementFunnel
          jobId={j.id}
          reading={j.reading}
          screenings={screenings.data?.screenings}
        />
      )}
      {signedIn && <StageCounts jobId={j.id} />}
      <Card>
        <CardTitle>Details</CardTitle>
        <dl className="details">
          <DetailRow label="Company" value={j.company} />
          <DetailRow label="Location" value={j.location} />
          <DetailRow label="Seniority" value={j.seniority} />
          <DetailRow
            label="Minimum experience"
            value={j.minYears !== null ? `${j.minYears} years` : null}
          />
          <DetailRow label="File" value={`${j.fileName} (${fileSizeKb(j.fileSize)})`} />
          <DetailRow label="Uploaded" value={relativeTime(j.createdAt)} />
        </dl>
        <details>
          <summary>The ad's requirements as written</summary>
          <p className={`prewrap ${styles.adText}`}>{j.requirements || 'Not specified'}</p>
        </details>
        <DocumentActions
          filePath={signedIn ? `/job-descriptions/${encodeURIComponent(j.id)}` : null}
          fileName={j.fileName}
          what="job description"
          // Every score and decision on this job, for an auditor (EU AI Act Art. 12).
          exportPath={
            signedIn ? `/analysis/audit?jobId=${encodeURIComponent(j.id)}&format=csv` : null
          }
          exportLabel="Download audit trail (CSV)"
          exportName={`audit-${j.id}.csv`}
          onDelete={async () => {
            await remove.mutateAsync(j.id);
            navigate('/jobs');
          }}
        />
        <ExportJobPosting jobId={j.id} />
      </Card>
      {signedIn && <BlindScreening jobId={j.id} />}
      {signedIn && <FairnessReport jobId={j.id} />}
      {signedIn && <BiasAuditDownload jobId={j.id} />}
    </article>
  );
}
