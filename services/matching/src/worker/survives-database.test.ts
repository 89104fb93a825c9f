import { terminateConnections } from '@shortlist/kit';
import { eventually, exited } from '@shortlist/test-support';
import { startMatchingStack, type MatchingStack } from '../test-support/stack';
import { jobTaken, spawnWorker, stopSpawnedWorkers } from '../test-support/processes';
import { BACKEND, statusOf } from '../test-support/analysis-status';

jest.setTimeout(120_000);

// A worker outlives its database connections (issue #30 item 7): PostgreSQL ends them (a restart,
// a failover, an administrator) with pg_terminate_backend on the test's own database only, never
// a restart of the shared server. The worker logs it, keeps running and finishes the next analysis.

const onPostgres = Boolean(process.env.DATABASE_URL);

// A worker process on the test's database: PGlite cannot be shared with a child process.
(onPostgres ? describe : describe.skip)('a worker whose PostgreSQL connections are ended', () => {
  let p: MatchingStack;
  beforeAll(async () => {
    p = await startMatchingStack();
  });
  afterAll(async () => {
    await stopSpawnedWorkers();
    await p.close();
  });

  test('keeps running, during a job and between jobs, and finishes the next analysis', async () => {
    const user = p.newUser();
    const job = await p.uploadJob(user, {
      title: 'Backend Engineer',
      company: 'Acme',
      skills: BACKEND,
    });
    const first = await p.uploadCandidate(user, { name: 'Pat Pending', skills: ['Node.js'] });
    const second = await p.uploadCandidate(user, { name: 'Lee Later', skills: ['Redis'] });
    const env = p.matching.workerEnv();
    const worker = spawnWorker({ ...env, MATCHING_TEST_JOB_DELAY_MS: '1500' });

    // During a job: the worker holds the run when its connections go.
    expect((await p.api(user).post(`/api/analysis/${first.id}/${job.id}`)).status).toBe(202);
    await eventually(jobTaken(p.matching.producer.queue), 30_000, 'the worker to take the run');
    expect(await terminateConnections(env.DATABASE_URL!)).toBeGreaterThan(0);
    await eventually(
      async () => ((await statusOf(p, user, first.id, job.id)) === 'completed' ? true : undefined),
      60_000,
      'the first analysis to complete',
    );

    // Between jobs: every pooled connection of the idle worker goes.
    expect(await terminateConnections(env.DATABASE_URL!)).toBeGreaterThan(0);
    expect((await p.api(user).post(`/api/analysis/${second.id}/${job.id}`)).status).toBe(202);
    await eventually(
      async () => ((await statusOf(p, user, second.id, job.id)) === 'completed' ? true : undefined),
      60_000,
      'the next analysis to complete',
    );

    expect([worker.exitCode, worker.signalCode]).toEqual([null, null]);
    worker.kill('SIGTERM');
    expect((await exited(worker)).code).toBe(0);
  });
});
