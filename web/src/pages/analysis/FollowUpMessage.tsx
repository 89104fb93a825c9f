import { useState } from 'react';
import { messageOf } from '../../api/client';
import { Spinner } from '../../components/Spinner';

interface FollowUpMessageProps {
  message: string;
  /**
   * A poor fit gets no outreach by default; the card says why ("2 of 9 must-haves") and offers a
   * polite short note, written when asked (the regenerate route).
   */
  mustHaves?: { met: number; total: number };
  /** Absent in demo mode: there is no stored analysis to regenerate. */
  onRegenerate?: () => Promise<unknown>;
}

export function FollowUpMessage({ message, mustHaves, onRegenerate }: FollowUpMessageProps) {
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message);
      setNote('Copied to clipboard');
    } catch {
      setNote('Copy failed: select the text and copy it manually');
    }
  };
  const regenerate = async () => {
    if (!onRegenerate) return;
    setBusy(true);
    setNote(null);
    try {
      await onRegenerate();
      setNote('New message written');
    } catch (err) {
      setNote(messageOf(err, 'Failed to regenerate the message'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby="message-title">
      <header className="card-header">
        <h2 id="message-title" className="card-title">
          Follow-up Message
        </h2>
        <div className="btn-row">
          {message && (
            <button
              type="button"
              className="btn btn-small btn-secondary"
              onClick={() => void copy()}
            >
              Copy
            </button>
          )}
          {onRegenerate && (
            <button
              type="button"
              className="btn btn-small btn-secondary"
              onClick={() => void regenerate()}
              disabled={busy}
            >
              {busy && <Spinner size="sm" />}
              {message ? 'Regenerate' : 'Write a polite note'}
            </button>
          )}
        </div>
      </header>
      {message ? (
        <p className="message-text">{message}</p>
      ) : (
        <p className="message-text muted">
          Not recommended
          {mustHaves && mustHaves.total > 0
            ? `: ${mustHaves.met} of ${mustHaves.total} must-haves`
            : ''}
          . No outreach is written for a poor fit;{' '}
          {onRegenerate ? 'you can ask for a polite short note.' : 'sign in to write a note.'}
        </p>
      )}
      <p className="muted small" aria-live="polite">
        {note}
      </p>
    </section>
  );
}
