import { batchChunkJobId } from '@shortlist/contracts';
import { eventually, exited } from '@shortlist/test-support';
import { startMatchingStack, type MatchingStack } from '../test-support/stack';
import { jobTaken, spawnWorker, stopSpawnedWorkers } from '../test-support/processes';

jest.setTimeout(120_000);

// A worker process killed while it holds batch chunks (taken from the queue, nothing written):
// the chunks go back to the queue, another worker scores them, and every candidate of the batch
// ends with one result, one completion event, one batch count and one match.

const onPostgres = Boolean(process.env.DATABASE_URL);
const SKILLS = ['Node.js', 'TypeScript', 'PostgreSQL', 'Redis', 'Docker'];
const PEOPLE = 12;

// A child process cannot share an in-memory PGlite database, so this one needs PostgreSQL.
(onPostgres ? describe : describe.skip)('a worker killed in the middle of a batch chunk', () => {
  let p: MatchingStack;
  beforeAll(async () => {
    p = await startMatchingStack({
      WORKER_LOCK_DURATION_MS: '1500',
      WORKER_STALLED_INTERVAL_MS: '500',
    });
  });
  afterAll(async () => {
    await stopSpawnedWorkers();
    await p.close();
  });

  test('loses and doubles nothing', async () => {
    const user = p.newUser();
    await p.makePro(user);
    const job = await p.uploadJob(user, {
      title: 'Platform Engineer',
      company: 'Acme',
      skills: SKILLS,
    });
    for (let i = 0; i < PEOPLE; i++) {
      await p.uploadCandidate(user, {
        name: `Chunk ${String.fromCharCode(65 + i)} Example`,
        skills: SKILLS.slice(0, 1 + (i % SKILLS.length)),
      });
    }
    const live = await p.live(user);
    // Slowed after reading its chunk by the test hook, so it dies holding the chunk's runs.
    const doomed = spawnWorker({ ...p.matching.workerEnv(), MATCHING_TEST_JOB_DELAY_MS: '60000' });
    const started = await p
      .api(user)
      .post('/api/analysis/batch', { jobId: job.id, candidateIds: 'all' });
    expect(started.status).toBe(202);
    const batchId = started.body.batchId as string;
    await eventually(
      jobTaken(p.matching.producer.queue),
      30_000,
      'the first worker to take a chunk',
    );
    doomed.kill('SIGKILL');
    expect((await exited(doomed)).signal).toBe('SIGKILL');

    const rescuer = spawnWorker(p.matching.workerEnv());
    await live.waitFor('batch:progress', (e) => e.batchId === batchId && e.done === PEOPLE, 60_000);
    rescuer.kill('SIGTERM');
    expect((await exited(rescuer)).code).toBe(0);

    expect((await p.api(user).get(`/api/analysis/batch/${batchId}`)).body).toMatchObject({
      status: 'completed',
      total: PEOPLE,
      done: PEOPLE,
      failed: 0,
    });
    const list = await p.api(user).get('/api/analysis');
    const rows = list.body as { candidateId: string; status: string; batchId: string }[];
    expect(rows).toHaveLength(PEOPLE);
    expect(rows.every((a) => a.status === 'completed' && a.batchId === batchId)).toBe(true);
    // Each candidate announced once: none lost with the killed worker, none twice by the retry.
    const completed = live
      .events('batch:completed')
      .filter((e) => e.batchId === batchId)
      .flatMap((e) => e.candidateIds);
    expect(completed.sort()).toEqual(rows.map((a) => a.candidateId).sort());
    expect((await p.usage(user)).dailyMatches.used).toBe(PEOPLE);
    // The killed worker really held chunks: the queue handed at least one back.
    const chunks = await Promise.all(
      [...Array(PEOPLE).keys()].map((i) =>
        p.matching.producer.queue.getJob(batchChunkJobId(batchId, i)),
      ),
    );
    expect(chunks.some((c) => (c?.stalledCounter ?? 0) >= 1)).toBe(true);
    live.close();
  });
});
