import {
  pipelineStageLabels,
  pipelineStages,
  type PipelineEntry,
  type PipelineStage,
} from '@shortlist/contracts';
import type { KeyboardEvent } from 'react';
import { ScoreBadge } from '../../components/ScoreBadge';
import { VerdictSummary } from '../../components/verdict/VerdictSummary';
import { Button } from '../../ui';
import styles from './pipeline.module.css';

/** The stage one step right (+1) or left (-1) of `stage`, or null at either end. */
export function stageBeside(stage: PipelineStage, step: 1 | -1): PipelineStage | null {
  return pipelineStages[pipelineStages.indexOf(stage) + step] ?? null;
}

/** What tells two people of one name apart: headline, then location and email domain. */
export function cardDetails(entry: PipelineEntry): string[] {
  return [entry.headline, [entry.location, entry.emailDomain].filter(Boolean).join(' · ')].filter(
    (line): line is string => !!line,
  );
}

/**
 * One candidate on the board. It moves by its stage picker, by dragging it onto a column, or from
 * the keyboard: focused, the right and left arrow keys move it to the next or previous stage.
 */
export function BoardCard({
  entry,
  busy,
  hintId,
  onOpen,
  onMove,
  cardRef,
}: {
  entry: PipelineEntry;
  busy: boolean;
  /** The id of the text that tells keyboard users how to move a card. */
  hintId: string;
  onOpen: (candidateId: string) => void;
  onMove: (candidateId: string, stage: PipelineStage, byKeyboard: boolean) => void;
  cardRef?: (el: HTMLElement | null) => void;
}) {
  const name = entry.candidateName || 'Candidate';
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    // Only the card itself: arrow keys inside its picker choose an option as usual.
    if (e.target !== e.currentTarget || busy) return;
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : null;
    if (!step) return;
    const to = stageBeside(entry.stage, step);
    if (!to) return;
    e.preventDefault();
    onMove(entry.candidateId, to, true);
  };
  return (
    <article
      ref={cardRef}
      className={styles['pipeline-entry']}
      tabIndex={0}
      aria-label={`${name}, ${pipelineStageLabels[entry.stage]}`}
      aria-describedby={hintId}
      data-candidate={entry.candidateId}
      draggable
      onDragStart={(e) => e.dataTransfer.setData('text/plain', entry.candidateId)}
      onKeyDown={onKeyDown}
    >
      <Button variant="link" size="small" onClick={() => onOpen(entry.candidateId)}>
        {name}
      </Button>
      {cardDetails(entry).map((line) => (
        <span key={line} className={styles['pipeline-entry-detail']}>
          {line}
        </span>
      ))}
      <div className={styles['pipeline-entry-meta']}>
        {entry.matchPercentage !== null && <ScoreBadge value={entry.matchPercentage} />}
        {entry.notes > 0 && (
          <span className="muted small">
            {entry.notes} note{entry.notes === 1 ? '' : 's'}
          </span>
        )}
      </div>
      {entry.verdict && <VerdictSummary verdict={entry.verdict} compact />}
      <select
        aria-label={`Stage of ${name}`}
        value={entry.stage}
        disabled={busy}
        onChange={(e) => onMove(entry.candidateId, e.target.value as PipelineStage, false)}
      >
        {pipelineStages.map((s) => (
          <option key={s} value={s}>
            {pipelineStageLabels[s]}
          </option>
        ))}
      </select>
    </article>
  );
}
