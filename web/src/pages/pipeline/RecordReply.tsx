import { useState } from 'react';
import { messageOf } from '../../api/client';
import { Button, ButtonRow, ErrorText, TextAreaField } from '../../ui';
import { useAddNote } from './usePipeline';

/** How a recorded reply reads in the candidate's history (a pipeline note). */
export const replyNote = (text: string) => `Reply from the candidate:\n${text.trim()}`;

/**
 * A candidate answers in the recruiter's own inbox (the outreach is Reply-To them); the recruiter
 * records the reply here so the team sees it in the candidate's pipeline history.
 */
export function RecordReply({ jobId, candidateId }: { jobId: string; candidateId: string }) {
  const addNote = useAddNote(jobId);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  if (!open) {
    return (
      <Button type="button" size="small" variant="secondary" onClick={() => setOpen(true)}>
        Record a reply
      </Button>
    );
  }
  return (
    <form
      className="record-reply"
      aria-label="Record the candidate's reply"
      onSubmit={(e) => {
        e.preventDefault();
        addNote.mutate(
          { candidateId, note: replyNote(text) },
          {
            onSuccess: () => {
              setText('');
              setOpen(false);
            },
          },
        );
      }}
    >
      <TextAreaField label="Their reply" rows={4} maxLength={4900} value={text} onValue={setText} />
      <ButtonRow>
        <Button
          type="submit"
          size="small"
          variant="primary"
          loading={addNote.isPending}
          disabled={addNote.isPending || !text.trim()}
        >
          Save the reply
        </Button>
        <Button type="button" size="small" variant="secondary" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </ButtonRow>
      <ErrorText>
        {addNote.isError && messageOf(addNote.error, 'The reply could not be saved.')}
      </ErrorText>
    </form>
  );
}
