import { DocumentList } from '../../components/DocumentList';
import { initials, relativeTime } from '../../components/format';
import { SkillList } from '../../components/SkillList';
import { useCandidates } from '../../data/candidates';
import { CandidateIntake } from './CandidateIntake';

const notSpecified = <span className="muted">Not specified</span>;

export function CandidatesPage() {
  return (
    <DocumentList
      title="Candidates"
      noun="candidates"
      placeholder="Search by name, email, location, or skills..."
      gettingStarted="Get started by uploading resumes on the Dashboard"
      useItems={useCandidates}
      actions={<CandidateIntake />}
      href={(c) => `/candidates/${encodeURIComponent(c.id)}`}
      columns={[
        {
          label: 'Name',
          cell: (c, link) => (
            <div className="person">
              <span className="avatar" aria-hidden="true">
                {initials(c.name)}
              </span>
              <div>
                {link(c.name)}
                {c.seniority && <div className="muted small">{c.seniority}</div>}
              </div>
            </div>
          ),
        },
        { label: 'Email', cell: (c) => c.email || notSpecified },
        { label: 'Location', cell: (c) => c.location || notSpecified },
        {
          label: 'Skills',
          cell: (c) => (
            <SkillList
              skills={c.techStack.length ? c.techStack : c.tags}
              empty="No skills listed"
            />
          ),
        },
        { label: 'Added', cell: (c) => relativeTime(c.createdAt), className: 'muted' },
      ]}
    />
  );
}
