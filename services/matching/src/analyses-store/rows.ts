import { containsPattern, isUuid, statementPerDatabase, type WorkspaceId } from '@shortlist/kit';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { MatchingDb } from '../db';
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
    .where(
      and(
        eq(analyses.ownerId, sql.placeholder('ownerId')),
        eq(analyses.candidateId, sql.placeholder('candidateId')),
        eq(analyses.jobId, sql.placeholder('jobId')),
      ),
    )
    .limit(1)
    .prepare('matching_analysis_of_pair'),
);

export async function findAnalysis(
  db: MatchingDb,
  ownerId: WorkspaceId,
  analysisId: string,
): Promise<AnalysisRow | undefined> {
  if (!isUuid(analysisId)) return undefined;
  const [row] = await db
    .select()
    .from(analyses)
    .where(and(eq(analyses.ownerId, ownerId), eq(analyses.id, analysisId)))
    .limit(1);
  return row && analysisRow(row);
}

export async function findRun(
  db: MatchingDb,
  ownerId: WorkspaceId,
  runId: string,
): Promise<AnalysisRow | undefined> {
  const [row] = await db
    .select()
    .from(analyses)
    .where(and(eq(analyses.ownerId, ownerId), eq(analyses.runId, runId)))
    .limit(1);
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
