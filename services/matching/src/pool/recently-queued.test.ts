import { forgetQueued, notRecentlyQueued } from './recently-queued';

// Reads of a running ranking must not re-add its waiting chunks each time, yet a chunk must be
// queued again later (it may have been lost or removed after failing for good).
test('a chunk queued a moment ago is not queued again until its memory expires', () => {
  const t = 1_000_000;
  const a = { queueJobId: 'pool-a' };
  const b = { queueJobId: 'pool-b' };
  expect(notRecentlyQueued([a], t)).toEqual([a]);
  expect(notRecentlyQueued([a, b], t + 1_000)).toEqual([b]);
  expect(notRecentlyQueued([a, b], t + 30_000)).toEqual([a]);
  forgetQueued([b]);
  expect(notRecentlyQueued([b], t + 31_000)).toEqual([b]);
});
