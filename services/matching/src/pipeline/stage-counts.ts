import { pipelineStages, type JobStageCounts } from '@shortlist/contracts';
import type { WorkspaceId } from '@shortlist/kit';
import { stagesOfJob } from '../analyses-store';
import type { MatchingDb } from '../db';

/**
 * How many of the job's candidates stand at each stage, counted in the database (a job's page
 * shows the counts without loading its whole board). Every analysed candidate is on the pipeline,
 * in New until a person moves them, as the board shows them.
 */
export async function stageCounts(
  db: MatchingDb,
  tenantId: WorkspaceId,
  jobId: string,
): Promise<JobStageCounts> {
  const rows = await stagesOfJob(db, tenantId, jobId);
  const counted = new Map(rows.map((r) => [r.stage, Number(r.count)]));
  const stages = pipelineStages.map((stage) => ({ stage, count: counted.get(stage) ?? 0 }));
  return { jobId, total: stages.reduce((sum, s) => sum + s.count, 0), stages };
}
