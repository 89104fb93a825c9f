import type { ImpactAction, ImpactPreview, ImpactPreviewRequest } from '@shortlist/contracts';
import { AppError, notFound, type WorkspaceId } from '@shortlist/kit';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { MatchingDb } from '../db';
import { ownersRowsByUuid } from '../db/of-owner';
import { impactPreviews, type ImpactPreviewRow } from '../db/schema';
import { categoriesOf, scoredPeopleOf } from './fairness-report';

// Oversight where the decision is made (issue #30 item 12): before a bulk move or rejection the
// recruiter sees the four-fifths figures of that very selection, and the product records that
// they were shown (with the figures as shown), then which action followed.

const LIMIT = 100;

/** What "selected" means for the action: a rejection favours those left out of it. */
function favoured(action: ImpactAction): { inSelection: boolean; means: string } {
  switch (action) {
    case 'reject':
      return { inSelection: false, means: 'not rejected by this action' };
    case 'advance':
      return { inSelection: true, means: 'advanced by this action' };
    case 'hold':
      return { inSelection: true, means: 'held by this action' };
    case 'move':
      return { inSelection: true, means: 'moved by this action' };
  }
}

/**
 * The figures of one bulk action on the owner's job, over the job's scored candidates and the
 * groups the workspace tracks; stored as shown, by `actorId`. 404 when the selection names a
 * candidate the job has no score for.
 */
export async function previewImpact(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId: string,
  actorId: string,
  request: ImpactPreviewRequest,
): Promise<ImpactPreview> {
  const people = await scoredPeopleOf(db, ownerId, jobId);
  const chosen = new Set(request.candidateIds);
  const scored = new Set(people.map((p) => p.candidateId));
  if ([...chosen].some((id) => !scored.has(id))) throw notFound('Scored candidate of this job');
  const { inSelection, means } = favoured(request.action);
  const selected = (p: { candidateId: string }) => chosen.has(p.candidateId) === inSelection;
  const categories = categoriesOf(people, selected);
  const figures = {
    chosen: chosen.size,
    applicants: people.length,
    selected: people.filter(selected).length,
    selectedMeans: means,
    ...categories,
    flagged: Object.values(categories).some((c) => c.groups.some((g) => g.flagged)),
    groupsKnown: people.some((p) => p.sex !== null || p.race !== null),
  };
  const [row] = await db
    .insert(impactPreviews)
    .values({
      ownerId,
      jobId,
      action: request.action,
      stage: request.stage ?? null,
      candidateIds: [...chosen],
      figures,
      shownBy: actorId,
    })
    .returning();
  return presentPreview(row!);
}

/** Runs the statement of a transaction or of the database: both have `update`. */
type Writer = Pick<MatchingDb, 'update'>;

/**
 * Marks the preview the recruiter saw as followed by `action`. It must be theirs, on this job,
 * for this action, not followed yet: otherwise the request is refused and nothing is done.
 */
export async function followPreview(
  db: Writer,
  ownerId: WorkspaceId,
  jobId: string,
  previewId: string,
  action: ImpactAction,
): Promise<void> {
  const marked = await db
    .update(impactPreviews)
    .set({ followedBy: action, followedAt: new Date() })
    .where(
      and(
        eq(impactPreviews.id, previewId),
        eq(impactPreviews.ownerId, ownerId),
        eq(impactPreviews.jobId, jobId),
        eq(impactPreviews.action, action),
        isNull(impactPreviews.followedAt),
      ),
    )
    .returning({ id: impactPreviews.id });
  if (!marked.length) {
    throw new AppError(
      'validation_failed',
      'The impact preview shown for this action is not this one, or was used already: preview again.',
    );
  }
}

/** The previews shown on the owner's job, newest first (the last 100). */
export async function previewsOfJob(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId: string,
): Promise<ImpactPreview[]> {
  const newest = { order: desc(impactPreviews.shownAt), limit: LIMIT };
  const rows = await ownersRowsByUuid(
    db,
    impactPreviews,
    ownerId,
    [impactPreviews.jobId, jobId],
    newest,
  );
  return rows.map(presentPreview);
}

const presentPreview = (row: ImpactPreviewRow): ImpactPreview => ({
  id: row.id,
  jobId: row.jobId,
  action: row.action,
  stage: row.stage,
  ...row.figures,
  shownBy: row.shownBy,
  shownAt: row.shownAt.toISOString(),
  followedBy: row.followedBy,
  followedAt: row.followedAt?.toISOString() ?? null,
});
