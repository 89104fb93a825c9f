import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import type { ListParams } from '../data/keys';
import { usePageTitle } from '../layout/usePageTitle';
import { EmptyState } from './EmptyState';
import { Pager } from './Pager';
import { SearchBox } from './SearchBox';
import { useListParams } from './useListParams';
import { ButtonLink, Notice, Spinner } from '../ui';

const PAGE_SIZE = 25;

export interface DocumentColumn<T> {
  label: string;
  /** `link` is the row's detail link, for the column that names the row. */
  cell: (item: T, link: (text: ReactNode) => ReactNode) => ReactNode;
  className?: string;
}

interface DocumentListProps<T extends { id: string }> {
  /** The page heading, e.g. 'Job Descriptions'. */
  title: string;
  /** What the rows are, in the plural, as the texts say it: 'job descriptions'. */
  noun: string;
  placeholder: string;
  /** The empty text before anything is uploaded. */
  gettingStarted: string;
  useItems: (params: ListParams) => UseQueryResult<{ items: T[]; total: number }>;
  href: (item: T) => string;
  columns: DocumentColumn<T>[];
  /** Ways to add records from this page (an import), under the heading. */
  actions?: ReactNode;
}

/**
 * The Jobs and Candidates pages: search, the spec's loading, error and empty texts, a table whose
 * rows open the detail view, and paging. The pages say only what differs: texts and columns.
 */
export function DocumentList<T extends { id: string }>(props: DocumentListProps<T>) {
  const { title, noun } = props;
  usePageTitle(title);
  const navigate = useNavigate();
  const { q, page, setQuery, setPage } = useListParams();
  const list = props.useItems({ q: q || undefined, page, pageSize: PAGE_SIZE });
  const items = list.data?.items ?? [];

  return (
    <div className="list-page">
      <div className="page-head">
        <h1>{title}</h1>
        {list.data && <span className="muted">{list.data.total} total</span>}
      </div>
      {props.actions}
      <SearchBox
        value={q}
        onSearch={setQuery}
        label={`Search ${noun}`}
        placeholder={props.placeholder}
      />
      {list.isLoading && <Spinner label={`Loading ${noun}...`} />}
      {list.isError && (
        <Notice tone="warning" role="alert">
          {noun[0]!.toUpperCase() + noun.slice(1)} could not be loaded.
        </Notice>
      )}
      {list.data && items.length === 0 && (
        <EmptyState
          title={`No ${noun}`}
          text={q ? `No ${noun} match your search` : props.gettingStarted}
        >
          {!q && (
            <ButtonLink variant="primary" to="/dashboard">
              Go to Dashboard
            </ButtonLink>
          )}
        </EmptyState>
      )}
      {items.length > 0 && (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                {props.columns.map((c) => (
                  <th key={c.label} scope="col">
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const to = props.href(item);
                // The row is clickable; the link inside it is what keyboards and screen readers use.
                const link = (text: ReactNode) => (
                  <Link to={to} onClick={(e) => e.stopPropagation()}>
                    {text}
                  </Link>
                );
                return (
                  <tr key={item.id} className="row-link" onClick={() => navigate(to)}>
                    {props.columns.map((c) => (
                      <td key={c.label} data-label={c.label} className={c.className}>
                        {c.cell(item, link)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {list.data && (
        <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
      )}
    </div>
  );
}
