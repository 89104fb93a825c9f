import { Link, useNavigate } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { relativeTime } from '../../components/format';
import { Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import { SkillList } from '../../components/SkillList';
import { Spinner } from '../../components/Spinner';
import { useListParams } from '../../components/useListParams';
import { useJobs } from '../../data/jobs';
import { usePageTitle } from '../../layout/usePageTitle';

const PAGE_SIZE = 25;

export function JobsPage() {
  usePageTitle('Job Descriptions');
  const navigate = useNavigate();
  const { q, page, setQuery, setPage } = useListParams();
  const jobs = useJobs({ q: q || undefined, page, pageSize: PAGE_SIZE });
  const items = jobs.data?.items ?? [];

  return (
    <div className="list-page">
      <div className="page-head">
        <h1>Job Descriptions</h1>
        {jobs.data && <span className="muted">{jobs.data.total} total</span>}
      </div>
      <SearchBox
        value={q}
        onSearch={setQuery}
        label="Search job descriptions"
        placeholder="Search by title, company, or skills..."
      />
      {jobs.isLoading && <Spinner label="Loading job descriptions..." />}
      {jobs.isError && (
        <p className="notice notice-warning" role="alert">
          Job descriptions could not be loaded.
        </p>
      )}
      {jobs.data && items.length === 0 && (
        <EmptyState
          title="No job descriptions"
          text={
            q
              ? 'No job descriptions match your search'
              : 'Get started by uploading a job description on the Dashboard'
          }
        >
          {!q && (
            <Link to="/dashboard" className="btn btn-primary">
              Go to Dashboard
            </Link>
          )}
        </EmptyState>
      )}
      {items.length > 0 && (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Company</th>
                <th scope="col">Required Skills</th>
                <th scope="col">Uploaded</th>
              </tr>
            </thead>
            <tbody>
              {items.map((job) => (
                <tr
                  key={job.id}
                  className="row-link"
                  onClick={() => navigate(`/jobs/${encodeURIComponent(job.id)}`)}
                >
                  <td data-label="Title">
                    <Link
                      to={`/jobs/${encodeURIComponent(job.id)}`}
                      onClick={(e) => e.stopPropagation()}
                    >
                      {job.title}
                    </Link>
                  </td>
                  <td data-label="Company">
                    {job.company || <span className="muted">Not specified</span>}
                  </td>
                  <td data-label="Required Skills">
                    <SkillList
                      skills={job.requiredSkills ?? job.skills.required}
                      empty="No skills listed"
                    />
                  </td>
                  <td data-label="Uploaded" className="muted">
                    {relativeTime(job.createdAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {jobs.data && (
        <Pager page={page} pageSize={PAGE_SIZE} total={jobs.data.total} onPage={setPage} />
      )}
    </div>
  );
}
