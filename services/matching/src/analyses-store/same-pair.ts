import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { analyses } from '../db/schema';

// The tables about a candidate on a job (decisions, pipeline, groups) keep their ids as text, the
// analyses as uuids: a join of one to an analysis compares them as text.

const asText = (column: AnyPgColumn) => sql`${column}::text`;

/** Joins the row about the analysis's pair: its decision, its pipeline entry. */
export const ofSamePair = (table: {
  ownerId: AnyPgColumn;
  jobId: AnyPgColumn;
  candidateId: AnyPgColumn;
}) =>
  and(
    eq(table.ownerId, asText(analyses.ownerId)),
    eq(table.jobId, asText(analyses.jobId)),
    eq(table.candidateId, asText(analyses.candidateId)),
  );

/** Joins the row about the analysis's candidate, whatever the job: their uploaded groups. */
export const ofSameCandidate = (table: { ownerId: AnyPgColumn; candidateId: AnyPgColumn }) =>
  and(
    eq(table.ownerId, asText(analyses.ownerId)),
    eq(table.candidateId, asText(analyses.candidateId)),
  );
