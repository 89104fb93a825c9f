import {
  poolRankChunkJob,
  type InternalCandidateResponse,
  type PoolRankChunkJob,
} from '@shortlist/contracts';
import { isAppError } from '@shortlist/kit';
import { ENGINE_VERSION, type JobProfile } from '@shortlist/matcher';
import { engineResult, type AnalyzerResult } from '../analyzers';
import type { CoreDeps } from '../deps';
import { cachedJob } from '../scoring/cached-job';
import { savePoolScores, type PoolScore } from './store';

/** The engine's score of one candidate for the pool (the function an analysis's comes from). */
export const poolScoreOf = (
  job: JobProfile,
  { candidate, profile }: InternalCandidateResponse,
  requirementsVersion: number,
): PoolScore => poolScoreFrom(candidate, engineResult(job, profile), requirementsVersion);

/** A pool row from the engine's result for the candidate. */
export function poolScoreFrom(
  candidate: InternalCandidateResponse['candidate'],
  result: AnalyzerResult,
  requirementsVersion: number,
): PoolScore {
  const { matchPercentage, topSkills, missingSkills, breakdown, verdict, analyzerNote } = result;
  return {
    candidateId: candidate.id,
    candidateName: candidate.name,
    requirementsVersion,
    engineVersion: ENGINE_VERSION,
    matchPercentage,
    result: { topSkills, missingSkills, breakdown, verdict, analyzerNote },
  };
}

/**
 * Ranks a chunk of the owner's pool against a job: the job's profile once per reading version per
 * process, the chunk's profiles in one call, the engine's score for each (the same function an
 * analysis's score comes from), one write. Candidates erased meanwhile are left out; a job deleted
 * meanwhile ends the chunk quietly (there is no one left to show the ranking to).
 */
export async function rankPoolChunk(
  deps: Pick<CoreDeps, 'db' | 'documents'>,
  payload: PoolRankChunkJob,
): Promise<{ ranked: number }> {
  const data = poolRankChunkJob.parse(payload);
  const { ownerId, jobId } = data;
  let loaded;
  try {
    loaded = await Promise.all([
      cachedJob(deps, ownerId, jobId, `pool-v${data.requirementsVersion}`),
      deps.documents.getCandidates(ownerId, data.candidateIds),
    ]);
  } catch (err) {
    if (isAppError(err) && err.code === 'not_found') return { ranked: 0 };
    throw err;
  }
  const [job, candidates] = loaded;
  const requirementsVersion = job.profile.model?.version ?? 0;
  const scores = candidates.map((c) => poolScoreOf(job.profile, c, requirementsVersion));
  await savePoolScores(deps.db, ownerId, jobId, scores);
  return { ranked: scores.length };
}
