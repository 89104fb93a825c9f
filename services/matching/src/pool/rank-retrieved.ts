import { stageTimer, type StageTimer, type WorkspaceId } from '@shortlist/kit';
import type { InternalJobResponse, PoolStateResponse } from '@shortlist/contracts';
import { ENGINE_VERSION } from '@shortlist/matcher';
import type { CoreDeps } from '../deps';
import { poolScoreOf } from './rank-chunk';
import { replaceWithRetrieval, type PoolScore } from './store';

/** Profiles read from documents per call while scoring in bound order. */
const SCORE_CHUNK = 100;

/**
 * Ranks a large pool for a job by retrieval (issue #31): documents' pool index answers the job's
 * likeliest candidates, each with the most the engine could score them (an upper bound from their
 * stored terms), best first; the engine scores them in that order, a chunk at a time, until the
 * next bound falls below the `want`-th best score found. No candidate further down can then enter
 * the top `want`, so the ranking's top `want` is the engine's own over what was retrieved. The
 * scores and what they were made with replace the job's stored ranking.
 */
export async function rankByRetrieval(
  deps: Pick<CoreDeps, 'db' | 'documents' | 'config'>,
  ownerId: WorkspaceId,
  job: InternalJobResponse,
  want: number,
  timer: StageTimer = stageTimer(),
): Promise<{ scored: number; retrieved: number; state: PoolStateResponse }> {
  const { config } = deps;
  const requirementsVersion = job.profile.model?.version ?? 0;
  const {
    candidates: order,
    timings,
    ...state
  } = await timer.time('retrieve', () =>
    deps.documents.retrievePool(ownerId, job.job.id, {
      depth: Math.max(config.POOL_RETRIEVAL_DEPTH, 2 * want),
      perTerm: config.POOL_POSTINGS_PER_TERM,
    }),
  );
  for (const [stage, ms] of Object.entries(timings ?? {})) timer.add(`documents-${stage}`, ms);
  const scores: PoolScore[] = [];
  const best: number[] = []; // every score so far, best first
  for (let i = 0; i < order.length; i += SCORE_CHUNK) {
    const wantth = best.length >= want ? best[want - 1]! : -1;
    if (order[i]!.bound < wantth) break;
    const chunk = order.slice(i, i + SCORE_CHUNK).map((c) => c.id);
    const profiles = await timer.time('profiles', () =>
      deps.documents.getCandidates(ownerId, chunk),
    );
    timer.timeSync('engine', () => {
      for (const found of profiles) {
        const score = poolScoreOf(job.profile, found, requirementsVersion);
        scores.push(score);
        best.push(score.matchPercentage);
      }
    });
    best.sort((a, b) => b - a);
  }
  // A count, not milliseconds: how deep the bound let the engine stop.
  timer.add('candidatesScored', scores.length);
  await timer.time('store', () =>
    replaceWithRetrieval(
      deps.db,
      ownerId,
      job.job.id,
      {
        requirementsVersion,
        engineVersion: ENGINE_VERSION,
        poolTotal: state.total,
        poolNewest: state.newest,
        scoredTo: want,
      },
      scores,
    ),
  );
  return { scored: scores.length, retrieved: order.length, state };
}
