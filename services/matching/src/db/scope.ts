import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { analyses } from './schema';

// The conditions that scope a query to a workspace's job: every table keyed by owner, job and
// candidate is read the same way, and a query that forgets the owner is one this file never builds.

/** A table whose rows each belong to one candidate of one job of a workspace. */
interface PairColumns {
  ownerId: AnyPgColumn;
  jobId: AnyPgColumn;
  candidateId: AnyPgColumn;
}

/** The rows of the owner's job, only those of `candidateIds` when given, and `more` conditions. */
export const ofJob = (
  table: PairColumns,
  ownerId: string,
  jobId: string,
  candidateIds?: string[],
  ...more: (SQL | undefined)[]
) =>
  and(
    eq(table.ownerId, ownerId),
    eq(table.jobId, jobId),
    candidateIds ? inArray(table.candidateId, candidateIds) : undefined,
    ...more,
  );

/** Joins a table (text ids) to the analysis of the same candidate of the same job (uuid ids). */
export const sameCandidateOfJob = (table: PairColumns) =>
  and(
    eq(table.ownerId, sql`${analyses.ownerId}::text`),
    eq(table.jobId, sql`${analyses.jobId}::text`),
    eq(table.candidateId, sql`${analyses.candidateId}::text`),
  );

/** The owner's scored analyses (completed, with a score), of one job when given. */
export const scoredOf = (ownerId: string, jobId?: string) =>
  and(
    eq(analyses.ownerId, ownerId),
    jobId === undefined ? undefined : eq(analyses.jobId, jobId),
    eq(analyses.status, 'completed'),
    isNotNull(analyses.matchPercentage),
  );
