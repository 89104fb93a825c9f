import type { ReadingProposal } from '@shortlist/contracts';
import { and, eq } from 'drizzle-orm';
import type { DocumentsDb } from '../db';
import { jobDescriptions, jobReadingProposals } from '../db/schema';
import { isUuid, type WorkspaceId } from '@shortlist/kit';
import type { CheckedProposal } from './reading-proposal';

// Every function takes the owner: a proposal is reached only through its owner's job.

const ownedJob = (db: DocumentsDb, ownerId: WorkspaceId, jobId: string) =>
  db
    .select({ profile: jobDescriptions.profile })
    .from(jobDescriptions)
    .where(and(eq(jobDescriptions.ownerId, ownerId), eq(jobDescriptions.id, jobId)));

/**
 * Keeps the proposal while the job's reading is still the version it was made against: one the
 * recruiter has edited meanwhile is not offered (it would undo their edit). True when kept.
 */
export async function storeProposal(
  db: DocumentsDb,
  ownerId: WorkspaceId,
  jobId: string,
  proposal: CheckedProposal,
): Promise<boolean> {
  const [job] = await ownedJob(db, ownerId, jobId);
  if (!job || (job.profile.model?.version ?? 1) !== proposal.model.version) return false;
  await db
    .insert(jobReadingProposals)
    .values({
      jobId,
      basedOn: proposal.model.version,
      model: proposal.model,
      dropped: proposal.dropped,
    })
    .onConflictDoNothing();
  return true;
}

/** The job's pending proposal; null when there is none; undefined when the owner has no such job. */
export async function findProposal(
  db: DocumentsDb,
  ownerId: WorkspaceId,
  jobId: string,
): Promise<ReadingProposal | null | undefined> {
  if (!isUuid(jobId)) return undefined;
  const [job] = await ownedJob(db, ownerId, jobId);
  if (!job) return undefined;
  const [row] = await db
    .select()
    .from(jobReadingProposals)
    .where(eq(jobReadingProposals.jobId, jobId));
  if (!row) return null;
  return {
    basedOn: row.basedOn,
    model: row.model,
    dropped: row.dropped,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Removes the job's proposal (accepted or dismissed). False when the owner has no such job. */
export async function removeProposal(
  db: DocumentsDb,
  ownerId: WorkspaceId,
  jobId: string,
): Promise<boolean> {
  if (!isUuid(jobId)) return false;
  const [job] = await ownedJob(db, ownerId, jobId);
  if (!job) return false;
  await db.delete(jobReadingProposals).where(eq(jobReadingProposals.jobId, jobId));
  return true;
}
