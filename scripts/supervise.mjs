// Keeps one child process of `npm start` running. Under the old rule any exit stopped the whole
// product, so `kill -9` of one service (or the OOM killer) took everything down. A child that exits
// while the product is not stopping is started again after a backoff, and the log says so: 1 s,
// doubling to 30 s; the count starts over once a child has stayed up for a minute. A child that
// keeps dying at once (a bad setting, a taken port) is given up on after `maxFailures` tries in a
// row, and `onGiveUp` decides what then (npm start stops everything, as before).

const defaults = {
  minBackoffMs: 1000,
  maxBackoffMs: 30_000,
  healthyAfterMs: 60_000,
  maxFailures: 8,
};

/**
 * @param {() => import('node:child_process').ChildProcess} launch starts the child (again)
 * @param {{ log: (line: string) => void, onGiveUp: () => void, minBackoffMs?: number,
 *   maxBackoffMs?: number, healthyAfterMs?: number, maxFailures?: number }} options
 */
export function supervise(launch, options) {
  const o = { ...defaults, ...options };
  let child;
  let stopped = false;
  let failures = 0;
  let timer;
  const start = () => {
    const startedAt = Date.now();
    child = launch();
    child.once('exit', (code, signal) => {
      if (stopped) return;
      if (Date.now() - startedAt >= o.healthyAfterMs) failures = 0;
      failures += 1;
      const how = signal ?? `code ${code}`;
      if (failures > o.maxFailures) {
        o.log(`exited (${how}), ${failures} times in a row; giving up.`);
        o.onGiveUp();
        return;
      }
      const delay = Math.min(o.maxBackoffMs, o.minBackoffMs * 2 ** (failures - 1));
      o.log(
        `exited (${how}); restarting in ${seconds(delay)} (attempt ${failures} of ${o.maxFailures}).`,
      );
      timer = setTimeout(() => {
        if (stopped) return;
        start();
        o.log(`restarted (pid ${child.pid}).`);
      }, delay);
    });
  };
  start();
  return {
    /** The current child: the one running, or the last one while a restart waits. */
    get child() {
      return child;
    },
    /** No more restarts; the caller then stops the current child. */
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(ms % 1000 ? 1 : 0)} s`;
