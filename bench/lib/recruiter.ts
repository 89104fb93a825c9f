import { performance } from 'node:perf_hooks';
import type { BulkUploadResult, Candidate } from '@shortlist/contracts';
import type { ResumeFile, ResumeSource } from './resumes';

const BULK_FILES = 50;

/** The recruiter's HTTP client, through the gateway as the web app calls it. */
export function recruiter(baseUrl: string) {
  let token = '';
  let lastTiming = '';
  async function call<T>(method: string, url: string, body?: unknown, ok = [200, 201, 202]) {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined && !(body instanceof FormData)
          ? { 'content-type': 'application/json' }
          : {}),
      },
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
    });
    const text = await res.text();
    lastTiming = res.headers.get('server-timing') ?? '';
    if (!ok.includes(res.status)) throw new Error(`${method} ${url}: ${res.status} ${text}`);
    return JSON.parse(text) as T;
  }
  return {
    call,
    token: () => token,
    /** The last answer's Server-Timing stages (ms) and counts, empty when it sent none. */
    lastTiming: (): Record<string, number> =>
      Object.fromEntries(
        lastTiming
          .split(',')
          .map((part) => part.trim().match(/^([^;]+);(?:dur=([\d.]+)|desc="(\d+)")/))
          .filter((m) => m !== null)
          .map((m) => [m[1]!, Number(m[2] ?? m[3])]),
      ),
    async signUpPro(email: string) {
      ({ token } = await call<{ token: string }>('POST', '/api/auth/signup', {
        email,
        password: 'bench-password',
        name: 'Bench Recruiter',
      }));
      const checkout = await call<object>('POST', '/api/billing/test-checkout');
      const sub = await call<{ plan: string }>('POST', '/api/subscriptions/activate', checkout);
      if (sub.plan !== 'pro') throw new Error(`the bench user is on ${sub.plan}, not pro`);
    },
  };
}
export type Recruiter = ReturnType<typeof recruiter>;

export const form = (field: string, files: ResumeFile[]) => {
  const body = new FormData();
  for (const f of files) body.append(field, new Blob([f.bytes], { type: f.type }), f.fileName);
  return body;
};

/**
 * Uploads resumes 50 to a request, as the web app does, until `wanted` new candidates exist;
 * answers them with what was refused and how long it took.
 */
export async function uploadResumes(client: Recruiter, source: ResumeSource, wanted: number) {
  const candidates: Candidate[] = [];
  const refused = new Map<string, number>();
  let next = 0;
  const started = performance.now();
  while (candidates.length < wanted && next < wanted * 2) {
    const count = Math.min(BULK_FILES, wanted - candidates.length);
    const files = await Promise.all(Array.from({ length: count }, () => source.file(next++)));
    const result = await client.call<BulkUploadResult>(
      'POST',
      '/api/candidates/bulk',
      form('files', files),
    );
    for (const row of result.results) {
      if (row.ok && !row.candidate.duplicateOf) candidates.push(row.candidate);
      else {
        const why = row.ok ? 'duplicate' : row.code;
        refused.set(why, (refused.get(why) ?? 0) + 1);
      }
    }
  }
  const seconds = (performance.now() - started) / 1000;
  if (candidates.length < wanted)
    throw new Error(`only ${candidates.length} resumes were accepted`);
  return { candidates, files: next, refused, seconds };
}
