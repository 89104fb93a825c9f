import { Link, useNavigate, useParams } from 'react-router-dom';
import { DetailRow } from '../../components/Detail';
import { DocumentActions } from '../../components/DocumentActions';
import { fileSizeKb, relativeTime } from '../../components/format';
import { useDeleteJob, useJob } from '../../data/jobs';
import { useScope } from '../../data/useScope';
import { usePageTitle } from '../../layout/usePageTitle';
import { BlindScreening } from './BlindScreening';
import { ExportJobPosting } from './ExportJobPosting';
import { FairnessReport } from './FairnessReport';
import { JobRequirements } from './JobRequirements';
import { PoolRanking } from './PoolRanking';
import { ButtonLink, ButtonRow, Card, CardTitle, Spinner } from '../../ui';

export function JobDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { signedIn } = useScope();
  const job = useJob(id);
  const remove = useDeleteJob();
  usePageTitle(job.data?.title ?? 'Job description');

  if (job.isLoading) return <Spinner label="Loading job description..." />;
  if (!job.data) {
    return (
      <div className="empty">
        <h1 className="empty-title">Job description not found</h1>
        <Link to="/jobs">Back to Job Descriptions</Link>
      </div>
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
      {signedIn && <PoolRanking jobId={j.id} />}
      <JobRequirements job={j} editable={signedIn} />
      {signedIn && <BlindScreening jobId={j.id} />}
      {signedIn && <FairnessReport jobId={j.id} />}
      <Card>
        <CardTitle>Requirements</CardTitle>
        <p className="prewrap">{j.requirements || 'Not specified'}</p>
      </Card>
    </article>
  );
}
