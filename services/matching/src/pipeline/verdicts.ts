import { verdict as verdictShape, type Verdict } from '@shortlist/contracts';
import { isUuid, type WorkspaceId } from '@shortlist/kit';
import { evidenceOfJob } from '../analyses-store';
import type { MatchingDb } from '../db';

/**
 * The verdict of each scored candidate of the job, as a board card draws it (band and line): the
 * one the engine stored with the score's evidence, without the resume's quoted lines (a card shows
 * none, and on a blind job they could say who the candidate is). Rows scored before verdicts were
 * kept have none.
 */
export async function verdictsOfJob(
  db: MatchingDb,
  tenantId: WorkspaceId,
  jobId: string,
): Promise<Map<string, Verdict>> {
  if (!isUuid(jobId)) return new Map();
  const rows = await evidenceOfJob(db, tenantId, jobId);
  const out = new Map<string, Verdict>();
  for (const row of rows) {
    const stored = verdictShape.safeParse((row.evidence as { verdict?: unknown } | null)?.verdict);
    if (!stored.success) continue;
    out.set(row.candidateId, {
      ...stored.data,
      requirements: stored.data.requirements.map(
        ({ evidence: _quoted, ...requirement }) => requirement,
      ),
    });
  }
  return out;
}
