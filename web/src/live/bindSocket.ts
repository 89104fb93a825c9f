import type { Analysis, Batch, ServerToClientEvents } from '@shortlist/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { matchCategory } from '../analytics/events';
import { track } from '../analytics/track';
import { keys } from '../data/keys';
import { isAhead, isFinished, newerAnalysis, newerBatch } from '../data/reconcile';
import { applyPipelineChange } from '../pages/pipeline/pipelineCache';
import { applyShareLink } from '../data/shares';

type Listener = (...args: unknown[]) => void;

/** What the binding needs from a Socket.IO client; a fake in tests. */
export interface LiveSource {
  on(event: string, listener: Listener): unknown;
  off(event: string, listener: Listener): unknown;
}

/**
 * Turns the server's live events into TanStack Query cache updates, so every screen that shows
 * an analysis or a batch re-renders from the cache and nothing keeps its own copy.
 * Returns the unbind function.
 */
export function bindSocketToCache(
  socket: LiveSource,
  queryClient: QueryClient,
  scope: string,
): () => void {
  const analysisKey = (candidateId: string, jobId: string) =>
    keys.analysis(scope, candidateId, jobId);
  // A batch's events come by the hundred (one per analysis, and its progress): its shortlist is
  // asked for again at most once per BATCH_REFRESH_MS, and once more after the last event, not
  // once per event (each ask would cancel the last and fetch every row of the batch again).
  const refreshes = new Map<string, { timer?: ReturnType<typeof setTimeout>; at: number }>();
  const refreshBatch = (batchId: string | null) => {
    if (!batchId) return;
    const refresh = refreshes.get(batchId) ?? { at: 0 };
    refreshes.set(batchId, refresh);
    if (refresh.timer) return;
    refresh.timer = setTimeout(
      () => {
        refresh.timer = undefined;
        refresh.at = Date.now();
        void queryClient.invalidateQueries({ queryKey: keys.batch(scope, batchId) });
      },
      Math.max(0, refresh.at + BATCH_REFRESH_MS - Date.now()),
    );
  };

  const onProgress: ServerToClientEvents['analysis:progress'] = (e) => {
    queryClient.setQueryData<Analysis | null>(analysisKey(e.candidateId, e.jobId), (old) =>
      // Only forward: a late stage event never steps back, nor reopens a finished analysis.
      old && !isFinished(old.status) && isAhead(e.status, old.status)
        ? { ...old, status: e.status }
        : old,
    );
  };

  // What a finished analysis changes: its pair's page, the lists, the stats and its batch.
  const askAgain = (candidateIds: string[], jobId: string, batchId: string | null) => {
    for (const candidateId of candidateIds) {
      void queryClient.invalidateQueries({ queryKey: analysisKey(candidateId, jobId) });
    }
    void queryClient.invalidateQueries({ queryKey: ['analyses'] });
    void queryClient.invalidateQueries({ queryKey: ['stats'] });
    refreshBatch(batchId);
  };

  const onCompleted: ServerToClientEvents['analysis:completed'] = ({ analysis }) => {
    const key = analysisKey(analysis.candidateId, analysis.jobId);
    queryClient.setQueryData<Analysis | null>(key, (old) => newerAnalysis(old, analysis));
    // Ask the server once more: a page request still in flight may have been answered before the
    // run finished, and the event may lack the embedded candidate and job. The fetch reconciles
    // with this cache entry, so it cannot undo the result.
    askAgain([analysis.candidateId], analysis.jobId, analysis.batchId);
    if (!analysis.batchId && analysis.matchPercentage !== null) {
      track('analysis_completed', {
        matchPercentage: analysis.matchPercentage,
        category: matchCategory(analysis.matchPercentage),
        mode: 'account',
      });
    }
  };

  // A chunk of a batch finished: the pairs' pages, if open, and the lists ask again (the event
  // names the candidates only; one per chunk, not one per analysis).
  const onBatchCompleted: ServerToClientEvents['batch:completed'] = (e) =>
    askAgain(e.candidateIds, e.jobId, e.batchId);

  const onFailed: ServerToClientEvents['analysis:failed'] = (e) => {
    const key = analysisKey(e.candidateId, e.jobId);
    queryClient.setQueryData<Analysis | null>(key, (old) =>
      old && !isFinished(old.status) ? { ...old, status: 'failed', error: e.error } : old,
    );
    void queryClient.invalidateQueries({ queryKey: key });
    // A job that fails for good refunds the daily match.
    void queryClient.invalidateQueries({ queryKey: ['usage'] });
    refreshBatch(e.batchId);
    if (!e.batchId) track('analysis_failed', { mode: 'account', error: e.error });
  };

  const onBatchProgress: ServerToClientEvents['batch:progress'] = (e) => {
    // Events of one batch may arrive out of order (its chunks run in parallel): an older,
    // smaller count never replaces a larger one.
    queryClient.setQueryData<Batch>(keys.batch(scope, e.batchId), (old) =>
      old
        ? newerBatch(old, {
            ...old,
            done: e.done,
            failed: e.failed,
            total: e.total,
            status: e.done + e.failed >= e.total ? 'completed' : old.status,
          })
        : old,
    );
    // A batch request sent before these counts were saved (on an item's 'completed' event) would
    // land after them and set the shortlist back; invalidating cancels it and asks again.
    refreshBatch(e.batchId);
  };

  const onPipelineChanged: ServerToClientEvents['pipeline:changed'] = (change) =>
    applyPipelineChange(queryClient, scope, change);

  const onShareChanged: ServerToClientEvents['share:changed'] = (link) =>
    applyShareLink(queryClient, scope, link);

  // Events sent before the socket joined the room (the first connect may come after a page
  // loaded) or while it was away are lost: on every connect, ask the server for the truth.
  // The lists too: an analysis that finished before the first connect (one carried over from the
  // demo at signup) otherwise stayed "Queued" in the dashboard's list for good.
  const onConnect = () => {
    void queryClient.invalidateQueries({ queryKey: ['analysis'] });
    void queryClient.invalidateQueries({ queryKey: ['analyses'] });
    void queryClient.invalidateQueries({ queryKey: ['stats'] });
    void queryClient.invalidateQueries({ queryKey: ['usage'] });
    void queryClient.invalidateQueries({ queryKey: ['batch'] });
    void queryClient.invalidateQueries({ queryKey: ['pipeline'] });
    void queryClient.invalidateQueries({ queryKey: ['shares'] });
  };

  const bindings: [string, Listener][] = [
    ['analysis:progress', onProgress as Listener],
    ['analysis:completed', onCompleted as Listener],
    ['analysis:failed', onFailed as Listener],
    ['batch:progress', onBatchProgress as Listener],
    ['batch:completed', onBatchCompleted as Listener],
    ['pipeline:changed', onPipelineChanged as Listener],
    ['share:changed', onShareChanged as Listener],
    ['connect', onConnect],
  ];
  for (const [event, listener] of bindings) socket.on(event, listener);
  return () => {
    for (const [event, listener] of bindings) socket.off(event, listener);
    for (const { timer } of refreshes.values()) clearTimeout(timer);
  };
}

/** The shortest time between two asks for one batch's shortlist while its events stream in. */
export const BATCH_REFRESH_MS = 500;
