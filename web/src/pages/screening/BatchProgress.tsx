import { messageOf } from '../../api/client';
import { downloadFile } from '../../api/download';
import { ProgressBar } from '../../components/ProgressBar';
import { useBatch } from '../../data/batches';
import { useState } from 'react';
import { Shortlist } from './Shortlist';
import { Button, ButtonRow, Card, CardHeader, CardTitle, ErrorText, Spinner } from '../../ui';

/** A running or finished batch: live progress and the ranked shortlist as results arrive. */
export function BatchProgress({ batchId, onNew }: { batchId: string; onNew: () => void }) {
  const batch = useBatch(batchId);
  const [error, setError] = useState<string | null>(null);
  if (batch.isLoading) return <Spinner label="Loading shortlist..." />;
  if (!batch.data)
    return <p className="error-text">{messageOf(batch.error, 'Shortlist not found')}</p>;
  const b = batch.data;
  const finished = b.done + b.failed;
  // The counts arrive over the socket a moment before the refreshed shortlist: say 'complete'
  // only once the rows below are final too.
  const complete =
    b.status === 'completed' &&
    b.results.every((r) => r.status === 'completed' || r.status === 'failed');
  const exportAs = (format: 'csv' | 'json') => {
    setError(null);
    downloadFile(
      `/analysis/batch/${encodeURIComponent(b.id)}.${format}`,
      `shortlist-${b.id}.${format}`,
    ).catch((err: unknown) => setError(messageOf(err, 'Export failed')));
  };
  return (
    <Card aria-labelledby="shortlist-title">
      <CardHeader>
        <CardTitle id="shortlist-title">Shortlist</CardTitle>
        <ButtonRow>
          <Button size="small" variant="secondary" onClick={() => exportAs('csv')}>
            Export CSV
          </Button>
          <Button size="small" variant="secondary" onClick={() => exportAs('json')}>
            Export JSON
          </Button>
          <Button size="small" variant="secondary" onClick={onNew}>
            New screening
          </Button>
        </ButtonRow>
      </CardHeader>
      <ProgressBar
        value={finished}
        max={b.total}
        label="Screening progress"
        tone={complete ? 'success' : 'info'}
      />
      <p aria-live="polite" className="muted">
        {complete ? 'Screening complete: ' : 'Screening... '}
        {finished} of {b.total} analysed{b.failed > 0 ? `, ${b.failed} failed` : ''}
      </p>
      <ErrorText>{error}</ErrorText>
      <Shortlist batch={b} complete={complete} resultsAt={batch.dataUpdatedAt} />
    </Card>
  );
}
