import {
  pipelineStageLabels,
  pipelineStages,
  type PipelineEntry,
  type PipelineStage,
} from '@shortlist/contracts';
import { useId, useMemo, useState } from 'react';
import { toggled, withItems } from '../../components/sets';
import { BoardColumn } from './BoardColumn';
import styles from './pipeline.module.css';

/**
 * Columns per stage, each in score order (the pipeline comes best first and a moved card keeps
 * its place in that order). New starts collapsed: after a screening it holds everyone, and the
 * work is in the other columns. A card moves by its picker, by drag and drop, or by the arrow
 * keys; every move is announced to screen readers.
 */
export function PipelineBoard({
  entries,
  onOpen,
  onMove,
  busy,
}: {
  entries: PipelineEntry[];
  onOpen: (candidateId: string) => void;
  onMove: (candidateIds: string[], stage: PipelineStage) => void;
  busy: boolean;
}) {
  const hintId = useId();
  const [collapsed, setCollapsed] = useState<ReadonlySet<PipelineStage>>(() => new Set(['new']));
  const [focus, setFocus] = useState<{ id: string; stage: PipelineStage } | null>(null);
  const [said, setSaid] = useState('');
  const columns = useMemo(() => {
    const by = new Map<PipelineStage, PipelineEntry[]>(pipelineStages.map((s) => [s, []]));
    for (const entry of entries) by.get(entry.stage)?.push(entry);
    return by;
  }, [entries]);

  const toggle = (stage: PipelineStage) => setCollapsed((now) => toggled(now, stage));
  const move = (candidateId: string, stage: PipelineStage, byKeyboard: boolean) => {
    const entry = entries.find((e) => e.candidateId === candidateId);
    if (!entry || entry.stage === stage) return;
    if (byKeyboard) {
      // The card is followed into its new column, which opens if it was collapsed.
      setFocus({ id: candidateId, stage });
      setCollapsed((now) => withItems(now, [stage], false));
    }
    setSaid(`${entry.candidateName || 'Candidate'} moved to ${pipelineStageLabels[stage]}.`);
    onMove([candidateId], stage);
  };

  return (
    <>
      <p id={hintId} className="visually-hidden">
        Press the right or left arrow key to move the candidate to the next or previous stage.
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
      <div className={styles['pipeline-board']}>
        {pipelineStages.map((stage) => (
          <BoardColumn
            key={stage}
            stage={stage}
            entries={columns.get(stage) ?? []}
            collapsed={collapsed.has(stage)}
            onToggle={() => toggle(stage)}
            focusId={focus?.stage === stage ? focus.id : null}
            onFocused={() => setFocus(null)}
            busy={busy}
            hintId={hintId}
            onOpen={onOpen}
            onMove={move}
          />
        ))}
      </div>
    </>
  );
}
