import type { JobPipeline, PipelineChange, PipelineEvent } from '@shortlist/contracts';
import { notFound, type WorkspaceId } from '@shortlist/kit';
import type { MatchingDb } from '../db';
import type { PipelineEventRow } from '../db/schema';
import type { DocumentsClient } from '../clients/documents';
import { isHidden, type BlindView } from '../oversight/blind';
import { blindEntry, blindEvent, pipelineBlindView } from '../present/pipeline-blind';
import { presented, type Presented } from '../present/presenter';
import { cardDetails, type CardDetails } from './cards';
import { byScore } from './order';
import { verdictsOfJob } from './verdicts';
import { presentEntry, presentEvent } from './present';
import { analysesOfJob, entriesOfJob, historyOf, noteCountsOfJob } from './store';

// What the pipeline's pages and live events show, the presenter's part for the pipeline: a blind
// job's candidates under their labels (present/pipeline-blind.ts).

/**
 * The tenant's pipeline of a job: every candidate analysed for it, at their stage. A job nobody
 * analysed, or another tenant's, answers 404: the same for both, so ids reveal nothing.
 */
export async function readPipeline(
  deps: { db: MatchingDb; documents: DocumentsClient },
  tenantId: WorkspaceId,
  jobId: string,
): Promise<Presented<JobPipeline>> {
  const { db } = deps;
  const rows = (await analysesOfJob(db, tenantId, jobId)).sort(byScore);
  if (!rows.length) throw notFound('Pipeline');
  const view = await pipelineBlindView(db, tenantId, jobId);
  // A blind job's hidden candidates are not even looked up: nothing of who they are is read.
  const shown = rows.map((row) => row.candidateId).filter((id) => !isHidden(view, id));
  const [entries, details, verdicts] = await Promise.all([
    presentEntries(db, tenantId, jobId, rows, view),
    shown.length ? cardDetails(deps.documents, tenantId, shown) : new Map<string, CardDetails>(),
    verdictsOfJob(db, tenantId, jobId),
  ]);
  return presented({
    jobId,
    jobTitle: rows[0]!.jobTitle,
    entries: entries.map((entry) => {
      const verdict = verdicts.get(entry.candidateId) ?? null;
      return isHidden(view, entry.candidateId)
        ? { ...entry, verdict }
        : { ...entry, ...NO_DETAILS, ...details.get(entry.candidateId), verdict };
    }),
  });
}

const NO_DETAILS: CardDetails = { headline: null, location: null, emailDomain: null };

/** What a change did, as the request's answer and the live event show it. */
export async function presentChange(
  db: MatchingDb,
  tenantId: WorkspaceId,
  jobId: string,
  events: PipelineEventRow[],
): Promise<Presented<PipelineChange>> {
  const ids = [...new Set(events.map((event) => event.candidateId))];
  if (!ids.length) return presented({ jobId, entries: [], events: [] });
  const [rows, view] = await Promise.all([
    analysesOfJob(db, tenantId, jobId, ids),
    pipelineBlindView(db, tenantId, jobId),
  ]);
  return presented({
    jobId,
    entries: await presentEntries(db, tenantId, jobId, rows, view),
    events: blindEvents(events, view, rows),
  });
}

/** Every change of one candidate of the job, oldest first (none for another tenant's). */
export async function readHistory(
  db: MatchingDb,
  tenantId: WorkspaceId,
  jobId: string,
  candidateId: string,
): Promise<Presented<PipelineEvent[]>> {
  const [events, rows, view] = await Promise.all([
    historyOf(db, tenantId, jobId, candidateId),
    analysesOfJob(db, tenantId, jobId, [candidateId]),
    pipelineBlindView(db, tenantId, jobId),
  ]);
  return presented(blindEvents(events, view, rows));
}

async function presentEntries(
  db: MatchingDb,
  tenantId: WorkspaceId,
  jobId: string,
  rows: Awaited<ReturnType<typeof analysesOfJob>>,
  view: BlindView,
) {
  const ids = rows.map((row) => row.candidateId);
  const [entries, notes] = await Promise.all([
    entriesOfJob(db, tenantId, jobId, ids),
    noteCountsOfJob(db, tenantId, jobId),
  ]);
  return rows.map((row) =>
    blindEntry(
      presentEntry(jobId, row, entries.get(row.candidateId), notes.get(row.candidateId) ?? 0),
      view,
    ),
  );
}

function blindEvents(
  events: PipelineEventRow[],
  view: BlindView,
  rows: { candidateId: string; candidateName: string }[],
): PipelineEvent[] {
  const names = new Map(rows.map((row) => [row.candidateId, row.candidateName]));
  return events.map((event) => blindEvent(presentEvent(event), view, names.get(event.candidateId)));
}
