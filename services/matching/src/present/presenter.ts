import type {
  Analysis,
  AnalysisStats,
  Batch,
  Candidate,
  CandidateDecision,
  Funnel,
  JobCandidates,
  RejectionDrafts,
  JobDescription,
  PoolPage,
} from '@shortlist/contracts';
import type { WorkspaceId } from '@shortlist/kit';
import { presentAnalysis } from './analysis';
import type { MatchingDb } from '../db';
import type { AnalysisRow } from '../db/schema';
import { blindView, blindViews, isHidden, SIGHTED, type BlindView } from '../oversight/blind';
import { blindAnalysis, blindBatch, blindLabel, blindPoolEntry } from './blind';

// The one way an analysis or a candidate leaves matching (API bodies, live events, exports, pool
// rankings, pipeline cards, candidate lists): it applies the job's blind view, so no route or
// event can forget it (issue #28.2, #30.3). Its output is branded: the routes that answer with
// analyses or candidates are typed to need a Presented value (present/answer.ts), and a runtime
// test walks every route and event of a blind job (present/walk.test.ts).

declare const presentedBrand: unique symbol;
/** A value that went through the presenter. */
export type Presented<T> = T & { readonly [presentedBrand]: true };

/** Marks what the presenter's own functions built (only the presenter's parts call it). */
export const presented = <T>(value: T): Presented<T> => value as Presented<T>;

type Embed = {
  candidate?: Candidate | null;
  job?: JobDescription | null;
  decision?: CandidateDecision | null;
};

/** A stored analysis as the recruiter may see it under its job's blind view. */
export function presentAnalysisFor(
  view: BlindView,
  row: AnalysisRow,
  embed?: Embed,
): Presented<Analysis> {
  return presented(blindAnalysis(presentAnalysis(row, embed), view));
}

/** The same, reading the job's blind view. */
export async function presentAnalysisOf(
  db: MatchingDb,
  ownerId: WorkspaceId,
  row: AnalysisRow,
  embed?: Embed,
): Promise<Presented<Analysis>> {
  return presentAnalysisFor(await blindView(db, ownerId, row.jobId), row, embed);
}

/** Analyses of any jobs (lists, the dashboard): each under its own job's view. */
export async function presentAnalysesOf(
  db: MatchingDb,
  ownerId: WorkspaceId,
  rows: AnalysisRow[],
): Promise<Presented<Analysis[]>> {
  const views = await blindViews(
    db,
    ownerId,
    rows.map((row) => row.jobId),
  );
  return presented(rows.map((row) => presentAnalysisFor(views.get(row.jobId) ?? SIGHTED, row)));
}

/** The analytics page: its latest analyses through the presenter. */
export async function presentStats(
  db: MatchingDb,
  ownerId: WorkspaceId,
  stats: Omit<AnalysisStats, 'recent'>,
  recent: AnalysisRow[],
): Promise<Presented<AnalysisStats>> {
  return presented({ ...stats, recent: await presentAnalysesOf(db, ownerId, recent) });
}

/** A shortlist (its page and CSV): hidden candidates under their labels, ranked by label. */
export async function presentBatchOf(
  db: MatchingDb,
  ownerId: WorkspaceId,
  batch: Batch,
): Promise<Presented<Batch>> {
  return presented(blindBatch(batch, await blindView(db, ownerId, batch.jobId)));
}

/** A page of a job's pool ranking. */
export function presentPoolPage(view: BlindView, page: PoolPage): Presented<PoolPage> {
  return presented({
    ...page,
    // Rows ranked before the verdict was kept show none until they are ranked again.
    entries: page.entries.map((entry) =>
      blindPoolEntry({ ...entry, verdict: entry.verdict ?? null }, page.jobId, view),
    ),
  });
}

/** The candidates a recruiter may pick for a job's screening (issue #30.3: names showed). */
export function presentJobCandidates(
  view: BlindView,
  jobId: string,
  candidates: { id: string; name: string }[],
): Presented<JobCandidates> {
  return presented({
    jobId,
    blind: view.blind,
    candidates: candidates.map((c) => ({
      id: c.id,
      name: isHidden(view, c.id) ? blindLabel(jobId, c.id) : c.name,
      hidden: isHidden(view, c.id),
    })),
  });
}

/**
 * Rejection drafts: built from outreach's recipients, which already name a blind job's hidden
 * candidate by label and leave their address and name out of the draft.
 */
export const presentRejectionDrafts = (drafts: RejectionDrafts): Presented<RejectionDrafts> =>
  presented(drafts);
/** A job's requirement funnel: its best candidates under their labels on a blind job. */
export function presentFunnel(view: BlindView, funnel: Funnel): Presented<Funnel> {
  return presented({
    ...funnel,
    top: funnel.top.map((entry) =>
      isHidden(view, entry.candidateId)
        ? { ...entry, name: blindLabel(funnel.jobId, entry.candidateId) }
        : entry,
    ),
  });
}
