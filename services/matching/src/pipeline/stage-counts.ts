import { pipelineStages, type JobStageCounts, type PipelineStage } from '@shortlist/contracts';
import { isUuid, type WorkspaceId } from '@shortlist/kit';
import { count, sql } from 'drizzle-orm';
import type { MatchingDb } from '../db';
import { ofJob, sameCandidateOfJob } from '../db/scope';
import { analyses, pipelineEntries } from '../db/schema';

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
  const rows = !isUuid(jobId)
    ? []
    : await db
        .select({
          stage: sql<PipelineStage>`coalesce(${pipelineEntries.stage}, 'new')`,
          count: count(),
        })
        .from(analyses)
        .leftJoin(pipelineEntries, sameCandidateOfJob(pipelineEntries))
        .where(ofJob(analyses, tenantId, jobId))
        .groupBy(sql`1`);
  const counted = new Map(rows.map((r) => [r.stage, Number(r.count)]));
  const stages = pipelineStages.map((stage) => ({ stage, count: counted.get(stage) ?? 0 }));
  return { jobId, total: stages.reduce((sum, s) => sum + s.count, 0), stages };
}
