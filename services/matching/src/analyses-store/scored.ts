import type { WorkspaceId } from '@shortlist/kit';
import { and, eq, isNotNull } from 'drizzle-orm';
import { analyses } from '../db/schema';

/** The scored pairs a report counts: completed with a score, of one job or of every job. */
export const scoredOf = (ownerId: WorkspaceId, jobId: string | undefined) =>
  and(
    eq(analyses.ownerId, ownerId),
    jobId === undefined ? undefined : eq(analyses.jobId, jobId),
    eq(analyses.status, 'completed'),
    isNotNull(analyses.matchPercentage),
  );
