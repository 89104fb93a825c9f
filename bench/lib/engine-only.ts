import {
  candidateProfilesResponse,
  internalJobResponse,
  type InternalCandidateResponse,
} from '@shortlist/contracts';
import { scoreMatch, writeOutreachMessage } from '@shortlist/matcher';
import type { BenchProduct } from './product';

/** The recruiter's user id: the `sub` of the token the product gave them. */
export function ownerOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string }).sub;
}

/**
 * What the same pairs cost the engine alone: the profiles the workers score (read once from
 * documents' internal API, not timed), then score and outreach message for every pair in this
 * process, timed. The floor a batch's wall time is compared with.
 */
export async function engineOnlySeconds(
  product: BenchProduct,
  ownerId: string,
  jobId: string,
  candidateIds: string[],
): Promise<number> {
  const internal = async (path: string, body?: object) => {
    const res = await fetch(`${product.documentsUrl}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'x-internal-token': product.internalToken, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`documents ${path}: ${res.status}`);
    return res.json() as Promise<unknown>;
  };
  const { profile: job } = internalJobResponse.parse(
    await internal(`/internal/jobs/${encodeURIComponent(jobId)}?ownerId=${ownerId}`),
  );
  const candidates: InternalCandidateResponse[] = [];
  for (let i = 0; i < candidateIds.length; i += 200) {
    const body = { ownerId, ids: candidateIds.slice(i, i + 200) };
    candidates.push(
      ...candidateProfilesResponse.parse(await internal('/internal/candidates/profiles', body))
        .candidates,
    );
  }
  const started = performance.now();
  for (const { profile } of candidates) {
    const score = scoreMatch(job, profile);
    writeOutreachMessage(job, profile, score, { variant: 0, note: false });
  }
  return (performance.now() - started) / 1000;
}
