import type {
  Analysis,
  AuditEvent,
  Candidate,
  AuditExport,
  RequirementModelRecord,
} from '@shortlist/contracts';
import { INTERNAL_TOKEN_HEADER } from '@shortlist/kit';
import { ENGINE_VERSION } from '@shortlist/matcher';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import {
  eventually,
  resumeOf,
  startFakeLlm,
  type ChatRequest,
  type FakeReply,
} from '@shortlist/test-support';
import { startMatchingStack, type MatchingStack } from '../test-support/stack';
import { analyses } from '../db/schema';

jest.setTimeout(180_000);

// Every score on the record (issue #30.1): over a whole screening — a single analysis, a batch of
// more than 8 (chunked), decisions, an edit of the job's reading that re-scores its analyses, an
// engine upgrade's re-score, more decisions — the trail holds exactly one `analysis.scored` record
// per score the product gave, and every decision cites a recorded score. With the engine and with
// the LLM analyzer (a local server speaking the OpenAI protocol).

const SKILLS = ['Node.js', 'TypeScript', 'PostgreSQL', 'Kafka', 'Docker'];
const PEOPLE = 10;

/** A model that answers with a valid review of whatever it reads (its words; the score is the engine's). */
function reviewer(req: ChatRequest): FakeReply {
  const line =
    resumeOf(req)
      .split('\n')
      .find((l) => /Node\.js/.test(l)) ?? '';
  return {
    kind: 'answer',
    content: JSON.stringify({
      matchPercentage: 70,
      topSkills: ['Node.js'],
      missingSkills: ['Kafka'],
      evidence: [{ skill: 'Node.js', resumeLine: line }],
      summary: 'Node.js background.',
    }),
  };
}

describe.each([
  ['the engine', false],
  ['the LLM analyzer', true],
])('every score on the record, with %s', (_name, withLlm) => {
  let p: MatchingStack;
  let llm: Awaited<ReturnType<typeof startFakeLlm>> | undefined;
  beforeAll(async () => {
    llm = withLlm ? await startFakeLlm(reviewer) : undefined;
    p = await startMatchingStack();
    p.matching.startWorker(
      llm ? { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: llm.baseUrl, LLM_MAX_RETRIES: '0' } : {},
    );
  });
  afterAll(async () => {
    await p.close();
    await llm?.close();
  });

  test('a screening with an edit and an engine upgrade: one record per score, decisions cite them', async () => {
    const user = p.newUser();
    await p.makePro(user);
    const job = await p.uploadJob(user, {
      title: 'Backend Engineer',
      company: 'Acme',
      skills: SKILLS,
    });
    const people: Candidate[] = [];
    for (let i = 0; i < PEOPLE; i++) {
      people.push(
        await p.uploadCandidate(user, {
          name: `Person ${String.fromCharCode(65 + i)} Example`,
          skills: SKILLS.slice(0, 1 + (i % 4)),
        }),
      );
    }
    // The scores the product gave, as its recruiter was told of them.
    const live = await p.live(user);
    const given = () =>
      live.events('analysis:completed').length +
      live.events('batch:completed').reduce((n, e) => n + e.candidateIds.length, 0);
    const list = async () =>
      (await p.api(user).get('/api/analysis?pageSize=100')).body as Analysis[];
    const allScored = (check: (a: Analysis) => boolean) =>
      eventually(async () => {
        const rows = await list();
        return rows.length === PEOPLE && rows.every((a) => a.status === 'completed' && check(a))
          ? rows
          : undefined;
      }, 90_000);

    // 1. A single analysis.
    const single = await p.api(user).post(`/api/analysis/${people[0]!.id}/${job.id}`);
    expect(single.status).toBe(202);
    await live.waitFor('analysis:completed', (e) => e.analysis.id === single.body.id);

    // 2. A batch of ten (more than eight: chunks), the first pair again among them.
    const batch = await p
      .api(user)
      .post('/api/analysis/batch', { jobId: job.id, candidateIds: 'all' });
    expect(batch.status).toBe(202);
    await eventually(async () => {
      const got = (await p.api(user).get(`/api/analysis/batch/${batch.body.batchId}`)).body as {
        status: string;
      };
      return got.status === 'completed' ? got : undefined;
    }, 90_000);
    await eventually(async () => (given() === 1 + PEOPLE ? true : undefined));

    // 3. Decisions on the first scores.
    const decide = (ids: string[], decision: string) =>
      p.api(user).post('/api/analysis/decisions', { jobId: job.id, candidateIds: ids, decision });
    expect((await decide([people[0]!.id, people[1]!.id], 'advance')).status).toBe(200);

    // 4. The recruiter drops Kafka from the reading: every analysis is re-scored with version 2.
    const reading = (
      await request(p.documents.app)
        .get(`/api/job-descriptions/${job.id}`)
        .set('authorization', `Bearer ${p.keys.tokenFor(user)}`)
    ).body.reading as RequirementModelRecord;
    const saved = await request(p.documents.app)
      .put(`/api/job-descriptions/${job.id}/reading`)
      .set('authorization', `Bearer ${p.keys.tokenFor(user)}`)
      .send({
        ...reading,
        requirements: reading.requirements.filter((r) => !r.skills.includes('Apache Kafka')),
      });
    expect(saved.status).toBe(200);
    const asked = await request(p.matching.url)
      .post(`/internal/jobs/${job.id}/rescore`)
      .set(INTERNAL_TOKEN_HEADER, p.matching.config.INTERNAL_TOKEN)
      .send({ ownerId: user, requirementsVersion: 2 });
    expect(asked.body).toEqual({ queued: PEOPLE });
    const rescored = await allScored((a) => a.requirementsVersion === 2);
    await eventually(async () => (given() === 1 + 2 * PEOPLE ? true : undefined));

    // 5. An engine upgrade: one analysis scored by an older engine is scored again.
    const old = rescored.find((a) => a.candidateId === people[2]!.id)!;
    await p.matching.database.db
      .update(analyses)
      .set({ engineVersion: '2025.01-old' })
      .where(and(eq(analyses.ownerId, user), eq(analyses.id, old.id)));
    expect((await p.api(user).post(`/api/analysis/${old.id}/rescore-engine`)).status).toBe(202);
    await eventually(async () => (given() === 2 + 2 * PEOPLE ? true : undefined));
    await allScored((a) => a.engineVersion === ENGINE_VERSION);

    // 6. Decisions on the re-scored analyses.
    expect((await decide([people[2]!.id, people[3]!.id], 'reject')).status).toBe(200);

    const trail = (await p.api(user).get(`/api/analysis/audit?jobId=${job.id}&format=json`))
      .body as AuditExport;
    const scored = trail.events.filter((e) => e.kind === 'analysis.scored');
    // The invariant: as many scoring records as scores given, on every path.
    expect(given()).toBe(2 + 2 * PEOPLE);
    expect(scored).toHaveLength(given());
    // Each path's own records: the batch of ten, the edit's re-scores, the engine upgrade.
    expect(
      scored.filter((e) => e.batchId === batch.body.batchId && e.requirementsVersion === 1),
    ).toHaveLength(PEOPLE);
    expect(scored.filter((e) => e.requirementsVersion === 2)).toHaveLength(PEOPLE + 1);
    // Its batch score, its edit's re-score and its engine upgrade's.
    expect(scored.filter((e) => e.analysisId === old.id)).toHaveLength(3);
    if (withLlm) expect(scored.every((e) => e.analyzer?.startsWith('llm: '))).toBe(true);
    // Every score a page shows now is the last one recorded for its analysis.
    for (const analysis of await list()) {
      expect(lastScore(scored, analysis.id)?.matchPercentage).toBe(analysis.matchPercentage);
    }

    // Every decision cites a recorded score: the last one of its analysis before it was taken.
    const decisions = trail.events.filter((e) => e.kind === 'decision');
    expect(decisions).toHaveLength(4);
    for (const decision of decisions) {
      const cited = lastScore(scored, decision.analysisId!, decision.occurredAt);
      expect(cited).toBeDefined();
      expect(cited).toMatchObject({
        runId: decision.runId,
        matchPercentage: decision.matchPercentage,
      });
    }
    live.close();
  });
});

/** The last score recorded for an analysis (up to a moment). */
function lastScore(
  scored: AuditEvent[],
  analysisId: string,
  until?: string,
): AuditEvent | undefined {
  return scored
    .filter((e) => e.analysisId === analysisId && (!until || e.occurredAt <= until))
    .at(-1);
}
