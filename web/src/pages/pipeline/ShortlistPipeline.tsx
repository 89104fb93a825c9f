import type { Batch } from '@shortlist/contracts';
import { Link } from 'react-router-dom';
import { messageOf } from '../../api/client';
import { MoveControl } from './MoveControl';
import { OutreachForm } from './OutreachForm';
import { useMoveCandidates } from './usePipeline';

/** On the shortlist: move the selected candidates on the job's pipeline, or email them. */
export function ShortlistPipeline({
  batch,
  selected,
  onDone,
}: {
  batch: Batch;
  selected: string[];
  onDone: () => void;
}) {
  const move = useMoveCandidates(batch.jobId);
  return (
    <div className="shortlist-pipeline" role="group" aria-label="Pipeline of selected candidates">
      <MoveControl
        label="Move selected on the pipeline to"
        disabled={move.isPending || selected.length === 0}
        onMove={(stage) => move.mutate({ candidateIds: selected, stage }, { onSuccess: onDone })}
      />
      {move.isSuccess && (
        <p className="muted small" aria-live="polite">
          Moved.{' '}
          <Link to={`/jobs/${encodeURIComponent(batch.jobId)}/pipeline`}>Open the pipeline</Link>
        </p>
      )}
      {move.isError && (
        <p className="error-text" role="alert">
          {messageOf(move.error, 'The move could not be saved.')}
        </p>
      )}
      {selected.length > 0 && (
        <details>
          <summary>Email the selection</summary>
          <OutreachForm jobId={batch.jobId} candidateIds={selected} subject={batch.jobTitle} />
        </details>
      )}
    </div>
  );
}
