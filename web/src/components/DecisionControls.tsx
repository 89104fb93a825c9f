import type { HumanDecision } from '@shortlist/contracts';
import { useId, useState } from 'react';
import { DECISION_LABELS } from '../data/decisions';

const DECISIONS: HumanDecision[] = ['advance', 'hold', 'reject'];
const TONE: Record<HumanDecision, string> = {
  advance: 'btn-success',
  hold: 'btn-secondary',
  reject: 'btn-danger-outline',
};

/** Advance, hold or reject, with an optional reason: the recruiter's call, never the score's. */
export function DecisionControls({
  onDecide,
  disabled = false,
  suffix = '',
}: {
  onDecide: (decision: HumanDecision, reason: string | undefined) => void;
  disabled?: boolean;
  /** Added to each button's name, e.g. " selected". */
  suffix?: string;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  return (
    <div className="decision-controls">
      <div className="field">
        <label htmlFor={`${id}-reason`}>Reason (optional)</label>
        <input
          id={`${id}-reason`}
          type="text"
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      <div className="btn-row">
        {DECISIONS.map((decision) => (
          <button
            key={decision}
            type="button"
            className={`btn btn-small ${TONE[decision]}`}
            disabled={disabled}
            onClick={() => onDecide(decision, reason.trim() || undefined)}
          >
            {DECISION_LABELS[decision]}
            {suffix}
          </button>
        ))}
      </div>
    </div>
  );
}
