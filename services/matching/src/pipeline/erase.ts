import type { WorkspaceId } from '@shortlist/kit';
import { and, eq } from 'drizzle-orm';
import type { MatchingDb } from '../db';
import { pipelineEntries, pipelineEvents } from '../db/schema';

/**
 * Erasure of a candidate (GDPR Art. 17) takes their pipeline with it: stages, notes and the
 * messages sent to them hold personal data. The one place pipeline events are ever deleted.
 */
export async function erasePipelineOf(
  db: MatchingDb,
  tenantId: WorkspaceId,
  candidateId: string,
): Promise<void> {
  await db
    .delete(pipelineEvents)
    .where(and(eq(pipelineEvents.ownerId, tenantId), eq(pipelineEvents.candidateId, candidateId)));
  await db
    .delete(pipelineEntries)
    .where(
      and(eq(pipelineEntries.ownerId, tenantId), eq(pipelineEntries.candidateId, candidateId)),
    );
}
