import type { MatchingStack } from './stack';

/** The skills of the backend job and resume the worker tests score. */
export const BACKEND = ['Node.js', 'TypeScript', 'PostgreSQL', 'Redis'];

/** The stored stage of a pair's analysis, as the recruiter's page reads it (undefined: none yet). */
export async function statusOf(p: MatchingStack, user: string, candidateId: string, jobId: string) {
  const res = await p.api(user).get(`/api/analysis/${candidateId}/${jobId}`);
  return res.status === 200 ? (res.body.status as string) : undefined;
}
