import type { PipelineEntry } from '@shortlist/contracts';
import { useId, useState, type FormEvent } from 'react';
import { messageOf } from '../../api/client';
import { Button } from '../../ui';
import { useMoveTop } from './usePipeline';
import styles from './pipeline.module.css';

/**
 * "Move the top N to Shortlisted": the pipeline starts from the screening in score order. N is the
 * recruiter's; the server picks the best-scored still in New, as the board lists them.
 */
export function MoveTopControl({ jobId, entries }: { jobId: string; entries: PipelineEntry[] }) {
  const id = useId();
  const moveTop = useMoveTop(jobId);
  const waiting = entries.filter((e) => e.stage === 'new' && e.matchPercentage !== null).length;
  const [count, setCount] = useState(10);
  const [done, setDone] = useState<string | null>(null);
  if (waiting === 0 && !done) return null;
  const n = Math.max(1, Math.min(count || 1, waiting || 1));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    moveTop.mutate(
      { count: n, stage: 'shortlisted' },
      {
        onSuccess: (change) =>
          setDone(`${change.entries.length} moved to Shortlisted, best score first.`),
      },
    );
  };
  return (
    <form className={styles['move-control']} aria-label="Shortlist the best" onSubmit={submit}>
      <label htmlFor={id}>Move the top</label>
      <input
        id={id}
        className={styles['top-count']}
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, waiting)}
        value={count}
        onChange={(e) => setCount(Number(e.target.value))}
      />
      <span>of {waiting} in New to Shortlisted</span>
      <Button size="small" variant="primary" type="submit" disabled={moveTop.isPending || !waiting}>
        Move top {n}
      </Button>
      <span role="status" className="muted small">
        {moveTop.isError ? messageOf(moveTop.error, 'The move could not be saved.') : done}
      </span>
    </form>
  );
}
