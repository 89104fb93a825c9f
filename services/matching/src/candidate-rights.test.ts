import { storedWorkspaceId } from '@shortlist/kit';
import type { AuditExport, Batch } from '@shortlist/contracts';
import request from 'supertest';
// The documents service's client of this API, as product.ts uses its test app.
import { createMatchingClient } from '@shortlist/documents/testing';
import { eventually } from '@shortlist/test-support';
import { startMatchingStack, type MatchingStack } from './test-support/stack';

jest.setTimeout(90_000);

// A candidate's rights, matching's part (GDPR Art. 15 and 17): what it holds about a candidate,
// and its erasure, on the internal API the documents service calls.

const SKILLS = ['Node.js', 'TypeScript', 'PostgreSQL'];

describe("a candidate's rights", () => {
  let p: MatchingStack;
  beforeAll(async () => {
    p = await startMatchingStack();
    p.matching.startWorker();
  });
  afterAll(() => p.close());

  // Called with the documents service's own client, so its contract and this API cannot drift.
  const internal = () => {
    const client = createMatchingClient({
      baseUrl: p.matching.url,
      token: p.matching.config.INTERNAL_TOKEN,
      timeoutMs: 5000,
    });
    return {
      record: (id: string, ownerId: string) =>
        client.candidateRecord(storedWorkspaceId(ownerId), id),
      erase: (id: string, ownerId: string) => client.eraseCandidate(storedWorkspaceId(ownerId), id),
    };
  };

  async function screened(user: string) {
    await p.makePro(user);
    const job = await p.uploadJob(user, {
      title: 'Backend Engineer',
      company: 'Acme',
      skills: SKILLS,
    });
    const ada = await p.uploadCandidate(user, { name: 'Ada Lovelace', skills: SKILLS });
    const bob = await p.uploadCandidate(user, { name: 'Bob Byte', skills: ['Node.js'] });
    const started = await p
      .api(user)
      .post('/api/analysis/batch', { jobId: job.id, candidateIds: [ada.id, bob.id] });
    const batchId = started.body.batchId as string;
    await eventually(async () => {
      const got = (await p.api(user).get(`/api/analysis/batch/${batchId}`)).body as Batch;
      return got.status === 'completed' ? got : undefined;
    });
    await p.api(user).post('/api/analysis/decisions', {
      jobId: job.id,
      candidateIds: [ada.id],
      decision: 'advance',
      reason: 'Ada was great on the phone',
    });
    return { job, ada, bob, batchId };
  }

  test('the record holds the analyses, decisions and audit events about the candidate only', async () => {
    const user = p.newUser();
    const { job, ada } = await screened(user);
    const record = await internal().record(ada.id, user);
    expect(record.analyses).toHaveLength(1);
    expect(record.analyses[0]).toMatchObject({
      candidateId: ada.id,
      jobId: job.id,
      status: 'completed',
    });
    expect(record.decisions).toEqual([
      expect.objectContaining({
        jobId: job.id,
        decision: 'advance',
        reason: 'Ada was great on the phone',
      }),
    ]);
    expect(record.auditEvents.map((e) => e.kind)).toEqual(['analysis.scored', 'decision']);
    expect(record.auditEvents.every((e) => e.candidateId === ada.id)).toBe(true);

    // Another owner's view of the same id is empty; without the credential, no entry.
    expect(await internal().record(ada.id, p.newUser())).toEqual({
      analyses: [],
      decisions: [],
      auditEvents: [],
      groups: null,
      pipelineEvents: [],
    });
    const anonymous = await request(p.matching.url).get(
      `/internal/candidates/${ada.id}/record?ownerId=${user}`,
    );
    expect(anonymous.status).toBe(403);
  });

  test('erasure removes the analyses, shortlist rows and decisions; the trail keeps hashes and says so', async () => {
    const user = p.newUser();
    const { job, ada, bob, batchId } = await screened(user);

    expect(await internal().erase(ada.id, user)).toEqual({ analyses: 1, jobs: 1 });

    expect((await p.api(user).get(`/api/analysis/${ada.id}/${job.id}`)).status).toBe(404);
    const shortlist = (await p.api(user).get(`/api/analysis/batch/${batchId}`)).body as Batch;
    expect(shortlist).toMatchObject({ total: 1, done: 1, failed: 0, status: 'completed' });
    expect(shortlist.results.map((r) => r.candidateId)).toEqual([bob.id]);
    expect(await internal().record(ada.id, user)).toMatchObject({
      analyses: [],
      decisions: [],
    });

    const trail = (
      (await p.api(user).get(`/api/analysis/audit?jobId=${job.id}&format=json`)).body as AuditExport
    ).events.filter((e) => e.candidateId === ada.id);
    expect(trail.map((e) => e.kind)).toEqual(['analysis.scored', 'decision', 'candidate.erased']);
    expect(trail.every((e) => e.reason === null)).toBe(true);
    expect(trail[0]!.candidateSha256).toBe(ada.sha256);
    expect(trail[2]).toMatchObject({ actorId: user, candidateSha256: ada.sha256 });
    expect(JSON.stringify(trail)).not.toContain('Ada');

    // Bob's analysis is untouched.
    expect((await p.api(user).get(`/api/analysis/${bob.id}/${job.id}`)).status).toBe(200);
  });
});
