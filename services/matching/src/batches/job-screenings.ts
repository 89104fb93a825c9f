import type { BandCounts, Batch, JobScreenings, VerdictBand } from '@shortlist/contracts';
import { isUuid, type WorkspaceId } from '@shortlist/kit';
import { scoreBand } from '@shortlist/matcher';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { MatchingDb } from '../db';
import { batches } from '../db/schema';
import { presentBatch } from './present';
import { batchResults } from './store';

type Row = Batch['results'][number];

/** A result's band: its verdict's when it has one, else its score's (80+ strong, 60+ partial). */
function bandOf(row: Row): { band: VerdictBand; from: 'verdict' | 'score' } | undefined {
  if (row.verdict) return { band: row.verdict.band, from: 'verdict' };
  if (row.status !== 'completed' || row.matchPercentage === null) return undefined;
  const band = scoreBand(row.matchPercentage);
  return { band: band === 'poor' ? 'notRecommended' : band, from: 'score' };
}

function countBands(rows: readonly Row[], from: Set<string>): BandCounts {
  const counts: BandCounts = { strong: 0, partial: 0, notRecommended: 0, pending: 0 };
  for (const row of rows) {
    const found = bandOf(row);
    if (!found) counts.pending++;
    else {
      counts[found.band]++;
      from.add(found.from);
    }
  }
  return counts;
}

/**
 * A job's screenings, newest first, each with who started it and its bands, and the bands of every
 * candidate screened for the job (once each: a pair has one current result, whichever screening
 * scored it last). Who started a screening is the user its analyses were asked for by, as the
 * audit trail recorded it.
 */
export async function jobScreenings(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId: string,
): Promise<JobScreenings> {
  const found = !isUuid(jobId)
    ? []
    : await db
        .select({
          batch: batches,
          // The first score's actor in the audit trail, else the user the runs were asked for.
          // Spelled out: drizzle writes a column inside a selected expression without its table.
          requestedBy: sql<string | null>`coalesce(
            (select e.actor_id from matching.audit_events e
              where e.owner_id = matching.batches.owner_id and e.job_id = matching.batches.job_id
                and e.batch_id = matching.batches.id and e.kind = 'analysis.scored'
              order by e.occurred_at limit 1),
            (select a.requested_by::text from matching.analyses a
              where a.batch_id = matching.batches.id and a.requested_by is not null limit 1))`,
        })
        .from(batches)
        .where(and(eq(batches.ownerId, ownerId), eq(batches.jobId, jobId)))
        .orderBy(desc(batches.createdAt));
  const from = new Set<string>();
  const latest = new Map<string, Row>();
  const screenings: JobScreenings['screenings'] = [];
  for (const { batch, requestedBy } of found) {
    const shown = presentBatch(batch, await batchResults(db, ownerId, batch.id));
    for (const row of shown.results)
      if (!latest.has(row.candidateId)) latest.set(row.candidateId, row);
    screenings.push({
      id: batch.id,
      createdAt: shown.createdAt,
      requestedBy,
      status: shown.status,
      total: shown.total,
      done: shown.done,
      failed: shown.failed,
      bands: countBands(shown.results, new Set()),
    });
  }
  const summary = countBands([...latest.values()], from);
  const bandsFrom =
    from.size === 2 ? 'both' : from.size === 0 ? 'none' : from.has('verdict') ? 'verdict' : 'score';
  return { jobId, summary, bandsFrom, screenings };
}
