import { performance } from 'node:perf_hooks';
import type { ServerToClientEvents } from '@shortlist/contracts';
import { io, type Socket } from 'socket.io-client';

/**
 * A live-events client as a websocket-only browser would hold it (through the gateway), that
 * notes when each analysis finished and each batch completed, in performance.now() milliseconds,
 * and lets a caller wait for one of them.
 */
export interface Live {
  /** The transport actually in use (the gateway must carry the upgrade itself). */
  transport(): string;
  /** Resolves with the arrival time of the analysis' completed (or failed) event. */
  analysisDone(analysisId: string, timeoutMs: number): Promise<{ at: number; failed: boolean }>;
  /** Resolves with the arrival time of the batch's final batch:progress event. */
  batchDone(
    batchId: string,
    timeoutMs: number,
  ): Promise<{ at: number; done: number; failed: number }>;
  close(): void;
}

interface Arrival<T> {
  seen: Map<string, T>;
  waiting: Map<string, (value: T) => void>;
}

const arrivals = <T>(): Arrival<T> => ({ seen: new Map(), waiting: new Map() });

function arrive<T>(a: Arrival<T>, key: string, value: T) {
  if (a.seen.has(key)) return;
  a.seen.set(key, value);
  a.waiting.get(key)?.(value);
  a.waiting.delete(key);
}

function wait<T>(a: Arrival<T>, key: string, timeoutMs: number, what: string): Promise<T> {
  const seen = a.seen.get(key);
  if (seen) return Promise.resolve(seen);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      a.waiting.delete(key);
      reject(new Error(`no ${what} ${key} within ${timeoutMs} ms`));
    }, timeoutMs);
    a.waiting.set(key, (value) => (clearTimeout(timer), resolve(value)));
  });
}

export async function connectLive(url: string, token: string): Promise<Live> {
  const socket: Socket<ServerToClientEvents> = io(url, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
  });
  const analyses = arrivals<{ at: number; failed: boolean }>();
  const batches = arrivals<{ at: number; done: number; failed: number }>();
  socket.on('analysis:completed', ({ analysis }) =>
    arrive(analyses, analysis.id, { at: performance.now(), failed: false }),
  );
  socket.on('analysis:failed', ({ analysisId }) =>
    arrive(analyses, analysisId, { at: performance.now(), failed: true }),
  );
  socket.on('batch:progress', ({ batchId, done, failed, total }) => {
    if (done + failed >= total) arrive(batches, batchId, { at: performance.now(), done, failed });
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return {
    transport: () => socket.io.engine.transport.name,
    analysisDone: (id, timeoutMs) => wait(analyses, id, timeoutMs, 'analysis:completed for'),
    batchDone: (id, timeoutMs) => wait(batches, id, timeoutMs, 'final batch:progress for'),
    close: () => socket.close(),
  };
}
