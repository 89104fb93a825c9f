import type { Analysis, Candidate, JobDescription } from '@shortlist/contracts';
import { forgetOriginals } from './originals';
import { sampleCandidates, sampleJob, sampleJobProfile, isSampleId } from './samples';
import { getSessionId, isSessionExpired, restartSessionClock } from './session';

// Demo data never leaves the browser except to be analysed. It lives in localStorage under a
// per-session key, mirrored into sessionStorage (both keys are the spec's, section 3).
export const DEMO_DATA_SESSION_KEY = 'demo_recruiter_data';
export const demoDataKey = (sessionId: string): string => `demo_recruiter_data_${sessionId}`;

export interface DemoData {
  jobs: JobDescription[];
  candidates: Candidate[];
  analyses: Analysis[];
  /** The extracted profile of every job and candidate, by id, sent back for analysis. */
  profiles: Record<string, unknown>;
}

export function seedDemoData(now = Date.now()): DemoData {
  const createdAt = new Date(now).toISOString();
  const samples = sampleCandidates(createdAt);
  const job = sampleJob(createdAt);
  const profiles: Record<string, unknown> = { [job.id]: sampleJobProfile };
  for (const s of samples) profiles[s.candidate.id] = s.profile;
  return { jobs: [job], candidates: samples.map((s) => s.candidate), analyses: [], profiles };
}

function isDemoData(value: unknown): value is DemoData {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<DemoData>;
  return Array.isArray(v.jobs) && Array.isArray(v.candidates) && Array.isArray(v.analyses);
}

export function loadDemoData(now = Date.now()): DemoData {
  if (isSessionExpired(now)) {
    // Expired sessions lose their data and start a fresh two-hour clock (spec section 4).
    clearDemoData();
    restartSessionClock(now);
  }
  try {
    const raw = localStorage.getItem(demoDataKey(getSessionId()));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (isDemoData(parsed)) return { ...parsed, profiles: parsed.profiles ?? {} };
  } catch {
    // Corrupt or unreadable: start again from the samples.
  }
  const fresh = seedDemoData(now);
  saveDemoData(fresh);
  return fresh;
}

export function saveDemoData(data: DemoData): void {
  const json = JSON.stringify(data);
  try {
    localStorage.setItem(demoDataKey(getSessionId()), json);
    sessionStorage.setItem(DEMO_DATA_SESSION_KEY, json);
  } catch (err) {
    console.error('demo data could not be saved', err);
  }
}

export function clearDemoData(): void {
  void forgetOriginals();
  try {
    localStorage.removeItem(demoDataKey(getSessionId()));
    sessionStorage.removeItem(DEMO_DATA_SESSION_KEY);
  } catch {
    // nothing stored, nothing to clear
  }
}

/** True when the visitor made something of their own (samples alone are not work to lose). */
export function hasDemoWork(data: DemoData): boolean {
  return (
    data.analyses.length > 0 ||
    data.jobs.some((j) => !isSampleId(j.id)) ||
    data.candidates.some((c) => !isSampleId(c.id))
  );
}
