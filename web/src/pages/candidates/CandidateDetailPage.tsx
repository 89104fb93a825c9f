import { Link, useNavigate, useParams } from 'react-router-dom';
import { Chips, DetailRow } from '../../components/Detail';
import { DocumentActions } from '../../components/DocumentActions';
import { NotFound } from '../../components/EmptyState';
import { fileSizeKb, initials, relativeTime } from '../../components/format';
import { useCandidate, useDeleteCandidate } from '../../data/candidates';
import { useScope } from '../../data/useScope';
import { usePageTitle } from '../../layout/usePageTitle';
import { ExportJsonResume } from './ExportJsonResume';
import { Card, CardTitle, Notice, Spinner } from '../../ui';

export function CandidateDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { signedIn } = useScope();
  const candidate = useCandidate(id);
  const remove = useDeleteCandidate();
  usePageTitle(candidate.data?.name ?? 'Candidate');

  if (candidate.isLoading) return <Spinner label="Loading candidate..." />;
  if (!candidate.data) {
    return (
      <NotFound title="Candidate not found" back="/candidates" backLabel="Back to Candidates" />
    );
  }
  const c = candidate.data;
  return (
    <article className="detail">
      <Link to="/candidates" className="back-link">
        ← Candidates
      </Link>
      <div className="page-head person">
        <span className="avatar avatar-lg" aria-hidden="true">
          {initials(c.name)}
        </span>
        <div>
          <h1>{c.name}</h1>
          <p className="muted">{[c.headline, c.seniority].filter(Boolean).join(' · ')}</p>
        </div>
      </div>
      {c.warning && (
        <Notice tone="warning" role="alert">
          {c.warning}
        </Notice>
      )}
      <div className="detail-grid">
        <Card>
          <CardTitle>Contact and experience</CardTitle>
          <dl className="details">
            <DetailRow
              label="Email"
              value={c.email && <a href={`mailto:${c.email}`}>{c.email}</a>}
            />
            <DetailRow label="Phone" value={c.phone} />
            <DetailRow label="Location" value={c.location} />
            <DetailRow label="Experience" value={c.experience} />
            <DetailRow label="Seniority" value={c.seniority} />
            <DetailRow label="File" value={`${c.fileName} (${fileSizeKb(c.fileSize)})`} />
            <DetailRow label="Added" value={relativeTime(c.createdAt)} />
          </dl>
          <DocumentActions
            filePath={signedIn ? `/candidates/${encodeURIComponent(c.id)}` : null}
            fileName={c.fileName}
            what="candidate"
            exportPath={signedIn ? `/candidates/${encodeURIComponent(c.id)}/export` : null}
            exportName={`candidate-${c.id}.json`}
            alsoRemoves="with every analysis of them and every decision on them"
            onDelete={async () => {
              await remove.mutateAsync(c.id);
              navigate('/candidates');
            }}
          />
          <ExportJsonResume candidateId={c.id} />
        </Card>
        <Card>
          <CardTitle>Skills</CardTitle>
          <Chips items={c.techStack} empty="No skills listed" />
          {c.tags.length > 0 && (
            <>
              <CardTitle>Areas</CardTitle>
              <Chips items={c.tags} empty="" />
            </>
          )}
          {c.links.length > 0 && (
            <>
              <CardTitle>Links</CardTitle>
              <ul className="link-list">
                {c.links.map((l) => (
                  <li key={l}>
                    <a
                      href={l.startsWith('http') ? l : `https://${l}`}
                      target="_blank"
                      rel="noreferrer noopener"
                    >
                      {l}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Card>
      </div>
    </article>
  );
}
