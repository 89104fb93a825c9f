import type { JobPipeline, PipelineChange, PipelineEntry } from '@shortlist/contracts';
import { QueryClient } from '@tanstack/react-query';
import { keys } from '../../data/keys';
import { bindSocketToCache } from '../../live/bindSocket';
import { FakeSocket } from '../../test/fakeSocket';

const entry = (candidateId: string, over: Partial<PipelineEntry> = {}): PipelineEntry => ({
  jobId: 'J',
  candidateId,
  candidateName: candidateId.toUpperCase(),
  analysisId: `a-${candidateId}`,
  matchPercentage: 80,
  stage: 'new',
  movedBy: null,
  movedAt: null,
  notes: 0,
  ...over,
});

test("a live pipeline change moves the job's entries in the cache and refreshes open histories", async () => {
  const queryClient = new QueryClient();
  const socket = new FakeSocket();
  bindSocketToCache(socket, queryClient, 'U');
  queryClient.setQueryData<JobPipeline>(keys.pipeline('U', 'J'), {
    jobId: 'J',
    jobTitle: 'Dev',
    entries: [entry('ann'), entry('bob')],
  });
  queryClient.setQueryData(keys.pipelineHistory('U', 'J', 'bob'), []);
  const other = { jobId: 'K', jobTitle: 'Ops', entries: [entry('bob', { jobId: 'K' })] };
  queryClient.setQueryData<JobPipeline>(keys.pipeline('U', 'K'), other);

  const change: PipelineChange = {
    jobId: 'J',
    entries: [entry('bob', { stage: 'interview', movedBy: 'U', movedAt: '2026-01-01T00:00:00Z' })],
    events: [],
  };
  socket.emit('pipeline:changed', change);

  const board = queryClient.getQueryData<JobPipeline>(keys.pipeline('U', 'J'))!;
  expect(board.entries.map((e) => [e.candidateId, e.stage])).toEqual([
    ['ann', 'new'],
    ['bob', 'interview'],
  ]);
  // Another job's pipeline is another job's: the same candidate there is left as it was.
  expect(queryClient.getQueryData(keys.pipeline('U', 'K'))).toBe(other);
  expect(queryClient.getQueryState(keys.pipelineHistory('U', 'J', 'bob'))?.isInvalidated).toBe(
    true,
  );
});
