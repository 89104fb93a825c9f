import {
  pipelineStageLabels,
  pipelineStages,
  type ImpactAction,
  type ImpactPreview,
  type PipelineStage,
} from '@shortlist/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useBulkAction, useImpactPreview, useRejectionReasons } from '../data/shortlist';
import { Button, Field, Options } from '../ui';
import { FailureNotice } from './FailureNotice';
import { ImpactPreviewPanel } from './ImpactPreviewPanel';
import { RejectionReasonsEditor } from './RejectionReasonsEditor';
import styles from './BulkActions.module.css';

const ADVANCE_STAGES = pipelineStages.filter((s) => s !== 'new' && s !== 'rejected') as Exclude<
  PipelineStage,
  'new' | 'rejected'
>[];
const OTHER = '__other__';

interface Pending {
  action: ImpactAction;
  label: string;
  preview: ImpactPreview;
  stage?: (typeof ADVANCE_STAGES)[number];
  reason?: string;
  /** The selection as previewed: the action takes these, whatever is selected meanwhile. */
  candidateIds: string[];
}

/**
 * The bar above the shortlist: advance the selection to a stage, hold it, or reject it with a
 * reason. Each action first shows its impact preview; only the recruiter's confirm takes it.
 */
export function BulkActions({
  jobId,
  selected,
  onDone,
}: {
  jobId: string;
  selected: string[];
  onDone: (action: ImpactAction, candidateIds: string[]) => void;
}) {
  const id = useId();
  const reasons = useRejectionReasons();
  const preview = useImpactPreview(jobId);
  const act = useBulkAction(jobId);
  const [stage, setStage] = useState<(typeof ADVANCE_STAGES)[number]>('shortlisted');
  const [choice, setChoice] = useState('');
  const [written, setWritten] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const reason = choice === OTHER || !choice ? written.trim() : choice;
  const none = selected.length === 0;

  const ask = (p: Omit<Pending, 'preview' | 'candidateIds'>) => {
    setDone(null);
    const candidateIds = selected;
    preview.mutate(
      { candidateIds, action: p.action, stage: p.stage },
      { onSuccess: (shown) => setPending({ ...p, candidateIds, preview: shown }) },
    );
  };
  const confirm = () => {
    if (!pending) return;
    const { candidateIds } = pending;
    const previewId = pending.preview.id;
    const run = () => {
      setDone(`${pending.label}: ${candidateIds.length} candidate(s).`);
      setPending(null);
      onDone(pending.action, candidateIds);
    };
    if (pending.action === 'reject')
      act.mutate(
        { kind: 'reject', body: { candidateIds, reason: pending.reason!, previewId } },
        { onSuccess: run },
      );
    else if (pending.action === 'advance')
      act.mutate(
        { kind: 'advance', body: { candidateIds, stage: pending.stage!, previewId } },
        { onSuccess: run },
      );
    else act.mutate({ kind: 'hold', body: { candidateIds, previewId } }, { onSuccess: run });
  };

  return (
    <div className={styles.bulk} role="group" aria-label="Act on selected candidates">
      <p className="muted small" aria-live="polite">
        {none
          ? 'Select analysed candidates to advance, hold or reject them together.'
          : `${selected.length} selected. The decision is yours and is logged for audit.`}
      </p>
      <div className={styles.bulkRow}>
        <div className={styles.control}>
          <label htmlFor={`${id}-stage`}>Advance selected to</label>
          <select
            id={`${id}-stage`}
            value={stage}
            onChange={(e) => setStage(e.target.value as typeof stage)}
          >
            <Options of={ADVANCE_STAGES.map((s) => [s, pipelineStageLabels[s]])} />
          </select>
          <Button
            size="small"
            variant="success"
            disabled={none || preview.isPending || !!pending}
            onClick={() =>
              ask({ action: 'advance', stage, label: `Advance to ${pipelineStageLabels[stage]}` })
            }
          >
            Advance
          </Button>
        </div>
        <Button
          size="small"
          variant="secondary"
          disabled={none || preview.isPending || !!pending}
          onClick={() => ask({ action: 'hold', label: 'Hold' })}
        >
          Hold selected
        </Button>
        <div className={styles.control}>
          <label htmlFor={`${id}-reason`}>Reason</label>
          <select id={`${id}-reason`} value={choice} onChange={(e) => setChoice(e.target.value)}>
            <option value="">Choose a reason…</option>
            <Options of={(reasons.data?.reasons ?? []).map((r) => [r, r])} />
            <option value={OTHER}>Other (write it)</option>
          </select>
          {choice === OTHER && (
            <Field className={styles.inline}>
              <input
                aria-label="Write the reason"
                maxLength={1000}
                value={written}
                onChange={(e) => setWritten(e.target.value)}
              />
            </Field>
          )}
          <Button
            size="small"
            variant="danger-outline"
            disabled={none || !reason || preview.isPending || !!pending}
            onClick={() => ask({ action: 'reject', reason, label: 'Reject' })}
          >
            Reject selected
          </Button>
        </div>
        <RejectionReasonsEditor reasons={reasons.data?.reasons ?? []} />
      </div>
      {pending && (
        <ImpactPreviewPanel
          preview={pending.preview}
          actionLabel={pending.label}
          busy={act.isPending}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      )}
      {done && (
        <p className="muted small" aria-live="polite">
          {done} <Link to={`/jobs/${encodeURIComponent(jobId)}/pipeline`}>Open the pipeline</Link>
        </p>
      )}
      <FailureNotice of={[preview, act]} fallback="The action could not be taken." />
    </div>
  );
}
