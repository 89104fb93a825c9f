import { DocumentList } from '../../components/DocumentList';
import { relativeTime } from '../../components/format';
import { SkillList } from '../../components/SkillList';
import { useJobs } from '../../data/jobs';
import { ImportJobFromUrl } from './ImportJobFromUrl';

const notSpecified = <span className="muted">Not specified</span>;

export function JobsPage() {
  return (
    <DocumentList
      title="Job Descriptions"
      noun="job descriptions"
      placeholder="Search by title, company, or skills..."
      gettingStarted="Get started by uploading a job description on the Dashboard"
      useItems={useJobs}
      actions={<ImportJobFromUrl />}
      href={(job) => `/jobs/${encodeURIComponent(job.id)}`}
      columns={[
        { label: 'Title', cell: (job, link) => link(job.title) },
        { label: 'Company', cell: (job) => job.company || notSpecified },
        {
          label: 'Required Skills',
          cell: (job) => (
            <SkillList
              skills={job.requiredSkills ?? job.skills.required}
              empty="No skills listed"
            />
          ),
        },
        { label: 'Uploaded', cell: (job) => relativeTime(job.createdAt), className: 'muted' },
      ]}
    />
  );
}
