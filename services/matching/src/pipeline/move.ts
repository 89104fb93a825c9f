import type { OutreachMessage, PipelineChange, PipelineStage } from '@shortlist/contracts';
import type { Presented } from '../present/presenter';
import { notFound, type WorkspaceId } from '@shortlist/kit';
import { scoreBand } from '@shortlist/matcher';
import { recordAuditEvents } from '../audit/trail';
import type { MatchingDb } from '../db';
import type { NewPipelineEvent } from '../db/schema';
import type { Notifier } from '../notifier';
import { presentChange } from './read-pipeline';
import { analysesOfJob, appendPipelineEvents, entriesOfJob, saveEntries } from './store';

/**
 * Moves candidates of the tenant's job to a stage, one or many at once, as the person `actorId`.
 * Every candidate must have been analysed for the job (else 404 and nothing moves). A candidate
 * already at the stage is left as is, unless a sent message is recorded for them. Each move goes
 * to the pipeline's history and to the audit trail with the score it was made on; the decision
 * record of oversight is left alone (a stage is not a screening decision).
 */
export async function moveCandidates(
  db: MatchingDb,
  tenantId: WorkspaceId,
  actorId: string,
  jobId: string,
  candidateIds: string[],
  stage: PipelineStage,
  messages: Map<string, OutreachMessage> = new Map(),
): Promise<Presented<PipelineChange>> {
  const ids = [...new Set(candidateIds)];
  const now = new Date();
  const saved = await db.transaction(async (tx) => {
    const rows = await analysesOfJob(tx, tenantId, jobId, ids);
    if (rows.length !== ids.length) throw notFound('Candidate on this pipeline');
    const current = await entriesOfJob(tx, tenantId, jobId, ids);
    const events: Omit<NewPipelineEvent, 'ownerId'>[] = [];
    const moved = rows.filter((row) => (current.get(row.candidateId)?.stage ?? 'new') !== stage);
    for (const row of rows) {
      const message = messages.get(row.candidateId);
      if (!message) continue;
      events.push({
        jobId,
        candidateId: row.candidateId,
        kind: 'message',
        messageTo: message.to,
        messageSubject: message.subject,
        messageBody: message.body,
        authorId: actorId,
        occurredAt: now,
      });
    }
    for (const row of moved) {
      events.push({
        jobId,
        candidateId: row.candidateId,
        kind: 'moved',
        fromStage: current.get(row.candidateId)?.stage ?? 'new',
        toStage: stage,
        authorId: actorId,
        occurredAt: now,
      });
    }
    await saveEntries(
      tx,
      tenantId,
      moved.map((row) => ({
        jobId,
        candidateId: row.candidateId,
        stage,
        movedBy: actorId,
        movedAt: now,
      })),
    );
    await recordAuditEvents(
      tx,
      moved.map((row) => ({
        ownerId: tenantId,
        jobId,
        candidateId: row.candidateId,
        kind: 'pipeline.moved' as const,
        actorId,
        occurredAt: now,
        analysisId: row.id,
        matchPercentage: row.matchPercentage,
        band: row.matchPercentage === null ? null : scoreBand(row.matchPercentage),
        detail: `${current.get(row.candidateId)?.stage ?? 'new'} -> ${stage}`,
      })),
    );
    return appendPipelineEvents(tx, tenantId, events);
  });
  return presentChange(db, tenantId, jobId, saved);
}

/** Tells the tenant's open pages what changed (today the owner's room; a workspace's later), and
 *  answers the change, which is also what the route answers. */
export function announce<C extends Presented<PipelineChange>>(
  notifier: Notifier,
  tenantId: WorkspaceId,
  change: C,
): C {
  if (change.events.length) notifier.emit(tenantId, 'pipeline:changed', change);
  return change;
}
