import type { ReadingVersion } from '@shortlist/contracts';
import type { RequirementModel } from '@shortlist/matcher';
import { and, desc, eq } from 'drizzle-orm';
import type { DocumentsDb } from '../db';
import { jobDescriptions, jobReadingVersions } from '../db/schema';
import { isUuid, type WorkspaceId } from '@shortlist/kit';
import { unique } from '../documents/records';
import { nextReading } from './own-requirements';
import { assertEditsCurrent, readFromAd, summarizeChange } from './reading';

// Every function takes the owner: a query that forgets it does not compile.

const mine = (ownerId: WorkspaceId, id: string) =>
  and(eq(jobDescriptions.ownerId, ownerId), eq(jobDescriptions.id, id));

export interface SavedReading {
  model: RequirementModel;
  summary: string;
}

/**
 * Stores an edited reading as the job's next version, with who saved it and what changed. The
 * row is locked while it is read and written, so two saves of the same version cannot both win.
 * `origin` opens the summary when the reading came from elsewhere than the editor ("LLM proposal
 * accepted by ..."). Undefined when the owner has no such job.
 */
export async function saveReading(
  db: DocumentsDb,
  ownerId: WorkspaceId,
  jobId: string,
  edited: RequirementModel,
  /** The user who saved it: in a team workspace, the history says who. */
  changedBy: string,
  origin?: string,
): Promise<SavedReading | undefined> {
  if (!isUuid(jobId)) return undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ profile: jobDescriptions.profile })
      .from(jobDescriptions)
      .where(mine(ownerId, jobId))
      .for('update');
    if (!row) return undefined;
    const before = row.profile.model;
    const current = before?.version ?? 1;
    assertEditsCurrent(current, edited.version);
    const model: RequirementModel = nextReading(before, edited, origin === undefined);
    const change = before ? summarizeChange(before, model) : 'Requirements edited';
    const summary = origin ? `${origin}: ${change}` : change;
    await tx.insert(jobReadingVersions).values({
      jobId,
      version: model.version,
      model,
      changedBy,
      summary,
    });
    // The list's columns follow the reading, so search and the jobs page agree with the scores.
    const hard = model.requirements.filter((r) => r.kind !== 'nice' && !r.soft);
    const nice = model.requirements.filter((r) => r.kind === 'nice' && !r.soft);
    await tx
      .update(jobDescriptions)
      .set({
        profile: { ...row.profile, model },
        requiredSkills: unique(hard.map((r) => r.skills[0]!)),
        niceToHaveSkills: unique(nice.map((r) => r.skills[0]!)),
        minYears: model.minYears ?? null,
      })
      .where(mine(ownerId, jobId));
    return { model, summary };
  });
}

/** The job's reading versions, newest first, ending with the one read from the ad. */
export async function readingHistory(
  db: DocumentsDb,
  ownerId: WorkspaceId,
  jobId: string,
): Promise<ReadingVersion[] | undefined> {
  if (!isUuid(jobId)) return undefined;
  const [job] = await db
    .select({ createdAt: jobDescriptions.createdAt })
    .from(jobDescriptions)
    .where(mine(ownerId, jobId));
  if (!job) return undefined;
  const rows = await db
    .select({
      version: jobReadingVersions.version,
      changedBy: jobReadingVersions.changedBy,
      changedAt: jobReadingVersions.changedAt,
      summary: jobReadingVersions.summary,
    })
    .from(jobReadingVersions)
    .where(eq(jobReadingVersions.jobId, jobId))
    .orderBy(desc(jobReadingVersions.version));
  return [
    ...rows.map((r) => ({ ...r, changedAt: r.changedAt.toISOString() })),
    readFromAd(job.createdAt),
  ];
}
