import { storedWorkspaceId } from '@shortlist/kit';
import type { AuditEvent, AuditExport, Batch } from '@shortlist/contracts';
import { ENGINE_VERSION, scoreBand } from '@shortlist/matcher';
import { purgeExpiredAuditEvents } from './audit/retention';
import { auditTrailOfJob, recordAuditEvents } from './audit/trail';
import { eventually } from '@shortlist/test-support';
import { startMatchingStack, type MatchingStack } from './test-support/stack';

jest.setTimeout(90_000);

// Human oversight and accountability (issue #17): every score is on the audit trail with what
// produced it, a recruiter's decisions are taken and logged, and the trail is exported per job.

const BACKEND = ['Node.js', 'TypeScript', 'PostgreSQL', 'Redis', 'Docker'];

describe('oversight', () => {
  let p: MatchingStack;
  beforeAll(async () => {
    p = await startMatchingStack();
    p.matching.startWorker();
  });
  afterAll(() => p.close());

  async function analysed(user: string, jobId: string, candidateId: string) {
    expect((await p.api(user).post(`/api/analysis/${candidateId}/${jobId}`)).status).toBe(202);
    return eventually(async () => {
      const got = await p.api(user).get(`/api/analysis/${candidateId}/${jobId}`);
      return got.body.status === 'completed' ? got.body : undefined;
    });
  }

  const audit = async (user: string, jobId: string) =>
    (await p.api(user).get(`/api/analysis/audit?jobId=${jobId}&format=json`)).body as AuditExport;

  test('every score is on the audit trail with the documents, versions and analyzer that made it', async () => {
    const user = p.newUser();
    const job = await p.aJob(user);
    const ada = await p.uploadCandidate(user, {
      name: 'Ada Lovelace',
      skills: ['Node.js', 'Redis'],
    });
    const analysis = await analysed(user, job.id, ada.id);
    expect(analysis.decision).toBeNull();

    const res = await p.api(user).get(`/api/analysis/audit?jobId=${job.id}&format=json`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="audit-${job.id}.json"`);
    const events = (res.body as AuditExport).events;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject<Partial<AuditEvent>>({
      kind: 'analysis.scored',
      actorId: user,
      jobId: job.id,
      candidateId: ada.id,
      analysisId: analysis.id,
      candidateSha256: ada.sha256,
      jobSha256: job.sha256,
      requirementsVersion: job.reading?.version ?? 1,
      engineVersion: ENGINE_VERSION,
      analyzer: 'engine',
      matchPercentage: analysis.matchPercentage,
      band: scoreBand(analysis.matchPercentage),
      decision: null,
    });
    expect(ada.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(events[0]!.requestedAt!)).toBeLessThanOrEqual(
      Date.parse(events[0]!.occurredAt),
    );

    // Running the pair again adds a record; the first one stays as it was.
    await p.api(user).post(`/api/analysis/${ada.id}/${job.id}`);
    await eventually(async () =>
      (await audit(user, job.id)).events.length === 2 ? true : undefined,
    );
    expect((await audit(user, job.id)).events[0]).toEqual(events[0]);

    // Another user's job: not found, in either format.
    const other = p.newUser();
    for (const format of ['json', 'csv']) {
      const theirs = await p.api(other).get(`/api/analysis/audit?jobId=${job.id}&format=${format}`);
      expect(theirs.status).toBe(404);
      expect(theirs.body.error).toBe('This job has no scores or decisions to audit yet.');
    }
    expect((await p.api(user).get('/api/analysis/audit')).status).toBe(400);
  });

  test('a recruiter decides on the analysis page and in bulk on the shortlist; each decision is logged', async () => {
    const user = p.newUser();
    await p.makePro(user);
    const job = await p.uploadJob(user, {
      title: 'Platform Engineer',
      company: 'Acme',
      skills: BACKEND,
    });
    const people = [
      await p.uploadCandidate(user, { name: 'Una Full', skills: BACKEND }),
      await p.uploadCandidate(user, { name: 'Wes Half', skills: ['Node.js', 'TypeScript'] }),
      await p.uploadCandidate(user, { name: 'Yul None', skills: ['Photoshop', 'Illustrator'] }),
    ];
    const started = await p
      .api(user)
      .post('/api/analysis/batch', { jobId: job.id, candidateIds: people.map((c) => c.id) });
    expect(started.status).toBe(202);
    const batch = await eventually(async () => {
      const got = (await p.api(user).get(`/api/analysis/batch/${started.body.batchId}`))
        .body as Batch;
      return got.status === 'completed' ? got : undefined;
    });
    // Scored, even very low, and nobody is rejected by the machine.
    expect(batch.results.map((r) => r.decision)).toEqual([null, null, null]);
    const [una, wes, yul] = people.map((c) => c.id) as [string, string, string];

    // One candidate from the analysis page.
    const one = await p.api(user).post('/api/analysis/decisions', {
      jobId: job.id,
      candidateIds: [una],
      decision: 'advance',
      reason: 'Strong platform background',
    });
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ jobId: job.id, decision: 'advance', candidateIds: [una] });
    const page = await p.api(user).get(`/api/analysis/${una}/${job.id}`);
    expect(page.body.decision).toMatchObject({
      decision: 'advance',
      reason: 'Strong platform background',
      decidedBy: user,
    });

    // Two at once from the shortlist; then one of them changes its mind.
    const bulk = await p.api(user).post('/api/analysis/decisions', {
      jobId: job.id,
      candidateIds: [wes, yul],
      decision: 'hold',
    });
    expect(bulk.status).toBe(200);
    await p.api(user).post('/api/analysis/decisions', {
      jobId: job.id,
      candidateIds: [yul],
      decision: 'reject',
      reason: '=HYPERLINK("http://x")',
    });
    const shortlist = (await p.api(user).get(`/api/analysis/batch/${started.body.batchId}`))
      .body as Batch;
    const decided = Object.fromEntries(
      shortlist.results.map((r) => [r.candidateId, r.decision?.decision]),
    );
    expect(decided).toEqual({ [una]: 'advance', [wes]: 'hold', [yul]: 'reject' });

    const trail = (await audit(user, job.id)).events;
    expect(trail.filter((e) => e.kind === 'analysis.scored')).toHaveLength(3);
    expect(
      trail.filter((e) => e.batchId === started.body.batchId && e.kind === 'analysis.scored'),
    ).toHaveLength(3);
    const decisions = trail.filter((e) => e.kind === 'decision');
    expect(decisions.map((e) => [e.candidateId, e.decision])).toEqual(
      expect.arrayContaining([
        [una, 'advance'],
        [wes, 'hold'],
        [yul, 'hold'],
        [yul, 'reject'],
      ]),
    );
    expect(decisions).toHaveLength(4);
    const yulScore = batch.results.find((r) => r.candidateId === yul)!.matchPercentage;
    expect(decisions.find((e) => e.decision === 'reject')).toMatchObject({
      actorId: user,
      matchPercentage: yulScore,
      reason: '=HYPERLINK("http://x")',
    });

    // The CSV has a row per event, and a reason typed as a formula stays text.
    const csv = await p.api(user).get(`/api/analysis/audit?jobId=${job.id}&format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toMatch(/^occurredAt,kind,actorId,candidateId,/);
    expect(lines).toHaveLength(1 + trail.length);
    expect(csv.text).toContain(`"'=HYPERLINK(""http://x"")"`);

    // Re-running a decided candidate keeps the decision.
    await p.api(user).post(`/api/analysis/${una}/${job.id}`);
    await eventually(async () => {
      const got = await p.api(user).get(`/api/analysis/${una}/${job.id}`);
      return got.body.status === 'completed' && got.body.id ? got.body : undefined;
    });
    expect((await p.api(user).get(`/api/analysis/${una}/${job.id}`)).body.decision.decision).toBe(
      'advance',
    );
  });

  test("a decision on a candidate not analysed for the job, or someone else's, is refused and changes nothing", async () => {
    const user = p.newUser();
    const job = await p.uploadJob(user, {
      title: 'Data Engineer',
      company: 'Acme',
      skills: ['Python'],
    });
    const ann = await p.uploadCandidate(user, { name: 'Ann One', skills: ['Python'] });
    const ben = await p.uploadCandidate(user, { name: 'Ben Two', skills: ['Python'] });
    await analysed(user, job.id, ann.id);

    const unanalysed = await p.api(user).post('/api/analysis/decisions', {
      jobId: job.id,
      candidateIds: [ann.id, ben.id],
      decision: 'reject',
    });
    expect(unanalysed.status).toBe(404);
    const other = p.newUser();
    const foreign = await p.api(other).post('/api/analysis/decisions', {
      jobId: job.id,
      candidateIds: [ann.id],
      decision: 'reject',
    });
    expect(foreign.status).toBe(404);
    const automatic = await p.api(user).post('/api/analysis/decisions', {
      jobId: job.id,
      candidateIds: [ann.id],
      decision: 'auto-reject',
    });
    expect(automatic.status).toBe(400);

    expect((await p.api(user).get(`/api/analysis/${ann.id}/${job.id}`)).body.decision).toBeNull();
    expect((await audit(user, job.id)).events.map((e) => e.kind)).toEqual(['analysis.scored']);
  });

  test('the retention purge removes only events older than the retention period', async () => {
    const db = p.matching.database.db;
    const owner = p.newUser();
    const day = 24 * 3600 * 1000;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
    const event = (candidateId: string, occurredAt: Date) => ({
      ownerId: owner,
      jobId: 'job-retention',
      candidateId,
      kind: 'decision' as const,
      actorId: owner,
      occurredAt,
      decision: 'hold' as const,
    });
    await recordAuditEvents(db, [
      event('old', at(200)),
      event('recent', at(100)),
      event('new', at(0)),
    ]);

    const purged = await purgeExpiredAuditEvents(db, 183);
    expect(purged).toBeGreaterThanOrEqual(1);
    const left = await auditTrailOfJob(db, storedWorkspaceId(owner), 'job-retention');
    expect(left.map((e) => e.candidateId)).toEqual(['recent', 'new']);
    expect(await purgeExpiredAuditEvents(db, 30)).toBeGreaterThanOrEqual(1);
    expect(
      (await auditTrailOfJob(db, storedWorkspaceId(owner), 'job-retention')).map(
        (e) => e.candidateId,
      ),
    ).toEqual(['new']);
  });
});
