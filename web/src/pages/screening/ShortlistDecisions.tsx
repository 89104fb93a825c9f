import type { Batch } from '@shortlist/contracts';
import { messageOf } from '../../api/client';
import { DecisionControls } from '../../components/DecisionControls';
import { ShareShortlist } from '../../components/share/ShareShortlist';
import { useDecide } from '../../data/decisions';

/** The bulk bar above the shortlist: one decision for every selected candidate. */
export function ShortlistDecisions({
  batch,
  selected,
  onDone,
}: {
  batch: Batch;
  selected: string[];
  onDone: () => void;
}) {
  const decide = useDecide();
  return (
    <div className="shortlist-decisions" aria-label="Decide on selected candidates" role="group">
      <p className="muted">
        {selected.length
          ? `${selected.length} selected. The decision is yours and is logged for audit.`
          : 'Select analysed candidates to advance, hold or reject them together.'}
      </p>
      <DecisionControls
        suffix=" selected"
        disabled={decide.isPending || selected.length === 0}
        onDecide={(decision, reason) =>
          decide.mutate(
            { jobId: batch.jobId, candidateIds: selected, decision, reason },
            { onSuccess: onDone },
          )
        }
      />
      {decide.isError && (
        <p className="error-text" role="alert">
          {messageOf(decide.error, 'The decisions could not be saved.')}
        </p>
      )}
      <ShareShortlist jobId={batch.jobId} candidates={batch.results} selected={selected} />
    </div>
  );
}
