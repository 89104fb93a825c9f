import type { Analysis } from '@shortlist/contracts';
import { messageOf } from '../../api/client';
import { DecisionControls } from '../../components/DecisionControls';
import { formatDate } from '../../components/format';
import { DECISION_LABELS, useDecide } from '../../data/decisions';
import { Card, CardTitle, ErrorText } from '../../ui';

/** The recruiter's decision on this candidate for this job (human oversight, logged for audit). */
export function DecisionPanel({ analysis }: { analysis: Analysis }) {
  const decide = useDecide();
  const current = analysis.decision;
  return (
    <Card aria-labelledby="decision-title">
      <CardTitle id="decision-title">Your decision</CardTitle>
      <p className="muted">
        The score informs; you decide. Shortlist never advances or rejects anyone by itself, and
        every decision is recorded in the job&apos;s audit trail.
      </p>
      <p aria-live="polite" data-testid="current-decision">
        {current ? (
          <>
            <span className="status-pill">{DECISION_LABELS[current.decision]}</span>{' '}
            {formatDate(current.decidedAt)}
            {current.reason ? `: ${current.reason}` : ''}
          </>
        ) : (
          'No decision yet.'
        )}
      </p>
      <DecisionControls
        disabled={decide.isPending}
        onDecide={(decision, reason) =>
          decide.mutate({
            jobId: analysis.jobId,
            candidateIds: [analysis.candidateId],
            decision,
            reason,
          })
        }
      />
      <ErrorText>
        {decide.isError && messageOf(decide.error, 'The decision could not be saved.')}
      </ErrorText>
    </Card>
  );
}
