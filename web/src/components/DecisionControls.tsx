import type { HumanDecision } from '@shortlist/contracts';
import { useId, useState } from 'react';
import { DECISION_LABELS } from '../data/decisions';
import { Button, ButtonRow, Field, type ButtonVariant } from '../ui';

const DECISIONS: HumanDecision[] = ['advance', 'hold', 'reject'];
const TONE: Record<HumanDecision, ButtonVariant> = {
  advance: 'success',
  hold: 'secondary',
  reject: 'danger-outline',
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
      <Field className="decision-reason">
        <label htmlFor={`${id}-reason`}>Reason (optional)</label>
        <input
          id={`${id}-reason`}
          type="text"
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Field>
      <ButtonRow>
        {DECISIONS.map((decision) => (
          <Button
            key={decision}
            size="small"
            variant={TONE[decision]}
            disabled={disabled}
            onClick={() => onDecide(decision, reason.trim() || undefined)}
          >
            {DECISION_LABELS[decision]}
            {suffix}
          </Button>
        ))}
      </ButtonRow>
    </div>
  );
}
