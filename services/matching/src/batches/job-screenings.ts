import type { BandCounts, JobScreenings, VerdictBand } from '@shortlist/contracts';
import { isUuid, type WorkspaceId } from '@shortlist/kit';
import { scoreBand } from '@shortlist/matcher';
import { and, desc, eq, sql } from 'drizzle-orm';
import { analysesOfScreenings, type ScreenedAnalysis } from '../analyses-store';
import type { MatchingDb } from '../db';
import { batches } from '../db/schema';

type Banded = Pick<ScreenedAnalysis, 'verdict' | 'status' | 'matchPercentage'>;

/** A result's band: its verdict's when it has one, else its score's (80+ strong, 60+ partial). */
function bandOf(row: Banded): { band: VerdictBand; from: 'verdict' | 'score' } | undefined {
  if (row.verdict) return { band: row.verdict.band, from: 'verdict' };
  if (row.status !== 'completed' || row.matchPercentage === null) return undefined;
  const band = scoreBand(row.matchPercentage);
  return { band: band === 'poor' ? 'notRecommended' : band, from: 'score' };
}

const noBands = (): BandCounts => ({ strong: 0, partial: 0, notRecommended: 0, pending: 0 });

/**
 * A job's screenings, newest first, each with who started it and its bands, and the bands of every
 * candidate screened for the job (once each: a pair has one current result, whichever screening
 * scored it last). Who started a screening is the user its analyses were asked for by, as the
 * audit trail recorded it. Two statements whatever the number of screenings: the batches, and
 * their analyses once each (a band needs the verdict, which is packed in the evidence, so the
 * bands are counted here rather than by the database).
 */
export async function jobScreenings(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId: string,
): Promise<JobScreenings> {
  const [found, screened] = !isUuid(jobId)
    ? [[], []]
    : await Promise.all([
        db
          .select({
            batch: batches,
            // The first score's actor in the audit trail (else the user the runs were asked for).
            // Spelled out: drizzle writes a column inside a selected expression without its table.
            actor: sql<string | null>`(select e.actor_id from matching.audit_events e
              where e.owner_id = matching.batches.owner_id and e.job_id = matching.batches.job_id
                and e.batch_id = matching.batches.id and e.kind = 'analysis.scored'
              order by e.occurred_at limit 1)`,
          })
          .from(batches)
          .where(and(eq(batches.ownerId, ownerId), eq(batches.jobId, jobId)))
          .orderBy(desc(batches.createdAt)),
        analysesOfScreenings(db, ownerId, jobId),
      ]);
  const order = new Map(found.map(({ batch }, i) => [batch.id, i]));
  const perBatch = new Map(found.map(({ batch }) => [batch.id, noBands()]));
  const askedBy = new Map<string, string>();
  // Each candidate's result as the newest screening that lists them shows it.
  const latest = new Map<string, { row: ScreenedAnalysis; newest: number }>();
  for (const row of screened) {
    const band = bandOf(row)?.band ?? 'pending';
    // A screening started between the two reads is left out of both.
    const listedBy = row.inBatches.filter((id) => order.has(id));
    for (const batchId of listedBy) perBatch.get(batchId)![band]++;
    if (row.batchId && row.requestedBy && !askedBy.has(row.batchId))
      askedBy.set(row.batchId, row.requestedBy);
    if (!listedBy.length) continue;
    const newest = Math.min(...listedBy.map((id) => order.get(id)!));
    const seen = latest.get(row.candidateId);
    if (!seen || newest < seen.newest) latest.set(row.candidateId, { row, newest });
  }
  const summary = noBands();
  const from = new Set<string>();
  for (const { row } of latest.values()) {
    const found = bandOf(row);
    summary[found?.band ?? 'pending']++;
    if (found) from.add(found.from);
  }
  const screenings: JobScreenings['screenings'] = found.map(({ batch, actor }) => ({
    id: batch.id,
    createdAt: batch.createdAt.toISOString(),
    requestedBy: actor ?? askedBy.get(batch.id) ?? null,
    status: batch.done + batch.failed >= batch.total ? 'completed' : 'running',
    total: batch.total,
    done: batch.done,
    failed: batch.failed,
    bands: perBatch.get(batch.id)!,
  }));
  const bandsFrom =
    from.size === 2 ? 'both' : from.size === 0 ? 'none' : from.has('verdict') ? 'verdict' : 'score';
  return { jobId, summary, bandsFrom, screenings };
}
