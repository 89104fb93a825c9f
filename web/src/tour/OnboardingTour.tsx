import { useEffect, useState } from 'react';
import { track } from '../analytics/track';
import { Modal } from '../components/Modal';
import { ProgressBar } from '../components/ProgressBar';
import { markTourCompleted, TOUR_STEPS, tourCompleted } from './steps';
import { Button } from '../ui';

/** First-visit tour for anonymous visitors; skipped silently once completed or skipped. */
export function OnboardingTour({ onComplete }: { onComplete?: () => void }) {
  const [open, setOpen] = useState(() => !tourCompleted());
  const [step, setStep] = useState(0);
  const total = TOUR_STEPS.length;

  useEffect(() => {
    if (open) track('first_visit');
    else onComplete?.();
    // Only the state at first render matters: this is the 'first visit' decision.
  }, []);

  if (!open) return null;
  const current = TOUR_STEPS[step];
  if (!current) return null;
  const last = step === total - 1;

  const close = (how: 'completed' | 'skipped') => {
    markTourCompleted();
    track(how === 'completed' ? 'tour_completed' : 'tour_skipped', { step: step + 1 });
    setOpen(false);
    onComplete?.();
  };

  return (
    <Modal
      title={current.title}
      onClose={() => close('skipped')}
      header={
        <div className="tour-progress">
          <ProgressBar value={step + 1} max={total} label="Tour progress" />
          <p className="muted small">
            Step {step + 1} of {total}
          </p>
        </div>
      }
    >
      <p className="tour-text">{current.text}</p>
      <div className="modal-actions">
        <Button variant="link" onClick={() => close('skipped')}>
          Skip Tour
        </Button>
        <span className="spacer" />
        {step > 0 && (
          <Button variant="secondary" onClick={() => setStep(step - 1)}>
            Back
          </Button>
        )}
        {last ? (
          <Button variant="primary" onClick={() => close('completed')}>
            Get Started
          </Button>
        ) : (
          <Button variant="primary" onClick={() => setStep(step + 1)}>
            Next
          </Button>
        )}
      </div>
    </Modal>
  );
}
