import type { Analysis, Candidate, JobDescription } from '@shortlist/contracts';
import { api } from '../../api/client';
import { forgetOriginals, originalOf } from './originals';
import { isSampleId } from './samples';
import type { DemoData } from './store';

export interface CarriedOver {
  jobs: number;
  candidates: number;
  analyses: number;
}

/**
 * Puts a demo visitor's work into the account they just made: each job and resume they
 * uploaded (the original file, so it can be downloaded), then each of their analyses, run again
 * by the account without using its daily matches. The samples are the demo's, not the visitor's, and stay behind. Runs with the
 * new account's token; a document that fails is skipped, never the signup.
 */
export async function carryDemoWorkIntoAccount(demo: DemoData): Promise<CarriedOver> {
  const ids = new Map<string, string>();
  const carry = async (kind: 'job-descriptions' | 'candidates', id: string) => {
    if (isSampleId(id)) return;
    const file = await originalOf(id);
    if (!file) return;
    const form = new FormData();
    form.append('file', file, file.name);
    try {
      const saved = await api.upload<JobDescription | Candidate>(`/${kind}`, form);
      ids.set(id, saved.id);
    } catch (err) {
      console.error(`could not carry ${kind} ${id} into the account`, err);
    }
  };
  // Oldest first, so the account lists them in the order the visitor made them.
  for (const job of [...demo.jobs].reverse()) await carry('job-descriptions', job.id);
  for (const c of [...demo.candidates].reverse()) await carry('candidates', c.id);
  const jobs = demo.jobs.filter((j) => ids.has(j.id)).length;
  const candidates = demo.candidates.filter((c) => ids.has(c.id)).length;

  let analyses = 0;
  const pairs = new Set<string>();
  for (const a of [...demo.analyses].reverse()) {
    const candidateId = ids.get(a.candidateId);
    const jobId = ids.get(a.jobId);
    if (!candidateId || !jobId || pairs.has(`${candidateId}/${jobId}`)) continue;
    pairs.add(`${candidateId}/${jobId}`);
    try {
      // Carried, not new: the server runs it without taking one of the account's daily matches.
      await api.post<Analysis>(
        `/analysis/${encodeURIComponent(candidateId)}/${encodeURIComponent(jobId)}`,
        { carriedFromDemo: true },
      );
      analyses++;
    } catch (err) {
      console.error('could not run a demo analysis in the account', err);
    }
  }
  await forgetOriginals();
  return { jobs, candidates, analyses };
}
