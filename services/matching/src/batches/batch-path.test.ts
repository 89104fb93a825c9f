import { analysisBatchChunkJob, batchChunkJobId, type Analysis } from '@shortlist/contracts';
import { eventually } from '@shortlist/test-support';
import { startMatchingStack, type MatchingStack } from '../test-support/stack';
import { requeueStaleRuns } from '../worker/requeue-stale-runs';

jest.setTimeout(120_000);

// A batch scores candidates in chunks (one job profile read, one profile call, one write per
// chunk); a single analysis runs alone with live stages. A recruiter must not be able to tell which
// path scored a pair: the same score, skills, breakdown and message either way.

const SKILLS = ['Node.js', 'TypeScript', 'PostgreSQL', 'Redis', 'Docker', 'Kubernetes', 'AWS'];
const PEOPLE = 17;

const outcome = (a: Analysis) => ({
  candidateId: a.candidateId,
  status: a.status,
  matchPercentage: a.matchPercentage,
  topSkills: a.topSkills,
  missingSkills: a.missingSkills,
  breakdown: a.breakdown,
  generatedMessage: a.generatedMessage,
  analyzer: a.analyzer,
  analyzerNote: a.analyzerNote,
  candidateName: a.candidateName,
  jobTitle: a.jobTitle,
});

describe('the batch path', () => {
  let p: MatchingStack;
  beforeAll(async () => {
    p = await startMatchingStack();
    p.matching.startWorker();
  });
  afterAll(() => p.close());

  test('scores every pair exactly as the single path does, told by completions and chunk progress only', async () => {
    const user = p.newUser();
    await p.makePro(user);
    const job = await p.uploadJob(user, {
      title: 'Platform Engineer',
      company: 'Acme',
      skills: SKILLS,
    });
    const candidates = [];
    for (let i = 0; i < PEOPLE; i++) {
      // Different overlaps with the job, and some skills it does not ask for.
      const skills = SKILLS.filter((_, s) => (i + s) % 3 !== 0).slice(0, 1 + (i % SKILLS.length));
      candidates.push(
        await p.uploadCandidate(user, {
          name: `Person ${String.fromCharCode(65 + i)} Example`,
          skills: [...skills, i % 2 ? 'Go' : 'Photoshop'],
        }),
      );
    }
    const live = await p.live(user);

    // The single path, one pair at a time.
    const single = new Map<string, ReturnType<typeof outcome>>();
    for (const candidate of candidates) {
      const res = await p.api(user).post(`/api/analysis/${candidate.id}/${job.id}`);
      expect(res.status).toBe(202);
      const { analysis } = await live.waitFor(
        'analysis:completed',
        (e) => e.analysis.id === res.body.id && e.analysis.status === 'completed',
      );
      single.set(candidate.id, outcome(analysis));
    }
    expect(new Set([...single.values()].map((o) => o.matchPercentage)).size).toBeGreaterThan(3);

    // The same pairs again as one batch.
    const started = await p
      .api(user)
      .post('/api/analysis/batch', { jobId: job.id, candidateIds: 'all' });
    expect(started.status).toBe(202);
    const batchId = started.body.batchId as string;
    await live.waitFor('batch:progress', (e) => e.batchId === batchId && e.done === PEOPLE);
    const batch = await p.api(user).get(`/api/analysis/batch/${batchId}`);
    expect(batch.body).toMatchObject({
      status: 'completed',
      total: PEOPLE,
      done: PEOPLE,
      failed: 0,
    });

    const batched = new Map<string, ReturnType<typeof outcome>>();
    for (const candidate of candidates) {
      const res = await p.api(user).get(`/api/analysis/${candidate.id}/${job.id}`);
      expect(res.body.batchId).toBe(batchId);
      batched.set(candidate.id, outcome(res.body as Analysis));
    }
    expect(Object.fromEntries(batched)).toEqual(Object.fromEntries(single));

    // Chunks: no per-candidate events at all; one completion event per chunk naming each of its
    // candidates once, and a handful of progress events.
    const stages = live.events('analysis:progress').filter((e) => e.batchId === batchId);
    expect(stages).toEqual([]);
    const completedIds = () =>
      live
        .events('batch:completed')
        .filter((e) => e.batchId === batchId)
        .flatMap((e) => e.candidateIds);
    await eventually(async () => (completedIds().length === PEOPLE ? true : undefined));
    expect(completedIds().sort()).toEqual(candidates.map((c) => c.id).sort());
    const chunkEvents = live.events('batch:completed').filter((e) => e.batchId === batchId);
    expect(chunkEvents.length).toBeLessThan(PEOPLE);
    expect(chunkEvents.every((e) => e.jobId === job.id)).toBe(true);
    expect(live.events('analysis:completed').filter((e) => e.analysis.batchId === batchId)).toEqual(
      [],
    );
    const progress = live.events('batch:progress').filter((e) => e.batchId === batchId);
    expect(progress.length).toBeLessThanOrEqual(Math.ceil(PEOPLE / 3) + 1);
    expect((await p.usage(user)).dailyMatches.used).toBe(2 * PEOPLE);

    // A chunk that runs again (its worker died after writing, the queue handed it back) changes
    // nothing: no second result, count, completion or match.
    const first = await p.matching.producer.queue.getJob(batchChunkJobId(batchId, 0));
    expect(first?.name).toBe('analysis.batch-chunk');
    const again = `${batchChunkJobId(batchId, 0)}-again`;
    await p.matching.producer.add({
      name: 'analysis.batch-chunk',
      queueJobId: again,
      data: analysisBatchChunkJob.parse(first?.data),
    });
    await eventually(async () => {
      const state = await (await p.matching.producer.queue.getJob(again))?.getState();
      return state === 'completed' ? state : undefined;
    });
    expect((await p.api(user).get(`/api/analysis/batch/${batchId}`)).body).toMatchObject({
      done: PEOPLE,
      failed: 0,
    });
    for (const candidate of candidates) {
      const res = await p.api(user).get(`/api/analysis/${candidate.id}/${job.id}`);
      expect(outcome(res.body as Analysis)).toEqual(single.get(candidate.id));
    }
    expect(completedIds()).toHaveLength(PEOPLE);
    expect((await p.usage(user)).dailyMatches.used).toBe(2 * PEOPLE);
    live.close();
  });
});

describe('the stale-run sweep and chunks', () => {
  let p: MatchingStack;
  beforeAll(async () => {
    p = await startMatchingStack();
  });
  afterAll(() => p.close());

  test('leaves the runs of a queued chunk to it, and re-queues them one by one once the chunk is lost', async () => {
    const user = p.newUser();
    await p.makePro(user);
    const job = await p.uploadJob(user, { title: 'SRE', company: 'Acme', skills: SKILLS });
    for (let i = 0; i < PEOPLE; i++) {
      await p.uploadCandidate(user, {
        name: `Sweep ${String.fromCharCode(65 + i)} Example`,
        skills: SKILLS.slice(0, 1 + (i % 5)),
      });
    }
    // No worker yet: the chunks wait in the queue, and every run looks stale to a sweep from later.
    const started = await p
      .api(user)
      .post('/api/analysis/batch', { jobId: job.id, candidateIds: 'all' });
    expect(started.status).toBe(202);
    const batchId = started.body.batchId as string;
    // The sweep reads only the database, the queue and the config here (nothing fails for good).
    const deps = {
      db: p.matching.database.db,
      producer: p.matching.producer,
      config: p.matching.config,
    } as unknown as Parameters<typeof requeueStaleRuns>[0];
    const later = { staleAfterMs: 0, now: new Date(Date.now() + 60_000) };
    expect(await requeueStaleRuns(deps, later)).toEqual({ requeued: 0, failed: 0 });

    // Redis lost the chunks: each run goes back on its own, and the batch still completes once.
    await p.matching.producer.queue.obliterate({ force: true });
    expect(await requeueStaleRuns(deps, later)).toEqual({ requeued: PEOPLE, failed: 0 });
    p.matching.startWorker();
    const done = await eventually(async () => {
      const res = await p.api(user).get(`/api/analysis/batch/${batchId}`);
      return res.body.status === 'completed' ? res.body : undefined;
    }, 60_000);
    expect(done).toMatchObject({ total: PEOPLE, done: PEOPLE, failed: 0 });
    expect((await p.usage(user)).dailyMatches.used).toBe(PEOPLE);
  });
});
