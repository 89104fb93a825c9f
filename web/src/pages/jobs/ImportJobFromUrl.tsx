import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '../../api/client';
import { useImportJobFromUrl } from '../../data/imports';
import { useScope } from '../../data/useScope';
import { Button, Card, CardTitle, ErrorText, Field } from '../../ui';

/**
 * "Import from a web address" on the jobs page: the server fetches the ad's page and the new job
 * opens. The server's refusals (a private or unsafe address, a page that does not load, one that
 * is not a web page) are shown as it words them.
 */
export function ImportJobFromUrl() {
  const { signedIn } = useScope();
  const navigate = useNavigate();
  const importJob = useImportJobFromUrl();
  const [url, setUrl] = useState('');
  const inputId = useId();
  // Visitors' data stays in the browser; the server cannot fetch a page into it.
  if (!signedIn) return null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    importJob.mutate(url.trim(), {
      onSuccess: (job) => navigate(`/jobs/${encodeURIComponent(job.id)}`),
    });
  };
  const busy = importJob.isPending;

  return (
    <Card as="details" className="import-panel">
      <CardTitle as="summary">Import from a web address</CardTitle>
      <p className="muted">
        Paste the address of a job ad. Shortlist reads the job data the page publishes for search
        engines, or else the page&apos;s text.
      </p>
      <form className="reading-add" onSubmit={submit}>
        <Field>
          <label htmlFor={inputId}>Job page address</label>
          <input
            id={inputId}
            type="text"
            inputMode="url"
            autoComplete="url"
            placeholder="https://careers.example.com/jobs/123"
            value={url}
            disabled={busy}
            onChange={(e) => {
              setUrl(e.target.value);
              // The last refusal was about the last address, not this one.
              if (importJob.isError) importJob.reset();
            }}
          />
        </Field>
        <Button variant="primary" type="submit" disabled={busy || !url.trim()}>
          {busy ? 'Importing...' : 'Import job'}
        </Button>
      </form>
      <ErrorText>
        {importJob.isError && messageOf(importJob.error, 'The job page could not be imported.')}
      </ErrorText>
    </Card>
  );
}
