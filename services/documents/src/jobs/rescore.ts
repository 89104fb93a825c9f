import type { RescoreJobBody } from '@shortlist/contracts';
import type { Logger, WorkspaceId } from '@shortlist/kit';
import type { RequirementModel } from '@shortlist/matcher';
import type { MatchingClient } from '../clients/matching';
import type { DocumentsDb } from '../db';
import { removeProposal } from './proposal-store';
import { saveReading, type SavedReading } from './reading-store';

/**
 * Tells matching that a job's reading changed, so its analyses are scored again. Best effort: the
 * edit is saved whatever matching answers. When matching is away the scores stay on the older
 * version until the pair is analyzed again, and the log says so.
 */
export async function requestRescore(
  matching: MatchingClient,
  logger: Logger,
  jobId: string,
  body: RescoreJobBody,
): Promise<void> {
  try {
    const { queued } = await matching.rescoreJob(jobId, body);
    logger.info({ jobId, version: body.requirementsVersion, queued }, 're-scoring job');
  } catch (err) {
    logger.warn({ err, jobId }, 'could not ask matching to re-score the job');
  }
}

/**
 * The one sequence of a new reading, whoever wrote it (the recruiter's edit, an accepted proposal):
 * save it as the next version, drop the proposal made for the one before, and ask matching to
 * re-score the job. Undefined when the job is not the owner's.
 */
export async function saveReadingAndRescore(
  deps: { db: DocumentsDb; logger: Logger },
  matching: MatchingClient,
  edit: {
    ownerId: WorkspaceId;
    jobId: string;
    reading: RequirementModel;
    /** Who saved it, and where it came from when not their own edit. */
    changedBy: string;
    origin?: string;
  },
): Promise<SavedReading | undefined> {
  const { ownerId, jobId } = edit;
  const saved = await saveReading(
    deps.db,
    ownerId,
    jobId,
    edit.reading,
    edit.changedBy,
    edit.origin,
  );
  if (!saved) return undefined;
  await removeProposal(deps.db, ownerId, jobId);
  await requestRescore(matching, deps.logger, jobId, {
    ownerId,
    requirementsVersion: saved.model.version,
  });
  return saved;
}
