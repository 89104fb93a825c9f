import { Check, X } from 'lucide-react';
import type { BulkUploadResult } from '@shortlist/contracts';
import { Icon } from '../../ui';

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
            <Icon icon={r.ok ? Check : X} size={14} />
            <span className="bulk-file">{r.fileName}</span>
            <span className="bulk-detail">{r.ok ? r.candidate.name : r.error}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
