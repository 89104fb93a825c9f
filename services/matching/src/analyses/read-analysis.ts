import type { Analysis } from '@shortlist/contracts';
import { isAppError, notFound, type WorkspaceId } from '@shortlist/kit';
import { decisionOfPair } from '../decisions/decisions';
import type { CoreDeps } from '../deps';
import { presentAnalysisOf, type Presented } from '../present/presenter';
import { findAnalysisByPair } from '../analyses-store';

/**
 * One analysis with its candidate and job embedded, as the analysis page shows it. A document
 * deleted since is embedded as null; documents being down is an error (the page needs them).
 */
export async function readAnalysis(
  deps: CoreDeps,
  ownerId: WorkspaceId,
  pair: { candidateId: string; jobId: string },
): Promise<Presented<Analysis>> {
  const row = await findAnalysisByPair(deps.db, ownerId, pair.candidateId, pair.jobId);
  if (!row) throw notFound('Analysis');
  const gone = (err: unknown) => {
    if (isAppError(err) && err.code === 'not_found') return null;
    throw err;
  };
  const [candidate, job, decision] = await Promise.all([
    deps.documents.getCandidate(ownerId, row.candidateId).then((r) => r.candidate, gone),
    deps.documents.getJob(ownerId, row.jobId).then((r) => r.job, gone),
    decisionOfPair(deps.db, ownerId, row.jobId, row.candidateId),
  ]);
  return presentAnalysisOf(deps.db, ownerId, row, { candidate, job, decision });
}
