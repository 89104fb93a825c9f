import { performance } from 'node:perf_hooks';

/**
 * Where a request's time went, stage by stage (milliseconds, summed over a stage's calls), for a
 * `Server-Timing` header or an internal answer: the pool ranking's cold page is a chain of SQL,
 * JS and calls between services whose split a benchmark has to see (issue #31).
 */
export interface StageTimer {
  /** Runs `fn`, adding its wall time to `stage`. */
  time<T>(stage: string, fn: () => Promise<T>): Promise<T>;
  timeSync<T>(stage: string, fn: () => T): T;
  /** Adds a stage measured elsewhere (another service's answer). */
  add(stage: string, ms: number): void;
  /** Every stage's milliseconds, to one decimal. */
  stages(): Record<string, number>;
}

export function stageTimer(): StageTimer {
  const spent = new Map<string, number>();
  const add = (stage: string, ms: number) => spent.set(stage, (spent.get(stage) ?? 0) + ms);
  return {
    async time(stage, fn) {
      const started = performance.now();
      try {
        return await fn();
      } finally {
        add(stage, performance.now() - started);
      }
    },
    timeSync(stage, fn) {
      const started = performance.now();
      try {
        return fn();
      } finally {
        add(stage, performance.now() - started);
      }
    },
    add,
    stages: () =>
      Object.fromEntries([...spent].map(([stage, ms]) => [stage, Math.round(ms * 10) / 10])),
  };
}

/** The stages as a `Server-Timing` header value (`name;dur=12.3, ...`). */
export const serverTiming = (stages: Record<string, number>): string =>
  Object.entries(stages)
    .map(([stage, ms]) => `${stage};dur=${ms}`)
    .join(', ');
