import type { BiasAudit } from '@shortlist/contracts';
import { useState } from 'react';
import { messageOf } from '../../api/client';
import { downloadFile } from '../../api/download';
import { biasAuditPath, useBiasAudit } from '../../data/oversight';
import { Button, ButtonRow, Card, CardTitle, Field } from '../../ui';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** What the download will cover, in one sentence: the candidates, the decisions and the dates. */
function coverage(audit: BiasAudit): string {
  if (audit.applicants === 0) return 'No scored candidates in this scope yet.';
  const dates =
    audit.dataFrom && audit.dataTo ? ` from ${day(audit.dataFrom)} to ${day(audit.dataTo)}` : '';
  return `${audit.applicants} scored candidates${dates}; ${audit.decided} decided, ${audit.selected} advanced.`;
}

/**
 * The NYC Local Law 144 bias audit summary, below the fairness report it shares its figures with:
 * selection rates and impact ratios per category, where "selected" is a recruiter's recorded
 * decision to advance (not a score threshold). For one job or every job of the workspace, as CSV
 * for an auditor's spreadsheet or JSON for their tools.
 */
export function BiasAuditDownload({ jobId }: { jobId: string }) {
  const [wholeWorkspace, setWholeWorkspace] = useState(false);
  const scope = wholeWorkspace ? null : jobId;
  const audit = useBiasAudit(scope);
  const [error, setError] = useState<string | null>(null);

  const download = (format: 'csv' | 'json') => {
    setError(null);
    const name = `bias-audit-${scope ?? 'all-jobs'}.${format}`;
    downloadFile(biasAuditPath(scope, format), name).catch((err: unknown) =>
      setError(messageOf(err, 'Download failed')),
    );
  };

  return (
    <Card aria-labelledby="bias-audit-title">
      <CardTitle id="bias-audit-title">Bias audit summary (NYC Local Law 144)</CardTitle>
      <p className="muted">
        Selection rates and impact ratios per category from the recorded decisions: a candidate
        counts as selected when a recruiter advanced them. The independent audit and its publication
        remain the employer&apos;s.
      </p>
      <ButtonRow>
        <Field as="label">
          Scope
          <select
            value={wholeWorkspace ? 'all' : 'job'}
            onChange={(e) => setWholeWorkspace(e.target.value === 'all')}
          >
            <option value="job">This job</option>
            <option value="all">Every job in the workspace</option>
          </select>
        </Field>
        <Button variant="secondary" disabled={!audit.data} onClick={() => download('csv')}>
          Download bias audit (NYC LL144, CSV)
        </Button>
        <Button
          variant="link"
          disabled={!audit.data}
          aria-label="Download bias audit (NYC LL144, JSON)"
          onClick={() => download('json')}
        >
          JSON
        </Button>
      </ButtonRow>
      {audit.data && (
        <p role="status" aria-live="polite">
          {coverage(audit.data)}
        </p>
      )}
      {audit.isError && (
        <p className="error-text" role="alert">
          {messageOf(audit.error, 'The bias audit could not be read.')}
        </p>
      )}
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
    </Card>
  );
}
