import type { RejectionDraft } from '@shortlist/contracts';
import { useEffect, useId, useState } from 'react';
import { FailureNotice } from '../../components/FailureNotice';
import { useRejectionDrafts, useSendRejections } from '../../data/shortlist';
import { Button, ButtonRow, CheckField, Field, Notice, Spinner } from '../../ui';
import styles from './shortlist.module.css';

interface Edited extends RejectionDraft {
  reviewed: boolean;
  sent: boolean;
}

/**
 * The rejection emails of the candidates just rejected, one draft each, for the recruiter to read
 * and edit, then send one by one or all those marked reviewed. Nothing is sent without a click.
 */
export function RejectionEmails({
  jobId,
  candidateIds,
  onClose,
}: {
  jobId: string;
  candidateIds: string[];
  onClose: () => void;
}) {
  const drafting = useRejectionDrafts(jobId);
  const send = useSendRejections(jobId);
  const [drafts, setDrafts] = useState<Edited[]>([]);
  const { mutate } = drafting;
  useEffect(() => {
    mutate(candidateIds, {
      onSuccess: (got) =>
        setDrafts(got.drafts.map((d) => ({ ...d, reviewed: false, sent: false }))),
    });
  }, [mutate, candidateIds]);

  const edit = (candidateId: string, change: Partial<Edited>) =>
    setDrafts((old) => old.map((d) => (d.candidateId === candidateId ? { ...d, ...change } : d)));
  const sendSome = (some: Edited[]) =>
    send.mutate(
      { messages: some.map(({ candidateId, subject, body }) => ({ candidateId, subject, body })) },
      {
        onSuccess: () => {
          const done = new Set(some.map((d) => d.candidateId));
          setDrafts((old) => old.map((d) => (done.has(d.candidateId) ? { ...d, sent: true } : d)));
        },
      },
    );
  const reviewed = drafts.filter((d) => d.reviewed && !d.sent && d.problem === null);

  return (
    <section className={styles.emails} aria-label="Rejection emails" role="region">
      <div className={styles.emailsHead}>
        <h3 className={styles.emailsTitle}>Rejection emails</h3>
        <ButtonRow>
          <Button
            size="small"
            variant="primary"
            disabled={send.isPending || reviewed.length === 0}
            onClick={() => sendSome(reviewed)}
          >
            Send all reviewed ({reviewed.length})
          </Button>
          <Button size="small" variant="secondary" onClick={onClose}>
            Close
          </Button>
        </ButtonRow>
      </div>
      <p className="muted small">
        A draft per candidate. Read and edit each one; nothing is sent until you send it.
      </p>
      {drafting.isPending && <Spinner label="Drafting..." />}
      <FailureNotice of={[drafting]} fallback="The drafts could not be written." />
      <FailureNotice of={[send]} fallback="The emails could not be sent." />
      <ol className={styles.draftList}>
        {drafts.map((d) => (
          <DraftCard
            key={d.candidateId}
            draft={d}
            busy={send.isPending}
            onEdit={(change) => edit(d.candidateId, change)}
            onSend={() => sendSome([d])}
          />
        ))}
      </ol>
    </section>
  );
}

function DraftCard({
  draft,
  busy,
  onEdit,
  onSend,
}: {
  draft: Edited;
  busy: boolean;
  onEdit: (change: Partial<Edited>) => void;
  onSend: () => void;
}) {
  const id = useId();
  return (
    <li className={styles.draft} aria-label={`Email to ${draft.candidateName}`}>
      <p className={styles.draftTo}>
        <strong>{draft.candidateName}</strong>{' '}
        <span className="muted small">{draft.to ?? 'no address'}</span>
        {draft.sent && <span className="status-pill">Sent</span>}
      </p>
      {draft.problem && <Notice tone="warning">{draft.problem}</Notice>}
      <Field>
        <label htmlFor={`${id}-subject`}>Subject</label>
        <input
          id={`${id}-subject`}
          type="text"
          value={draft.subject}
          disabled={draft.sent}
          maxLength={300}
          onChange={(e) => onEdit({ subject: e.target.value, reviewed: false })}
        />
      </Field>
      <Field>
        <label htmlFor={`${id}-body`}>Message</label>
        <textarea
          className="text-control"
          id={`${id}-body`}
          rows={8}
          value={draft.body}
          disabled={draft.sent}
          onChange={(e) => onEdit({ body: e.target.value, reviewed: false })}
        />
      </Field>
      {!draft.sent && draft.problem === null && (
        <ButtonRow>
          <CheckField
            className={styles.reviewed}
            label="Reviewed"
            checked={draft.reviewed}
            onChecked={(reviewed) => onEdit({ reviewed })}
          />
          <Button size="small" variant="secondary" disabled={busy} onClick={onSend}>
            Send this one
          </Button>
        </ButtonRow>
      )}
    </li>
  );
}
