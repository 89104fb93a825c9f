import type { BulkUploadResult } from '@shortlist/contracts';

/** One line per file of a bulk resume upload, so a recruiter sees which ones need attention. */
export function BulkResults({ result }: { result: BulkUploadResult }) {
  return (
    <div className="bulk-results">
      <p className="status-success">
        {result.created} added{result.failed > 0 ? `, ${result.failed} failed` : ''}
      </p>
      <ul className="bulk-list">
        {result.results.map((r, i) => (
          <li key={`${r.fileName}-${i}`} className={r.ok ? 'bulk-ok' : 'bulk-failed'}>
            <span aria-hidden="true">{r.ok ? '✓' : '✗'}</span>
            <span className="bulk-file">{r.fileName}</span>
            <span className="bulk-detail">{r.ok ? r.candidate.name : r.error}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
