import { pipelineStageLabels, pipelineStages, type PipelineStage } from '@shortlist/contracts';
import { useId, useState } from 'react';
import { Button } from '../../ui';
import styles from './pipeline.module.css';

/** A stage picker and a Move button: one candidate or a selection, always a person's act. */
export function MoveControl({
  onMove,
  disabled = false,
  label = 'Move to',
  initial = 'shortlisted',
}: {
  onMove: (stage: PipelineStage) => void;
  disabled?: boolean;
  label?: string;
  initial?: PipelineStage;
}) {
  const id = useId();
  const [stage, setStage] = useState<PipelineStage>(initial);
  return (
    <div className={styles['move-control']}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={stage} onChange={(e) => setStage(e.target.value as PipelineStage)}>
        {pipelineStages.map((s) => (
          <option key={s} value={s}>
            {pipelineStageLabels[s]}
          </option>
        ))}
      </select>
      <Button size="small" variant="primary" disabled={disabled} onClick={() => onMove(stage)}>
        Move
      </Button>
    </div>
  );
}
