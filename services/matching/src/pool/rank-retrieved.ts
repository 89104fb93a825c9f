import { stageTimer, type StageTimer, type WorkspaceId } from '@shortlist/kit';
import type { InternalJobResponse, PoolStateResponse } from '@shortlist/contracts';
import { ENGINE_VERSION } from '@shortlist/matcher';
import type { CoreDeps } from '../deps';
import { engineScore, engineVerdict } from '../analyzers';
import { poolScoreFrom } from './rank-chunk';
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
  // Every score so far, best first, decides where to stop; only candidates at or above the
  // `want`-th best score when scored get a verdict, and only those still there at the end are
  // stored: a page beyond `want` makes the ranking again (scoredTo), so rows below it would never
  // be read. Ties at the `want`-th score are all kept, so either tie order (name, or the blind
  // label) reads the engine's own page.
  const kept: PoolScore[] = [];
  const best: number[] = [];
  const wantth = () => (best.length >= want ? best[want - 1]! : -1);
  // Past the first chunk the ranking is going deep: the next chunk's profiles are asked for
  // before this one is scored, so documents and its database read them on the other core
  // meanwhile. Not before: on most pools the bound stops the engine within the first chunk, and
  // a second fetch there would only double documents' work.
  const fetchChunk = (i: number) => {
    const fetched = deps.documents.getCandidates(
      ownerId,
      order.slice(i, i + SCORE_CHUNK).map((c) => c.id),
    );
    fetched.catch(() => undefined); // awaited below, or not needed: never unhandled
    return fetched;
  };
  let next: ReturnType<typeof fetchChunk> | undefined;
  for (let i = 0; i < order.length; i += SCORE_CHUNK) {
    if (order[i]!.bound < wantth()) break;
    const profiles = await timer.time('profiles', () => next ?? fetchChunk(i));
    next = i > 0 && i + SCORE_CHUNK < order.length ? fetchChunk(i + SCORE_CHUNK) : undefined;
    timer.timeSync('engine', () => {
      for (const found of profiles) {
        const scored = engineScore(job.profile, found.profile);
        const score = scored.score.matchPercentage;
        best.splice(insertAt(best, score), 0, score);
        if (score < wantth()) continue;
        const result = engineVerdict(job.profile, scored);
        kept.push(poolScoreFrom(found.candidate, result, requirementsVersion));
      }
    });
  }
  const scores = kept.filter((s) => s.matchPercentage >= wantth());
  // How deep the bound let the engine stop.
  timer.count('candidatesScored', best.length);
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
  return { scored: best.length, retrieved: order.length, state };
}

/** Where `score` goes in `best` (descending) after the equal ones already there. */
function insertAt(best: number[], score: number): number {
  let lo = 0;
  let hi = best.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (best[mid]! >= score) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
