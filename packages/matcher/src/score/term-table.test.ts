import { extractCandidate, extractJob } from '../extract';
import { scoreMatch } from './index';
import { JAVA_JOB, JAVA_RESUME } from './pinned.fixture';
import { currentEpoch } from '../terms/term-table';

/** `count` distinct made-up words: "ba", "ca", ... in base 26, two letters and more. */
function distinctWords(count: number): string {
  const words: string[] = [];
  for (let n = 0; n < count; n++) {
    let word = '';
    for (let k = n + 26; k > 0; k = Math.floor(k / 26)) word += String.fromCharCode(97 + (k % 26));
    words.push(word);
  }
  return words.join(' ');
}

test('scores stay the same when the word table fills up and starts a new epoch', () => {
  const job = extractJob(JAVA_JOB);
  const today = new Date(2025, 5, 15);
  const before = scoreMatch(job, extractCandidate(JAVA_RESUME, { today }));
  const epoch = currentEpoch();
  // A resume with more distinct words than the table keeps: the next comparison starts afresh,
  // and the job's vector, built in the old epoch, is built again.
  const flood = { ...extractCandidate(JAVA_RESUME, { today }) };
  flood.text = `${flood.text}\n${distinctWords(120_000)}`;
  scoreMatch(job, flood);
  const after = scoreMatch(job, extractCandidate(JAVA_RESUME, { today }));
  expect(currentEpoch()).toBeGreaterThan(epoch);
  expect(after).toEqual(before);
});
