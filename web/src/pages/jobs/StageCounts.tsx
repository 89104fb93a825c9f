import { pipelineStageLabels } from '@shortlist/contracts';
import { useJobStages } from '../../data/jobHome';
import { ButtonLink, Card, CardHeader, CardTitle, Spinner } from '../../ui';
import styles from './home.module.css';

/** Where the job's candidates stand, stage by stage, with the way to the board. */
export function StageCounts({ jobId }: { jobId: string }) {
  const stages = useJobStages(jobId);
  const s = stages.data;
  return (
    <Card aria-labelledby="stages-title">
      <CardHeader>
        <CardTitle id="stages-title">Pipeline</CardTitle>
        <ButtonLink
          variant="secondary"
          size="small"
          to={`/jobs/${encodeURIComponent(jobId)}/pipeline`}
        >
          Open the board
        </ButtonLink>
      </CardHeader>
      {stages.isLoading && <Spinner label="Counting the pipeline..." />}
      {stages.isError && <p className="error-text">The pipeline could not be loaded.</p>}
      {s && s.total === 0 && (
        <p className="muted">Candidates join the pipeline, in New, once they are screened.</p>
      )}
      {s && s.total > 0 && (
        <ul className={styles.stages} aria-label="Candidates per stage">
          {s.stages.map(({ stage, count }) => (
            <li key={stage}>
              <span className={styles.stageCount}>{count}</span>
              <span className="muted">{pipelineStageLabels[stage]}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
