import type { Batch } from '@shortlist/contracts';
import { QueryClient } from '@tanstack/react-query';
import { keys } from '../data/keys';
import { FakeSocket } from '../test/fakeSocket';
import { BATCH_REFRESH_MS, bindSocketToCache } from './bindSocket';

// A batch of a thousand candidates sends a thousand completions: the open shortlist must not be
// fetched again (every row of it) a thousand times.

const completed = (candidateId: string) => ({
  analysis: { candidateId, jobId: 'job-1', batchId: 'b1', matchPercentage: 70 },
});

describe("a batch's live events", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('ask for its shortlist at once, then at most once per interval, and after the last event', () => {
    const queryClient = new QueryClient();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    const socket = new FakeSocket();
    const unbind = bindSocketToCache(socket, queryClient, 'u1');
    const batchAsks = () =>
      invalidate.mock.calls.filter(
        ([filters]) => JSON.stringify(filters?.queryKey) === JSON.stringify(keys.batch('u1', 'b1')),
      ).length;

    socket.emit('analysis:completed', completed('c0'));
    jest.advanceTimersByTime(0);
    expect(batchAsks()).toBe(1);

    // A thousand more over two seconds.
    for (let i = 1; i <= 1000; i++) {
      socket.emit('analysis:completed', completed(`c${i}`));
      if (i % 50 === 0) jest.advanceTimersByTime(100);
    }
    socket.emit('batch:progress', { batchId: 'b1', done: 1001, failed: 0, total: 1001 });
    const beforeLast = batchAsks();
    expect(beforeLast).toBeLessThanOrEqual(1 + Math.ceil(2000 / BATCH_REFRESH_MS));

    // The events after the last ask are not lost: one more ask follows them.
    jest.advanceTimersByTime(BATCH_REFRESH_MS);
    expect(batchAsks()).toBe(beforeLast + 1);
    jest.advanceTimersByTime(10 * BATCH_REFRESH_MS);
    expect(batchAsks()).toBe(beforeLast + 1);
    unbind();
  });

  test("a chunk's completions ask again for its pairs, the lists and the shortlist", () => {
    const queryClient = new QueryClient();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    const socket = new FakeSocket();
    const unbind = bindSocketToCache(socket, queryClient, 'u1');

    socket.emit('batch:completed', { batchId: 'b1', jobId: 'job-1', candidateIds: ['c1', 'c2'] });
    jest.advanceTimersByTime(0);
    const asked = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(asked).toEqual(
      expect.arrayContaining(
        [
          keys.analysis('u1', 'c1', 'job-1'),
          keys.analysis('u1', 'c2', 'job-1'),
          ['analyses'],
          ['stats'],
          keys.batch('u1', 'b1'),
        ].map((key) => JSON.stringify(key)),
      ),
    );
    unbind();
  });
});

describe("a batch's progress counts", () => {
  const running = (id: string, done: number): Batch => ({
    id,
    jobId: 'job-1',
    jobTitle: 'Backend Engineer',
    status: 'running',
    total: 72,
    done,
    failed: 0,
    createdAt: '2026-11-01T00:00:00Z',
    results: [],
  });

  test('an older, smaller count after a larger one keeps the larger; another batch has its own', () => {
    jest.useFakeTimers();
    const queryClient = new QueryClient();
    const socket = new FakeSocket();
    const unbind = bindSocketToCache(socket, queryClient, 'u1');
    queryClient.setQueryData(keys.batch('u1', 'b1'), running('b1', 10));
    queryClient.setQueryData(keys.batch('u1', 'b2'), running('b2', 5));
    const counts = (id: string) => {
      const b = queryClient.getQueryData<Batch>(keys.batch('u1', id));
      return [b?.done, b?.failed, b?.status];
    };

    socket.emit('batch:progress', { batchId: 'b1', done: 72, failed: 0, total: 72 });
    socket.emit('batch:progress', { batchId: 'b1', done: 63, failed: 0, total: 72 });
    expect(counts('b1')).toEqual([72, 0, 'completed']);
    socket.emit('batch:progress', { batchId: 'b2', done: 3, failed: 1, total: 72 });
    expect(counts('b2')).toEqual([5, 0, 'running']);
    socket.emit('batch:progress', { batchId: 'b2', done: 6, failed: 1, total: 72 });
    expect(counts('b2')).toEqual([6, 1, 'running']);
    unbind();
    jest.useRealTimers();
  });
});

test('on every connect, the lists are asked again, not only open analyses: a run finished before the socket joined is not left "Queued"', () => {
  const queryClient = new QueryClient();
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  const socket = new FakeSocket();
  const unbind = bindSocketToCache(socket, queryClient, 'u1');
  socket.emit('connect');
  const asked = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
  expect(asked).toEqual(
    expect.arrayContaining(['["analysis"]', '["analyses"]', '["stats"]', '["usage"]']),
  );
  unbind();
});
