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
  /** Records a count that is not a time (how many candidates the engine scored). */
  count(name: string, n: number): void;
  /** Every stage's milliseconds, to one decimal. */
  stages(): Record<string, number>;
  counts(): Record<string, number>;
}

export function stageTimer(): StageTimer {
  const spent = new Map<string, number>();
  const counted = new Map<string, number>();
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
    count: (name, n) => counted.set(name, (counted.get(name) ?? 0) + n),
    stages: () =>
      Object.fromEntries([...spent].map(([stage, ms]) => [stage, Math.round(ms * 10) / 10])),
    counts: () => Object.fromEntries(counted),
  };
}

/**
 * The stages as a `Server-Timing` header value (`name;dur=12.3, ...`); counts, which are not
 * durations, as descriptions (`candidatesScored;desc="1500"`).
 */
export const serverTiming = (
  stages: Record<string, number>,
  counts: Record<string, number> = {},
): string =>
  [
    ...Object.entries(stages).map(([stage, ms]) => `${stage};dur=${ms}`),
    ...Object.entries(counts).map(([name, n]) => `${name};desc="${n}"`),
  ].join(', ');
