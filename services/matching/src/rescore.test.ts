import type { Analysis, RequirementModelRecord } from '@shortlist/contracts';
import { INTERNAL_TOKEN_HEADER } from '@shortlist/kit';
import request from 'supertest';
import { eventually } from '@shortlist/test-support';
import { startMatchingStack, type MatchingStack } from './test-support/stack';
import { jobTaken } from './test-support/processes';

jest.setTimeout(90_000);

// A recruiter edits how Shortlist read a job; the job's analyses are scored again in place with
// the new version, live, without another daily match.

describe('re-scoring after the job reading is edited', () => {
  let p: MatchingStack;
  beforeAll(async () => {
    p = await startMatchingStack();
    p.matching.startWorker();
  });
  afterAll(() => p.close());

  const rescore = (jobId: string, body: object, token = p.matching.config.INTERNAL_TOKEN) =>
    request(p.matching.url)
      .post(`/internal/jobs/${jobId}/rescore`)
      .set(INTERNAL_TOKEN_HEADER, token)
      .send(body);

  test('removing a must-have the candidate lacked raises them, in place and live', async () => {
    const user = p.newUser();
    const job = await p.uploadJob(user, {
      title: 'Backend Engineer',
      company: 'Acme',
      skills: ['Node.js', 'TypeScript', 'PostgreSQL', 'Kafka'],
    });
    const ada = await p.uploadCandidate(user, {
      name: 'Ada Lovelace',
      skills: ['Node.js', 'TypeScript', 'PostgreSQL'],
    });
    const live = await p.live(user);
    const started = await p.api(user).post(`/api/analysis/${ada.id}/${job.id}`);
    expect(started.status).toBe(202);
    const { analysis: before } = await live.waitFor(
      'analysis:completed',
      (e) => e.analysis.id === started.body.id,
    );
    expect(before.requirementsVersion).toBe(1);
    expect(before.missingSkills).toContain('Apache Kafka');

    // The recruiter drops Kafka in documents; documents then asks matching, as recorded here.
    const reading = (
      await request(p.documents.app)
        .get(`/api/job-descriptions/${job.id}`)
        .set('authorization', `Bearer ${p.keys.tokenFor(user)}`)
    ).body.reading as RequirementModelRecord;
    await saveWithoutKafka(p, user, job.id, reading);
    const asked = p.documents.rescoreCalls.find(([jobId]) => jobId === job.id);
    expect(asked).toEqual([job.id, { ownerId: user, requirementsVersion: 2 }]);

    const res = await rescore(job.id, asked![1]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ queued: 1 });

    const { analysis: after } = await live.waitFor(
      'analysis:completed',
      (e) => e.analysis.id === before.id && e.analysis.requirementsVersion === 2,
    );
    expect(after.status).toBe('completed');
    expect(after.missingSkills).not.toContain('Apache Kafka');
    expect(after.matchPercentage!).toBeGreaterThan(before.matchPercentage!);
    const got = (await p.api(user).get(`/api/analysis/${ada.id}/${job.id}`)).body as Analysis;
    expect(got).toMatchObject({
      id: before.id,
      matchPercentage: after.matchPercentage,
      requirementsVersion: 2,
    });
    // The same analysis, re-scored: no second daily match.
    expect((await p.usage(user)).dailyMatches).toMatchObject({ used: 1 });

    // Asking again for the same version queues nothing new that changes anything.
    await rescore(job.id, asked![1]);
    live.close();
  });

  test('the internal route wants the service credential', async () => {
    const res = await rescore('job-1', { ownerId: 'u', requirementsVersion: 2 }, 'x'.repeat(30));
    expect(res.status).toBe(403);
    const bad = await rescore('job-1', { ownerId: 'u' });
    expect(bad.status).toBe(400);
  });

  test("a user's edit re-scores only that user's analyses of the job", async () => {
    const res = await rescore('00000000-0000-4000-8000-000000000000', {
      ownerId: p.newUser(),
      requirementsVersion: 2,
    });
    expect(res.body).toEqual({ queued: 0 });
  });
});

describe('an edit while an analysis is running', () => {
  let p: MatchingStack;
  beforeAll(async () => {
    // The run pauses in its scoring stage, after it has read the job: the edit lands meanwhile.
    p = await startMatchingStack({ MATCHING_TEST_JOB_DELAY_MS: '1500' });
    p.matching.startWorker();
  });
  afterAll(() => p.close());

  test('the run that read the old reading is scored again once it finishes', async () => {
    const user = p.newUser();
    const job = await p.uploadJob(user, {
      title: 'Backend Engineer',
      company: 'Acme',
      skills: ['Node.js', 'TypeScript', 'Kafka'],
    });
    const ada = await p.uploadCandidate(user, {
      name: 'Ada Lovelace',
      skills: ['Node.js', 'TypeScript'],
    });
    const live = await p.live(user);
    const started = await p.api(user).post(`/api/analysis/${ada.id}/${job.id}`);
    await live.waitFor(
      'analysis:progress',
      (e) => e.analysisId === started.body.id && e.status === 'scoring',
    );

    expect(await dropKafka(user, job)).toEqual({ queued: 1 });

    const { analysis } = await live.waitFor(
      'analysis:completed',
      (e) => e.analysis.id === started.body.id && e.analysis.requirementsVersion === 2,
    );
    expect(analysis.missingSkills).not.toContain('Apache Kafka');
    // It first finished with the reading it had read, then was scored again with the edit.
    const versions = live
      .events('analysis:completed')
      .filter((e) => e.analysis.id === started.body.id)
      .map((e) => e.analysis.requirementsVersion);
    expect(versions).toEqual([1, 2]);
    expect((await p.usage(user)).dailyMatches).toMatchObject({ used: 1 });
    live.close();
  });

  test('a batch whose job is edited while it runs ends with every score on the edit', async () => {
    const user = p.newUser();
    await p.makePro(user);
    const job = await p.uploadJob(user, {
      title: 'Backend Engineer',
      company: 'Acme',
      skills: ['Node.js', 'TypeScript', 'Kafka'],
    });
    const people = 3;
    for (let i = 0; i < people; i++) {
      await p.uploadCandidate(user, {
        name: `Batch ${String.fromCharCode(65 + i)} Example`,
        skills: ['Node.js', 'TypeScript'],
      });
    }
    const live = await p.live(user);
    const started = await p
      .api(user)
      .post('/api/analysis/batch', { jobId: job.id, candidateIds: 'all' });
    expect(started.status).toBe(202);
    // A chunk has read the job (a batch reads it once for all its chunks) and pauses: its runs,
    // and the chunks still waiting, show `queued` in the database, yet score with the old reading.
    await eventually(jobTaken(p.matching.producer.queue), 30_000, 'a worker to take a chunk');
    await new Promise((r) => setTimeout(r, 300));
    expect(await dropKafka(user, job)).toEqual({ queued: people });

    await eventually(
      async () => {
        const list = await p.api(user).get('/api/analysis');
        const rows = list.body as Analysis[];
        return rows.length === people &&
          rows.every((a) => a.status === 'completed' && a.requirementsVersion === 2)
          ? rows
          : undefined;
      },
      60_000,
      'every analysis of the batch scored with the edited reading',
    );
    const list = (await p.api(user).get('/api/analysis')).body as Analysis[];
    expect(list.every((a) => !a.missingSkills.includes('Apache Kafka'))).toBe(true);
    expect((await p.usage(user)).dailyMatches).toMatchObject({ used: people });
    live.close();
  });

  /** The recruiter removes the Kafka requirement; the internal call documents makes then. */
  async function dropKafka(user: string, job: { id: string; reading?: unknown }) {
    await saveWithoutKafka(p, user, job.id, job.reading as RequirementModelRecord);
    const res = await request(p.matching.url)
      .post(`/internal/jobs/${job.id}/rescore`)
      .set(INTERNAL_TOKEN_HEADER, p.matching.config.INTERNAL_TOKEN)
      .send({ ownerId: user, requirementsVersion: 2 });
    return res.body as unknown;
  }
});

/** The recruiter saves the job's reading without its Kafka requirement (documents' own route). */
async function saveWithoutKafka(
  p: MatchingStack,
  user: string,
  jobId: string,
  reading: RequirementModelRecord,
) {
  const saved = await request(p.documents.app)
    .put(`/api/job-descriptions/${jobId}/reading`)
    .set('authorization', `Bearer ${p.keys.tokenFor(user)}`)
    .send({
      ...reading,
      requirements: reading.requirements.filter((r) => !r.skills.includes('Apache Kafka')),
    });
  expect(saved.status).toBe(200);
}
