import { useState } from 'react';
import { messageOf } from '../../api/client';
import { RecordReply } from './RecordReply';
import { useOutreachSettings, useSendOutreach } from './usePipeline';
import { Button, ButtonRow, ErrorText, TextAreaField, TextField } from '../../ui';
import styles from './pipeline.module.css';

/**
 * The follow-up message by email, edited first if the recruiter wishes. For one candidate the body
 * starts as their generated message; for a selection an empty body sends each their own.
 * Sending moves each candidate to Contacted and keeps the message in the pipeline's history.
 */
export function OutreachForm({
  jobId,
  candidateIds,
  subject: role,
  body: initialBody = '',
  onSent,
}: {
  jobId: string;
  candidateIds: string[];
  subject: string;
  body?: string;
  onSent?: () => void;
}) {
  const settings = useOutreachSettings();
  const send = useSendOutreach(jobId);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState(initialBody);
  const [sent, setSent] = useState<string | null>(null);
  const configured = settings.data?.configured ?? false;
  const many = candidateIds.length > 1;

  return (
    <>
      <form
        className={styles['outreach-form']}
        aria-label="Send the follow-up message by email"
        onSubmit={(e) => {
          e.preventDefault();
          setSent(null);
          send.mutate(
            { candidateIds, subject: subject.trim() || undefined, body: body.trim() || undefined },
            {
              onSuccess: () => {
                setSent(
                  many ? `Sent to ${candidateIds.length} candidates.` : 'Sent. Now in Contacted.',
                );
                onSent?.();
              },
            },
          );
        }}
      >
        <TextField
          label="Subject"
          type="text"
          value={subject}
          maxLength={300}
          placeholder={`Left empty: “${role} at <the company> — …”`}
          onValue={setSubject}
        />
        <TextAreaField
          label="Message"
          rows={many ? 4 : 8}
          value={body}
          placeholder={many ? 'Leave empty to send each candidate their own message' : ''}
          onValue={setBody}
        />
        <ButtonRow>
          <Button
            loading={send.isPending}
            variant="primary"
            size="small"
            type="submit"
            disabled={!configured || send.isPending || !candidateIds.length}
          >
            {many ? `Email ${candidateIds.length} candidates` : 'Send email'}
          </Button>
        </ButtonRow>
        {settings.data && !configured && (
          <p className="muted small" role="note">
            Email is not set up on this installation, so messages cannot be sent yet. An
            administrator sets the SMTP settings (SMTP_HOST, SMTP_FROM) to turn it on.
          </p>
        )}
        <ErrorText>
          {send.isError && messageOf(send.error, 'The message could not be sent.')}
        </ErrorText>
        <p className="muted small" aria-live="polite">
          {sent}
        </p>
      </form>
      {/* Replies go to the recruiter's own inbox; this keeps them in the candidate's history. */}
      {!many && candidateIds[0] && <RecordReply jobId={jobId} candidateId={candidateIds[0]} />}
    </>
  );
}
