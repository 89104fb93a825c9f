import { stillRunningDelay } from './rescore-analysis';

// A re-score of a run still going looks again later; the looks double apart so that thousands of
// re-scores queued behind a long batch do not poll it every couple of seconds.

describe('how long a re-score waits for a run still going', () => {
  test('waits at least the backoff, then as long as it has waited so far', () => {
    expect(stillRunningDelay(0, 2000)).toBe(2000);
    expect(stillRunningDelay(1500, 2000)).toBe(2000);
    expect(stillRunningDelay(2000, 2000)).toBe(2000);
    expect(stillRunningDelay(4000, 2000)).toBe(4000);
    expect(stillRunningDelay(8000, 2000)).toBe(8000);
  });

  test('never waits more than ten minutes between looks', () => {
    expect(stillRunningDelay(3 * 60 * 60_000, 2000)).toBe(10 * 60_000);
  });

  test('looks a handful of times in an hour, not once every backoff', () => {
    let waited = 0;
    let looks = 0;
    while (waited < 60 * 60_000) {
      waited += stillRunningDelay(waited, 2000);
      looks++;
    }
    expect(looks).toBeLessThan(20);
  });
});
