import {
  pipelineStageLabels,
  SHARE_VERDICT_LABEL,
  type PipelineEntry,
  type PipelineEvent,
} from '@shortlist/contracts';
import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../../api/client';
import { relativeTime } from '../../components/format';
import { useScope } from '../../data/useScope';
import { OutreachForm } from './OutreachForm';
import { useAddNote, usePipelineHistory } from './usePipeline';
import { Button, Card, CardHeader, CardTitle, ErrorText, Spinner, TextAreaField } from '../../ui';
import styles from './pipeline.module.css';

/** One candidate of the pipeline: notes, the history of every change, and the email to send. */
export function NotesPanel({
  entry,
  jobTitle,
  onClose,
}: {
  entry: PipelineEntry;
  jobTitle: string;
  onClose: () => void;
}) {
  const history = usePipelineHistory(entry.jobId, entry.candidateId);
  const addNote = useAddNote(entry.jobId);
  const [note, setNote] = useState('');
  const panel = useRef<HTMLElement>(null);
  // On a phone the panel sits below the board: bring it into view when a candidate is opened.
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, [entry.candidateId]);
  return (
    <Card
      as="aside"
      className={styles['notes-panel']}
      ref={panel}
      aria-label={`Notes on ${entry.candidateName}`}
    >
      <CardHeader>
        <CardTitle>{entry.candidateName}</CardTitle>
        <Button size="small" variant="secondary" onClick={onClose}>
          Close
        </Button>
      </CardHeader>
      <p className="muted">Stage: {pipelineStageLabels[entry.stage]}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          addNote.mutate(
            { candidateId: entry.candidateId, note },
            { onSuccess: () => setNote('') },
          );
        }}
      >
        <TextAreaField
          label="Add a note"
          rows={3}
          maxLength={5000}
          value={note}
          onValue={setNote}
        />
        <Button
          size="small"
          variant="secondary"
          type="submit"
          disabled={addNote.isPending || !note.trim()}
        >
          Save note
        </Button>
        <ErrorText>
          {addNote.isError && messageOf(addNote.error, 'The note could not be saved.')}
        </ErrorText>
      </form>
      <h3 className={styles['notes-panel-heading']}>Email</h3>
      <OutreachForm
        key={entry.candidateId}
        jobId={entry.jobId}
        candidateIds={[entry.candidateId]}
        subject={jobTitle}
      />
      <h3 className={styles['notes-panel-heading']}>History</h3>
      {history.isLoading ? (
        <Spinner size="sm" label="Loading history..." />
      ) : (
        <ol className={styles['pipeline-history']} aria-label="History">
          {(history.data ?? []).length === 0 && <li className="muted">No changes yet.</li>}
          {[...(history.data ?? [])].reverse().map((event) => (
            <HistoryItem key={event.id} event={event} />
          ))}
        </ol>
      )}
    </Card>
  );
}

function HistoryItem({ event }: { event: PipelineEvent }) {
  const { scope } = useScope();
  const who = event.authorId === scope ? 'You' : 'A colleague';
  const when = relativeTime(event.occurredAt);
  switch (event.kind) {
    case 'moved':
      return (
        <li>
          {who} moved from {event.fromStage ? pipelineStageLabels[event.fromStage] : '?'} to{' '}
          {event.toStage ? pipelineStageLabels[event.toStage] : '?'}{' '}
          <span className="muted small">{when}</span>
        </li>
      );
    case 'note':
      return (
        <li>
          {who} noted: <q>{event.note}</q> <span className="muted small">{when}</span>
        </li>
      );
    case 'feedback':
      return (
        <li>
          {event.feedback?.recipient || 'The client'} (client) answered{' '}
          <strong>{event.feedback ? SHARE_VERDICT_LABEL[event.feedback.verdict] : '?'}</strong>
          {event.note && (
            <>
              : <q>{event.note}</q>
            </>
          )}{' '}
          <span className="muted small">{when}</span>
        </li>
      );
    case 'message':
      return (
        <li>
          {who} emailed {event.message?.to}: <strong>{event.message?.subject}</strong>{' '}
          <span className="muted small">{when}</span>
          <p className="prewrap small">{event.message?.body}</p>
        </li>
      );
  }
}
