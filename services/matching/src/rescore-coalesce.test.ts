import type { Analysis, RequirementModelRecord } from '@shortlist/contracts';
import { INTERNAL_TOKEN_HEADER } from '@shortlist/kit';
import request from 'supertest';
import { eventually } from '@shortlist/test-support';
import { startMatchingStack, type MatchingStack } from './test-support/stack';

jest.setTimeout(180_000);

// Issue #30.8: each edit of a job's reading queued one re-score per analysis (40 quick edits on a
// 500-candidate job peaked at 15,500 waiting tasks). Now an edit queues ONE task for the job, a
// newer edit supersedes a waiting one, and every analysis ends scored with the last reading.

const PEOPLE = 30;
const EDITS = 40;

describe('quick edits of a job with many analyses', () => {
  let p: MatchingStack;
  beforeAll(async () => {
    p = await startMatchingStack();
  });
  afterAll(() => p.close());

  test('leave a bounded number of waiting re-score tasks, and every analysis on the last reading', async () => {
    const user = p.newUser();
    await p.makePro(user);
    const job = await p.uploadJob(user, {
      title: 'Backend Engineer',
      company: 'Acme',
      skills: ['Node.js', 'TypeScript', 'Kafka'],
    });
    for (let i = 0; i < PEOPLE; i++) {
      await p.uploadCandidate(user, {
        name: `Person ${i} Example`,
        skills: ['Node.js', 'TypeScript'],
      });
    }
    const worker = p.matching.startWorker();
    const batch = await p
      .api(user)
      .post('/api/analysis/batch', { jobId: job.id, candidateIds: 'all' });
    expect(batch.status).toBe(202);
    const list = async () =>
      (await p.api(user).get('/api/analysis?pageSize=100')).body as Analysis[];
    await eventually(async () => {
      const rows = await list();
      return rows.length === PEOPLE && rows.every((a) => a.status === 'completed')
        ? rows
        : undefined;
    }, 90_000);
    // No worker while the recruiter edits: every task queued waits.
    await worker.close(5000);

    const auth = { authorization: `Bearer ${p.keys.tokenFor(user)}` };
    const first = (await request(p.documents.app).get(`/api/job-descriptions/${job.id}`).set(auth))
      .body.reading as RequirementModelRecord;
    const withoutKafka = first.requirements.filter((r) => !r.skills.includes('Apache Kafka'));
    let version = 1;
    for (let i = 0; i < EDITS; i++) {
      // Kafka off, on, off, …: the fortieth edit puts it back.
      const requirements = i % 2 === 0 ? withoutKafka : first.requirements;
      const saved = await request(p.documents.app)
        .put(`/api/job-descriptions/${job.id}/reading`)
        .set(auth)
        .send({ ...first, version, requirements });
      expect(saved.status).toBe(200);
      version = (saved.body as RequirementModelRecord).version;
      const asked = await request(p.matching.url)
        .post(`/internal/jobs/${job.id}/rescore`)
        .set(INTERNAL_TOKEN_HEADER, p.matching.config.INTERNAL_TOKEN)
        .send({ ownerId: user, requirementsVersion: version });
      expect(asked.body).toEqual({ queued: PEOPLE });
    }
    const waiting = await p.matching.producer.queue.getJobCounts(
      'waiting',
      'delayed',
      'prioritized',
    );
    const queued = (waiting.waiting ?? 0) + (waiting.delayed ?? 0) + (waiting.prioritized ?? 0);
    expect(queued).toBeLessThanOrEqual(2);

    p.matching.startWorker();
    const last = await eventually(async () => {
      const rows = await list();
      return rows.every((a) => a.requirementsVersion === version) ? rows : undefined;
    }, 90_000);
    expect(last).toHaveLength(PEOPLE);
    // Scored with the last reading: it asks for Kafka again, which none of them has.
    expect(last.every((a) => a.missingSkills.includes('Apache Kafka'))).toBe(true);
    expect((await p.usage(user)).dailyMatches).toMatchObject({ used: PEOPLE });
  });
});
