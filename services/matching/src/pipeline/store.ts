import type { WorkspaceId } from '@shortlist/kit';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { MatchingDb } from '../db';
import {
  pipelineEntries,
  pipelineEvents,
  type NewPipelineEvent,
  type PipelineEntryRow,
  type PipelineEventRow,
} from '../db/schema';
import { ofOwner, ofOwnersJob } from '../db/of-owner';

// The pipeline's data access. Every function takes the tenant (today the owner's user id; a
// workspace id later) first, so a query that forgets it does not compile.

const SLICE = 500;

// The job's analysed candidates are read from the analyses' own store.
export { analysesOfJob, type PipelineAnalysis } from '../analyses-store';

export async function entriesOfJob(
  db: MatchingDb,
  tenantId: WorkspaceId,
  jobId: string,
  candidateIds?: string[],
): Promise<Map<string, PipelineEntryRow>> {
  const rows: PipelineEntryRow[] = [];
  for (const slice of candidateIds ? chunks(candidateIds) : [undefined]) {
    rows.push(
      ...(await db
        .select()
        .from(pipelineEntries)
        .where(ofOwnersJob(pipelineEntries, tenantId, jobId, slice))),
    );
  }
  return new Map(rows.map((row) => [row.candidateId, row]));
}

/** How many notes each candidate of the job has. */
export async function noteCountsOfJob(
  db: MatchingDb,
  tenantId: WorkspaceId,
  jobId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ candidateId: pipelineEvents.candidateId, notes: count() })
    .from(pipelineEvents)
    .where(
      ofOwner(
        pipelineEvents,
        tenantId,
        eq(pipelineEvents.jobId, jobId),
        eq(pipelineEvents.kind, 'note'),
      ),
    )
    .groupBy(pipelineEvents.candidateId);
  return new Map(rows.map((row) => [row.candidateId, row.notes]));
}

export async function saveEntries(
  db: MatchingDb,
  tenantId: WorkspaceId,
  rows: Omit<PipelineEntryRow, 'ownerId'>[],
): Promise<void> {
  for (const slice of chunks(rows)) {
    await db
      .insert(pipelineEntries)
      .values(slice.map((row) => ({ ...row, ownerId: tenantId })))
      .onConflictDoUpdate({
        target: [pipelineEntries.ownerId, pipelineEntries.jobId, pipelineEntries.candidateId],
        set: {
          stage: sql`excluded.stage`,
          movedBy: sql`excluded.moved_by`,
          movedAt: sql`excluded.moved_at`,
        },
      });
  }
}

/** Appends to the history; nothing ever updates or deletes it. */
export async function appendPipelineEvents(
  db: MatchingDb,
  tenantId: WorkspaceId,
  events: Omit<NewPipelineEvent, 'ownerId'>[],
): Promise<PipelineEventRow[]> {
  const saved: PipelineEventRow[] = [];
  for (const slice of chunks(events)) {
    saved.push(
      ...(await db
        .insert(pipelineEvents)
        .values(slice.map((event) => ({ ...event, ownerId: tenantId })))
        .returning()),
    );
  }
  return saved;
}

/** Every change of one candidate on the job's pipeline (null: on every job), oldest first. */
export async function historyOf(
  db: MatchingDb,
  tenantId: WorkspaceId,
  jobId: string | null,
  candidateId: string,
): Promise<PipelineEventRow[]> {
  return (
    db
      .select()
      .from(pipelineEvents)
      .where(
        ofOwner(
          pipelineEvents,
          tenantId,
          jobId === null ? undefined : eq(pipelineEvents.jobId, jobId),
          eq(pipelineEvents.candidateId, candidateId),
        ),
      )
      // One change writes at most a message and a move per candidate, at one time: the message
      // came first (the move is because it was sent).
      .orderBy(
        asc(pipelineEvents.occurredAt),
        sql`case when ${pipelineEvents.kind} = 'message' then 0 else 1 end`,
        asc(pipelineEvents.id),
      )
  );
}

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += SLICE) out.push(items.slice(i, i + SLICE));
  return out;
}
