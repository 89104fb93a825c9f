import {
  pipelineStageLabels,
  pipelineStages,
  type PipelineEntry,
  type PipelineStage,
} from '@shortlist/contracts';
import { ScoreBadge } from '../../components/ScoreBadge';
import { Button } from '../../ui';
import styles from './pipeline.module.css';

/** Columns per stage; a card moves by its own picker or by dragging it onto another column. */
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
  return (
    <div className={styles['pipeline-board']}>
      {pipelineStages.map((stage) => {
        const here = entries.filter((e) => e.stage === stage);
        return (
          <section
            key={stage}
            className={styles['pipeline-column']}
            aria-label={pipelineStageLabels[stage]}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              const id = e.dataTransfer.getData('text/plain');
              if (id) onMove([id], stage);
            }}
          >
            <h3 className={styles['pipeline-column-title']}>
              {pipelineStageLabels[stage]} <span className="muted">{here.length}</span>
            </h3>
            {here.map((entry) => (
              <article
                key={entry.candidateId}
                className={styles['pipeline-entry']}
                draggable
                onDragStart={(e) => e.dataTransfer.setData('text/plain', entry.candidateId)}
              >
                <Button variant="link" size="small" onClick={() => onOpen(entry.candidateId)}>
                  {entry.candidateName || 'Candidate'}
                </Button>
                <div className={styles['pipeline-entry-meta']}>
                  {entry.matchPercentage !== null && <ScoreBadge value={entry.matchPercentage} />}
                  {entry.notes > 0 && (
                    <span className="muted small">
                      {entry.notes} note{entry.notes === 1 ? '' : 's'}
                    </span>
                  )}
                </div>
                <select
                  aria-label={`Stage of ${entry.candidateName}`}
                  value={entry.stage}
                  disabled={busy}
                  onChange={(e) => onMove([entry.candidateId], e.target.value as PipelineStage)}
                >
                  {pipelineStages.map((s) => (
                    <option key={s} value={s}>
                      {pipelineStageLabels[s]}
                    </option>
                  ))}
                </select>
              </article>
            ))}
          </section>
        );
      })}
    </div>
  );
}
