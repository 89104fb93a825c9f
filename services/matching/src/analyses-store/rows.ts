import { containsPattern, isUuid, statementPerDatabase, type WorkspaceId } from '@shortlist/kit';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MatchingDb } from '../db';
import { ofBoundPair, ownersRowByUuid } from '../db/of-owner';
import { analysisRow, analysisRows } from '../db/analysis-row';
import { analyses, type AnalysisRow } from '../db/schema';

// Every function takes the owner id: a query that forgets the owner does not compile.

export async function findAnalysisByPair(
  db: MatchingDb,
  ownerId: WorkspaceId,
  candidateId: string,
  jobId: string,
): Promise<AnalysisRow | undefined> {
  if (!isUuid(candidateId) || !isUuid(jobId)) return undefined;
  const [row] = await pairStatement(db).execute({ ownerId, candidateId, jobId });
  return row && analysisRow(row);
}

// Every request for an analysis reads its pair first: built once (statementPerDatabase).
const pairStatement = statementPerDatabase((db: MatchingDb) =>
  db
    .select()
    .from(analyses)
    .where(ofBoundPair(analyses))
    .limit(1)
    .prepare('matching_analysis_of_pair'),
);

export const findAnalysis = (db: MatchingDb, ownerId: WorkspaceId, analysisId: string) =>
  analysisBy(db, ownerId, [analyses.id, analysisId]);

export const findRun = (db: MatchingDb, ownerId: WorkspaceId, runId: string) =>
  analysisBy(db, ownerId, [analyses.runId, runId]);

/** The owner's analysis by its own id or its current run's; none for an id that is not a uuid. */
async function analysisBy(
  db: MatchingDb,
  ownerId: WorkspaceId,
  key: [AnyPgColumn, string],
): Promise<AnalysisRow | undefined> {
  const row = await ownersRowByUuid(db, analyses, ownerId, key);
  return row && analysisRow(row);
}

export async function listAnalyses(
  db: MatchingDb,
  ownerId: WorkspaceId,
  query: { page: number; pageSize: number; q?: string },
): Promise<{ rows: AnalysisRow[]; total: number }> {
  const search = query.q ? containsPattern(query.q) : undefined;
  const where = and(
    eq(analyses.ownerId, ownerId),
    search
      ? or(ilike(analyses.candidateName, search), ilike(analyses.jobTitle, search))
      : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(analyses)
      .where(where)
      .orderBy(desc(analyses.createdAt), desc(analyses.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(analyses).where(where),
  ]);
  return { rows: analysisRows(rows), total: totals?.total ?? 0 };
}

export async function saveMessage(
  db: MatchingDb,
  ownerId: WorkspaceId,
  analysisId: string,
  message: { generatedMessage: string; messageVariant: number },
): Promise<AnalysisRow | undefined> {
  const [row] = await db
    .update(analyses)
    .set({ ...message, updatedAt: new Date() })
    .where(and(eq(analyses.ownerId, ownerId), eq(analyses.id, analysisId)))
    .returning();
  return row && analysisRow(row);
}
