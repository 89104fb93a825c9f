import { aVerdict } from './verdict';
import { randomUUID } from 'node:crypto';
import type { Batch, BreakdownComponent, Verdict } from '@shortlist/contracts';
import { createTestDatabase } from '@shortlist/kit';
import { openMatchingDatabase, type MatchingDb } from '../db';
import { analysisRow } from '../db/analysis-row';
import {
  analyses,
  batchItems,
  batches,
  type AnalysisRecord,
  type AnalysisRow,
  type BatchItemState,
  type BatchRow,
} from '../db/schema';

// Row-level factories, one per table (after immich's medium-test factories): each makes a
// realistic row (a scored analysis of Ada Lovelace for a Backend Engineer job) that a test changes
// only where it matters to it, so a test reads as what it is about. `a...Row` and `aShortlist...`
// build values in memory; `anAnalysis` and `aBatch` insert rows into a test database.

/** A verdict as the engine stores it: every must-have met, one nice-to-have of two. */
/** A Strong verdict: every must-have met (the one factory is `./verdict`, Partial by default). */
export function aStrongVerdict(overrides: Partial<Verdict> = {}): Verdict {
  return aVerdict({
    mustMet: 3,
    mustTotal: 3,
    niceMet: 1,
    niceTotal: 2,
    band: 'strong',
    gap: [],
    requirements: [
      { requirement: 'Node.js', importance: 'must', state: 'met', evidence: 'Node.js services' },
      { requirement: 'TypeScript', importance: 'must', state: 'met' },
      { requirement: 'PostgreSQL', importance: 'must', state: 'met' },
      { requirement: 'Redis', importance: 'nice', state: 'met' },
      { requirement: 'Docker', importance: 'nice', state: 'notFound' },
    ],
    ...overrides,
  });
}

const BREAKDOWN: BreakdownComponent[] = [
  {
    key: 'requiredSkills',
    label: 'Must-have requirements',
    weight: 0.36,
    value: 1,
    summary: '3 of 3 must-haves met.',
    evidence: [{ requirement: 'Node.js', resumeLine: 'Node.js services', kind: 'exact' }],
    met: 3,
    total: 3,
  },
];

/** A stored analysis as the application reads it: completed, 84%, scored by the engine. */
export function anAnalysisRow(overrides: Partial<AnalysisRow> = {}): AnalysisRow {
  const at = new Date('2026-11-01T10:00:00Z');
  return {
    id: randomUUID(),
    ownerId: randomUUID(),
    candidateId: randomUUID(),
    jobId: randomUUID(),
    runId: randomUUID(),
    requestedBy: null,
    batchId: null,
    status: 'completed',
    matchPercentage: 84,
    breakdown: BREAKDOWN,
    topSkills: ['Node.js', 'TypeScript', 'PostgreSQL'],
    missingSkills: ['Docker'],
    verdict: aStrongVerdict(),
    generatedMessage: 'Hi Ada, your Node.js work stood out.',
    messageVariant: 0,
    analyzer: 'engine',
    analyzerNote: null,
    error: null,
    candidateName: 'Ada Lovelace',
    jobTitle: 'Backend Engineer',
    completedAt: at,
    requirementsVersion: 1,
    engineVersion: null,
    previousResult: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

/** Inserts an analysis (anAnalysisRow's, with these changes) and returns it as read back. */
export async function anAnalysis(
  db: MatchingDb,
  overrides: Partial<AnalysisRow> = {},
): Promise<AnalysisRow> {
  const { breakdown, topSkills, missingSkills, gates, verdict, ...columns } =
    anAnalysisRow(overrides);
  const record: typeof analyses.$inferInsert = {
    ...columns,
    // Unfinished runs have no result yet: nothing to pack.
    evidence:
      columns.status === 'completed'
        ? {
            breakdown,
            topSkills,
            missingSkills,
            ...(gates && { gates }),
            ...(verdict && { verdict }),
          }
        : null,
  };
  const [row] = await db.insert(analyses).values(record).returning();
  return analysisRow(row as AnalysisRecord);
}

/**
 * Inserts a batch (a screening) of the analyses' owner and job that lists them, each item
 * settled as its analysis is; returns the batch row.
 */
export async function aBatch(
  db: MatchingDb,
  listed: AnalysisRow[],
  overrides: Partial<BatchRow> = {},
): Promise<BatchRow> {
  const [first] = listed;
  const settled = (a: AnalysisRow): BatchItemState =>
    a.status === 'completed' ? 'done' : a.status === 'failed' ? 'failed' : 'pending';
  const [batch] = await db
    .insert(batches)
    .values({
      ownerId: first?.ownerId ?? randomUUID(),
      jobId: first?.jobId ?? randomUUID(),
      jobTitle: first?.jobTitle ?? 'Backend Engineer',
      total: listed.length,
      done: listed.filter((a) => settled(a) === 'done').length,
      failed: listed.filter((a) => settled(a) === 'failed').length,
      ...overrides,
    })
    .returning();
  if (listed.length)
    await db.insert(batchItems).values(
      listed.map((a) => ({
        batchId: batch!.id,
        candidateId: a.candidateId,
        analysisId: a.id,
        candidateName: a.candidateName,
        state: settled(a),
      })),
    );
  return batch!;
}

type ShortlistRow = Batch['results'][number];

/** One row of a shortlist as the API answers it: a completed analysis ranked first. */
export function aShortlistRow(overrides: Partial<ShortlistRow> = {}): ShortlistRow {
  const rank = overrides.rank ?? 1;
  return {
    rank,
    analysisId: `a${rank}`,
    candidateId: `c${rank}`,
    candidateName: 'Ada Lovelace',
    status: 'completed',
    matchPercentage: 84,
    topSkills: [],
    missingSkills: [],
    ...overrides,
  };
}

/** A finished screening as the API answers it, of these rows. */
export function aShortlist(results: ShortlistRow[], overrides: Partial<Batch> = {}): Batch {
  return {
    id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    jobId: 'job-1',
    jobTitle: 'Backend Engineer',
    status: 'completed',
    total: results.length,
    done: results.length,
    failed: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    results,
    ...overrides,
  };
}

/** Matching's database alone, fresh and migrated, for tests of its stores. */
export async function aMatchingDatabase() {
  const testDb = await createTestDatabase('matching');
  const database = await openMatchingDatabase({
    url: testDb.url,
    dataDir: testDb.dataDir ?? 'memory://',
  });
  return {
    db: database.db,
    close: async () => {
      await database.close().catch(() => undefined);
      await testDb.drop();
    },
  };
}
