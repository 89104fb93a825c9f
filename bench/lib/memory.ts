import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';

/** Resident memory of a process from Linux's /proc, in MB: now (VmRSS) and its peak (VmHWM). */
export function residentMb(pid: number | undefined): { now: number; peak: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { now: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return { now: NaN, peak: NaN };
  }
}

/**
 * Samples every process's resident memory while something runs; `stop()` answers, per process,
 * the most seen during the sampling and the peak over the process's whole life.
 */
export function sampleMemory(processes: Map<string, ChildProcess>, ms = 100) {
  const most = new Map<string, number>();
  const sample = () => {
    for (const [name, child] of processes) {
      const { now } = residentMb(child.pid);
      if (Number.isFinite(now)) most.set(name, Math.max(most.get(name) ?? 0, now));
    }
  };
  sample();
  const timer = setInterval(sample, ms);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return Object.fromEntries(
        [...processes].map(([name, child]) => [
          name,
          {
            'max RSS while ranking (MB)': Math.round(most.get(name) ?? NaN),
            'peak RSS, whole life (MB)': Math.round(residentMb(child.pid).peak),
          },
        ]),
      );
    },
  };
}
