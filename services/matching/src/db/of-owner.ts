import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { WorkspaceId } from '@shortlist/kit';

/**
 * The rows of `table` that belong to the owner and meet `conditions` (an undefined one is no
 * condition): every owned table is read and written through the owner first, so the tenancy
 * scope is spelled once.
 */
export function ofOwner(
  table: { ownerId: AnyPgColumn },
  ownerId: WorkspaceId,
  ...conditions: (SQL | undefined)[]
): SQL | undefined {
  return and(eq(table.ownerId, ownerId), ...conditions);
}

/** The owner's rows of one job, of every candidate or only of `candidateIds`. */
export function ofOwnersJob(
  table: { ownerId: AnyPgColumn; jobId: AnyPgColumn; candidateId: AnyPgColumn },
  ownerId: WorkspaceId,
  jobId: string,
  candidateIds?: string[],
): SQL | undefined {
  return ofOwner(
    table,
    ownerId,
    eq(table.jobId, jobId),
    candidateIds ? inArray(table.candidateId, candidateIds) : undefined,
  );
}
