import { useState } from 'react';
import { verdictHeadline, type Verdict } from '@shortlist/contracts';
import { messageOf } from '../../api/client';
import { Button, ButtonRow, Card, CardHeader, CardTitle } from '../../ui';

interface FollowUpMessageProps {
  message: string;
  /**
   * A poor fit gets no outreach by default; the card says why ("2 of 9 must-haves") and offers a
   * polite short note, written when asked (the regenerate route).
   */
  mustHaves?: { met: number; total: number };
  /**
   * The verdict, when the analysis has one: "Not recommended" follows its band, not the score
   * (a candidate missing most must-haves is not recommended whatever the percentage).
   */
  verdict?: Verdict | null;
  /** Absent in demo mode: there is no stored analysis to regenerate. */
  onRegenerate?: () => Promise<unknown>;
}

export function FollowUpMessage({
  message,
  mustHaves,
  verdict,
  onRegenerate,
}: FollowUpMessageProps) {
  const counts = verdict ? { met: verdict.mustMet, total: verdict.mustTotal } : mustHaves;
  const must = counts && counts.total > 0 ? `: ${counts.met} of ${counts.total} must-haves` : '';
  // No verdict (older analyses): an empty message means a poor fit, as it always did.
  const notRecommended = verdict ? verdict.band === 'notRecommended' : !message;
  // A Strong or Partial verdict with no message: scored before the message followed the verdict
  // (it followed the score, none under 60). Writing it now gives the message the verdict asks for.
  const held = verdict && !notRecommended ? verdictHeadline(verdict) : undefined;
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
    <Card aria-labelledby="message-title">
      <CardHeader>
        <CardTitle id="message-title">Follow-up Message</CardTitle>
        <ButtonRow>
          {message && (
            <Button size="small" variant="secondary" onClick={() => void copy()}>
              Copy
            </Button>
          )}
          {onRegenerate && (
            <Button
              loading={busy}
              size="small"
              variant="secondary"
              onClick={() => void regenerate()}
              disabled={busy}
            >
              {message ? 'Regenerate' : held ? 'Write the message' : 'Write a polite note'}
            </Button>
          )}
        </ButtonRow>
      </CardHeader>
      {message && notRecommended && (
        <p className="muted small" data-testid="not-recommended">
          Not recommended{must}. Read what is missing before you send it.
        </p>
      )}
      {message ? (
        <p className="message-text">{message}</p>
      ) : (
        <p className="message-text muted">
          {held ? (
            `${held}. No message was written: it was scored when outreach followed the score; ${
              onRegenerate ? 'you can write it now.' : 'sign in to write it.'
            }`
          ) : (
            <>
              {`Not recommended${must}. No outreach is written for a poor fit; `}
              {onRegenerate ? 'you can ask for a polite short note.' : 'sign in to write a note.'}
            </>
          )}
        </p>
      )}
      <p className="muted small" aria-live="polite">
        {note}
      </p>
    </Card>
  );
}
