import { Link, useNavigate } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { initials, relativeTime } from '../../components/format';
import { Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import { SkillList } from '../../components/SkillList';
import { Spinner } from '../../components/Spinner';
import { useListParams } from '../../components/useListParams';
import { useCandidates } from '../../data/candidates';
import { usePageTitle } from '../../layout/usePageTitle';

const PAGE_SIZE = 25;

export function CandidatesPage() {
  usePageTitle('Candidates');
  const navigate = useNavigate();
  const { q, page, setQuery, setPage } = useListParams();
  const candidates = useCandidates({ q: q || undefined, page, pageSize: PAGE_SIZE });
  const items = candidates.data?.items ?? [];

  return (
    <div className="list-page">
      <div className="page-head">
        <h1>Candidates</h1>
        {candidates.data && <span className="muted">{candidates.data.total} total</span>}
      </div>
      <SearchBox
        value={q}
        onSearch={setQuery}
        label="Search candidates"
        placeholder="Search by name, email, location, or skills..."
      />
      {candidates.isLoading && <Spinner label="Loading candidates..." />}
      {candidates.isError && (
        <p className="notice notice-warning" role="alert">
          Candidates could not be loaded.
        </p>
      )}
      {candidates.data && items.length === 0 && (
        <EmptyState
          title="No candidates"
          text={
            q
              ? 'No candidates match your search'
              : 'Get started by uploading resumes on the Dashboard'
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
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Location</th>
                <th scope="col">Skills</th>
                <th scope="col">Added</th>
              </tr>
            </thead>
            <tbody>
              {items.map((c) => {
                const to = `/candidates/${encodeURIComponent(c.id)}`;
                return (
                  <tr key={c.id} className="row-link" onClick={() => navigate(to)}>
                    <td data-label="Name">
                      <div className="person">
                        <span className="avatar" aria-hidden="true">
                          {initials(c.name)}
                        </span>
                        <div>
                          <Link to={to} onClick={(e) => e.stopPropagation()}>
                            {c.name}
                          </Link>
                          {c.seniority && <div className="muted small">{c.seniority}</div>}
                        </div>
                      </div>
                    </td>
                    <td data-label="Email">
                      {c.email || <span className="muted">Not specified</span>}
                    </td>
                    <td data-label="Location">
                      {c.location || <span className="muted">Not specified</span>}
                    </td>
                    <td data-label="Skills">
                      <SkillList
                        skills={c.techStack.length ? c.techStack : c.tags}
                        empty="No skills listed"
                      />
                    </td>
                    <td data-label="Added" className="muted">
                      {relativeTime(c.createdAt)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {candidates.data && (
        <Pager page={page} pageSize={PAGE_SIZE} total={candidates.data.total} onPage={setPage} />
      )}
    </div>
  );
}
