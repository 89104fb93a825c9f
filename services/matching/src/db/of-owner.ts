import { isUuid, type WorkspaceId } from '@shortlist/kit';
import { and, eq, inArray, sql, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { MatchingDb } from '.';

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

/**
 * The owner's row about one candidate on one job, as the condition of a statement prepared once
 * (statementPerDatabase): it binds `ownerId`, `jobId` and `candidateId` when it runs.
 */
export const ofBoundPair = (table: {
  ownerId: AnyPgColumn;
  jobId: AnyPgColumn;
  candidateId: AnyPgColumn;
}): SQL | undefined =>
  and(
    eq(table.ownerId, sql.placeholder('ownerId')),
    eq(table.jobId, sql.placeholder('jobId')),
    eq(table.candidateId, sql.placeholder('candidateId')),
  );

/**
 * The owner's rows of `table` whose uuid `column` is `id`, in `order`, at most `limit`; none when
 * `id` is not a uuid: no row has it, and PostgreSQL would refuse to compare it.
 */
export async function ownersRowsByUuid<T extends PgTable & { ownerId: AnyPgColumn }>(
  db: MatchingDb,
  table: T,
  ownerId: WorkspaceId,
  [column, id]: [AnyPgColumn, string],
  { order, limit }: { order?: SQL; limit?: number } = {},
): Promise<InferSelectModel<T>[]> {
  if (!isUuid(id)) return [];
  let query = db
    .select()
    .from(table as PgTable)
    .where(ofOwner(table, ownerId, eq(column, id)))
    .$dynamic();
  if (order) query = query.orderBy(order);
  if (limit !== undefined) query = query.limit(limit);
  return (await query) as InferSelectModel<T>[];
}

/** The owner's one row of `table` whose uuid key is `id` (as ownersRowsByUuid), if there is one. */
export async function ownersRowByUuid<T extends PgTable & { ownerId: AnyPgColumn }>(
  db: MatchingDb,
  table: T,
  ownerId: WorkspaceId,
  key: [AnyPgColumn, string],
): Promise<InferSelectModel<T> | undefined> {
  const [row] = await ownersRowsByUuid(db, table, ownerId, key, { limit: 1 });
  return row;
}
