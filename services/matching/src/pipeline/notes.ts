import type { PipelineChange } from '@shortlist/contracts';
import type { Presented } from '../present/presenter';
import { notFound, type WorkspaceId } from '@shortlist/kit';
import type { MatchingDb } from '../db';
import { presentChange } from './read-pipeline';
import { analysesOfJob, appendPipelineEvents } from './store';

/** Adds a note by `authorId` to a candidate of the tenant's job (404 off the pipeline). */
export async function addNote(
  db: MatchingDb,
  tenantId: WorkspaceId,
  authorId: string,
  jobId: string,
  candidateId: string,
  note: string,
): Promise<Presented<PipelineChange>> {
  if (!(await analysesOfJob(db, tenantId, jobId, [candidateId])).length)
    throw notFound('Candidate on this pipeline');
  const events = await appendPipelineEvents(db, tenantId, [
    { jobId, candidateId, kind: 'note', note, authorId },
  ]);
  return presentChange(db, tenantId, jobId, events);
}
