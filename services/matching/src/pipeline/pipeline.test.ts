import { storedWorkspaceId } from '@shortlist/kit';
import type { AuditExport, JobPipeline, PipelineChange, PipelineEvent } from '@shortlist/contracts';
import { parseCsv } from '@shortlist/csv';
import { and, eq } from 'drizzle-orm';
import { analyses } from '../db/schema';
import { createMatchingClient } from '@shortlist/documents/testing';
import { eventually } from '@shortlist/test-support';
import { startMatchingStack, type MatchingStack } from '../test-support/stack';
import { screenedJob } from '../test-support/screened';
import { aVerdict } from '../test-support/verdict';

jest.setTimeout(90_000);

// A pipeline per job (issue #19): every analysed candidate is on it as New, people move them one
// at a time or in bulk, write notes, and every change is kept and sent live.

const SKILLS = ['Node.js', 'TypeScript', 'PostgreSQL'];

describe('pipeline', () => {
  let p: MatchingStack;
  beforeAll(async () => {
    p = await startMatchingStack();
    p.matching.startWorker();
  });
  afterAll(() => p.close());

  /** A job with three candidates screened in one batch, all analysed. */
  async function screened(
    user: string,
    names: (string | { name: string; skills: string[] })[] = ['Ann Able', 'Bob Best', '=Cmd Cell'],
  ) {
    const { job, people } = await screenedJob(
      p,
      user,
      { title: 'Backend Dev', skills: SKILLS },
      names,
    );
    return { job, ids: people.map((c) => c.id) };
  }

  const pipelineOf = async (user: string, jobId: string) =>
    (await p.api(user).get(`/api/analysis/jobs/${jobId}/pipeline`)).body as JobPipeline;

  const history = async (user: string, jobId: string, candidateId: string) =>
    (await p.api(user).get(`/api/analysis/jobs/${jobId}/pipeline/${candidateId}/history`)).body
      .events as PipelineEvent[];

  test('screened candidates start New; one move and a bulk move change stages, history and audit', async () => {
    const user = p.newUser();
    const { job, ids } = await screened(user);
    const [ann, bob, cmd] = ids as [string, string, string];
    const fresh = await pipelineOf(user, job.id);
    expect(fresh.jobTitle).toBe('Backend Dev');
    expect(fresh.entries.map((e) => e.stage)).toEqual(['new', 'new', 'new']);
    expect(fresh.entries.every((e) => e.analysisId && e.matchPercentage !== null)).toBe(true);

    const one = await p.api(user).post(`/api/analysis/jobs/${job.id}/pipeline/moves`, {
      candidateIds: [ann],
      stage: 'interview',
    });
    expect(one.status).toBe(200);
    const change = one.body as PipelineChange;
    expect(change.entries).toEqual([
      expect.objectContaining({ candidateId: ann, stage: 'interview', movedBy: user }),
    ]);
    expect(change.events).toEqual([
      expect.objectContaining({
        kind: 'moved',
        fromStage: 'new',
        toStage: 'interview',
        authorId: user,
      }),
    ]);

    // In bulk from the shortlist: Ann moves on from Interview, Bob and Cmd from New.
    const bulk = await p.api(user).post(`/api/analysis/jobs/${job.id}/pipeline/moves`, {
      candidateIds: [ann, bob, cmd],
      stage: 'shortlisted',
    });
    expect(bulk.status).toBe(200);
    expect((bulk.body as PipelineChange).events).toHaveLength(3);
    // Moving to the stage a candidate is at changes nothing and logs nothing.
    const again = await p.api(user).post(`/api/analysis/jobs/${job.id}/pipeline/moves`, {
      candidateIds: [bob],
      stage: 'shortlisted',
    });
    expect((again.body as PipelineChange).events).toEqual([]);

    expect((await pipelineOf(user, job.id)).entries.map((e) => e.stage)).toEqual([
      'shortlisted',
      'shortlisted',
      'shortlisted',
    ]);
    expect((await history(user, job.id, ann)).map((e) => [e.fromStage, e.toStage])).toEqual([
      ['new', 'interview'],
      ['interview', 'shortlisted'],
    ]);
    const trail = (await p.api(user).get(`/api/analysis/audit?jobId=${job.id}&format=json`))
      .body as AuditExport;
    const moves = trail.events.filter((e) => e.kind === 'pipeline.moved');
    expect(moves).toHaveLength(4);
    expect(moves[0]).toMatchObject({ candidateId: ann, actorId: user, detail: 'new -> interview' });
    // The oversight decision is a separate record: a move takes none.
    expect(trail.events.some((e) => e.kind === 'decision')).toBe(false);

    // A candidate not analysed for the job, or an unknown stage: nothing moves.
    const stranger = await p.api(user).post(`/api/analysis/jobs/${job.id}/pipeline/moves`, {
      candidateIds: [ann, 'not-on-this-job'],
      stage: 'hired',
    });
    expect(stranger.status).toBe(404);
    const badStage = await p.api(user).post(`/api/analysis/jobs/${job.id}/pipeline/moves`, {
      candidateIds: [ann],
      stage: 'maybe',
    });
    expect(badStage.status).toBe(400);
    expect((await pipelineOf(user, job.id)).entries[0]!.stage).toBe('shortlisted');
  });

  test('the board lists best score first with what tells people apart; the top N still New move to Shortlisted', async () => {
    const user = p.newUser();
    // Uploaded worst first, so the score order is not the order of the analyses.
    const { job, ids } = await screened(user, [
      { name: 'Cid Low', skills: ['Photoshop'] },
      { name: 'Bea Mid', skills: ['Node.js'] },
      { name: 'Ann Top', skills: SKILLS },
      { name: 'Dan Two', skills: ['Node.js', 'TypeScript'] },
    ]);
    const [cid, bea, ann, dan] = ids as [string, string, string, string];
    const fresh = await pipelineOf(user, job.id);
    const scores = fresh.entries.map((e) => e.matchPercentage ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(fresh.entries.map((e) => e.candidateId)).toEqual([ann, dan, bea, cid]);
    expect(fresh.entries[0]).toMatchObject({
      location: expect.stringContaining('Austin'),
      emailDomain: 'example.com',
    });
    expect(fresh.entries[0]!.headline).toBeTruthy();
    // Every card carries the verdict kept with its score, without the resume's quoted lines; a
    // verdict written into the stored evidence is the one the card shows.
    expect(
      fresh.entries.every(
        (e) => e.verdict && e.verdict.requirements.every((r) => r.evidence === undefined),
      ),
    ).toBe(true);
    const db = p.matching.database.db;
    const [stored] = await db
      .select({ evidence: analyses.evidence })
      .from(analyses)
      .where(and(eq(analyses.candidateId, ann), eq(analyses.jobId, job.id)));
    const kept = aVerdict({
      mustMet: 3,
      mustTotal: 3,
      band: 'strong',
      gap: [],
      requirements: [
        { requirement: 'Node.js', importance: 'must', state: 'met', evidence: 'Ann Top, Node.js' },
      ],
    });
    await db
      .update(analyses)
      .set({
        evidence: { ...stored!.evidence!, verdict: kept } as NonNullable<typeof stored>['evidence'],
      })
      .where(and(eq(analyses.candidateId, ann), eq(analyses.jobId, job.id)));
    const withVerdict = (await pipelineOf(user, job.id)).entries.find((e) => e.candidateId === ann);
    expect(withVerdict!.verdict).toEqual({
      ...kept,
      requirements: [{ requirement: 'Node.js', importance: 'must', state: 'met' }],
    });

    // Dan is moved by hand first: the top 2 still New are then Ann and Bea, not Dan again.
    await p.api(user).post(`/api/analysis/jobs/${job.id}/pipeline/moves`, {
      candidateIds: [dan],
      stage: 'interview',
    });
    const top = await p.api(user).post(`/api/analysis/jobs/${job.id}/pipeline/top`, { count: 2 });
    expect(top.status).toBe(200);
    const change = top.body as PipelineChange;
    expect(change.entries.map((e) => [e.candidateId, e.stage]).sort()).toEqual(
      [
        [ann, 'shortlisted'],
        [bea, 'shortlisted'],
      ].sort(),
    );
    expect(change.events.every((e) => e.kind === 'moved' && e.authorId === user)).toBe(true);
    const after = await pipelineOf(user, job.id);
    expect(after.entries.map((e) => [e.candidateId, e.stage])).toEqual([
      [ann, 'shortlisted'],
      [dan, 'interview'],
      [bea, 'shortlisted'],
      [cid, 'new'],
    ]);
    // More than are left: only the one still New moves; then none is left, and nothing happens.
    const rest = await p
      .api(user)
      .post(`/api/analysis/jobs/${job.id}/pipeline/top`, { count: 50, stage: 'rejected' });
    expect((rest.body as PipelineChange).entries.map((e) => e.candidateId)).toEqual([cid]);
    const none = await p.api(user).post(`/api/analysis/jobs/${job.id}/pipeline/top`, { count: 5 });
    expect((none.body as PipelineChange).events).toEqual([]);
    // New is not a target, a count must be at least one, and another workspace's job is not found.
    const toNew = await p
      .api(user)
      .post(`/api/analysis/jobs/${job.id}/pipeline/top`, { count: 1, stage: 'new' });
    expect(toNew.status).toBe(400);
    const zero = await p.api(user).post(`/api/analysis/jobs/${job.id}/pipeline/top`, { count: 0 });
    expect(zero.status).toBe(400);
    const stranger = p.newUser();
    const theirs = await p
      .api(stranger)
      .post(`/api/analysis/jobs/${job.id}/pipeline/top`, { count: 1 });
    expect(theirs.status).toBe(404);
  });

  test('notes keep author and time; the history is every change in order; CSV neutralises formulas', async () => {
    const user = p.newUser();
    const { job, ids } = await screened(user);
    const [ann, , cmd] = ids as [string, string, string];
    const noted = await p
      .api(user)
      .post(`/api/analysis/jobs/${job.id}/pipeline/${ann}/notes`, { note: 'Called, keen to talk' });
    expect(noted.status).toBe(201);
    expect((noted.body as PipelineChange).entries[0]!.notes).toBe(1);
    await p
      .api(user)
      .post(`/api/analysis/jobs/${job.id}/pipeline/moves`, { candidateIds: [ann], stage: 'offer' });
    const empty = await p
      .api(user)
      .post(`/api/analysis/jobs/${job.id}/pipeline/${ann}/notes`, { note: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatch(/Write a note first/);

    const events = await history(user, job.id, ann);
    expect(events.map((e) => e.kind)).toEqual(['note', 'moved']);
    expect(events[0]).toMatchObject({ note: 'Called, keen to talk', authorId: user });
    expect(Date.parse(events[0]!.occurredAt)).toBeLessThanOrEqual(
      Date.parse(events[1]!.occurredAt),
    );

    const csv = await p.api(user).get(`/api/analysis/jobs/${job.id}/pipeline.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const rows = parseCsv(csv.text);
    expect(rows[0]).toEqual(['Candidate', 'Stage', 'Score', 'Notes', 'Moved at', 'Candidate id']);
    const byId = new Map(rows.slice(1).map((r) => [r[5], r]));
    expect(byId.get(ann)!.slice(0, 2)).toEqual(['Ann Able', 'Offer']);
    expect(byId.get(ann)![3]).toBe('1');
    expect(byId.get(cmd)![0]).toBe("'=Cmd Cell");
  });

  test("another user's pipeline is not found on every route, and they get no live event", async () => {
    const user = p.newUser();
    const other = p.newUser();
    const { job, ids } = await screened(user, ['Dee Dot']);
    const [dee] = ids as [string];
    const theirs = await p.live(other);
    const mine = await p.live(user);
    const seen: PipelineChange[] = [];
    const theirSeen: PipelineChange[] = [];
    mine.socket.on('pipeline:changed', (e) => seen.push(e));
    theirs.socket.on('pipeline:changed', (e) => theirSeen.push(e));

    const base = `/api/analysis/jobs/${job.id}/pipeline`;
    expect((await p.api(other).get(base)).status).toBe(404);
    expect((await p.api(other).get(`${base}.csv`)).status).toBe(404);
    expect(
      (await p.api(other).post(`${base}/moves`, { candidateIds: [dee], stage: 'hired' })).status,
    ).toBe(404);
    expect((await p.api(other).post(`${base}/${dee}/notes`, { note: 'mine now' })).status).toBe(
      404,
    );
    expect((await p.api(other).get(`${base}/${dee}/history`)).body.events).toEqual([]);

    // The owner's own move and note arrive live, on the owner's sockets only.
    await p.api(user).post(`${base}/moves`, { candidateIds: [dee], stage: 'hired' });
    await p.api(user).post(`${base}/${dee}/notes`, { note: 'Signed' });
    await eventually(async () => (seen.length === 2 ? true : undefined));
    expect(seen[0]!.entries[0]).toMatchObject({ candidateId: dee, stage: 'hired' });
    expect(seen[1]!.events[0]).toMatchObject({ kind: 'note', note: 'Signed' });
    expect(theirSeen).toEqual([]);
    expect((await pipelineOf(user, job.id)).entries[0]).toMatchObject({ stage: 'hired', notes: 1 });
  });

  test('the candidate export carries their pipeline history; erasing takes it with them', async () => {
    const user = p.newUser();
    const { job, ids } = await screened(user, ['Fay Gone', 'Hal Kept']);
    const [fay, hal] = ids as [string, string];
    const base = `/api/analysis/jobs/${job.id}/pipeline`;
    await p.api(user).post(`${base}/moves`, { candidateIds: [fay, hal], stage: 'interview' });
    await p.api(user).post(`${base}/${fay}/notes`, { note: 'Fay mentioned her visa' });
    // As the documents service erases a candidate, with its own client of the internal API.
    const matching = createMatchingClient({
      baseUrl: p.matching.url,
      token: p.matching.config.INTERNAL_TOKEN,
      timeoutMs: 5000,
    });
    // GDPR Art. 15: the candidate's export lists every move and note on the pipeline.
    const exported = await matching.candidateRecord(storedWorkspaceId(user), fay);
    expect(exported.pipelineEvents).toEqual([
      expect.objectContaining({ jobId: job.id, kind: 'moved', toStage: 'interview' }),
      expect.objectContaining({ jobId: job.id, kind: 'note', note: 'Fay mentioned her visa' }),
    ]);
    await matching.eraseCandidate(storedWorkspaceId(user), fay);
    expect((await matching.candidateRecord(storedWorkspaceId(user), fay)).pipelineEvents).toEqual(
      [],
    );
    expect((await pipelineOf(user, job.id)).entries[0]).toMatchObject({
      candidateId: hal,
      stage: 'interview',
    });
    expect(await history(user, job.id, fay)).toEqual([]);
    expect(await history(user, job.id, hal)).toHaveLength(1);
  });

  test('a single analysis puts the candidate on the pipeline; without SMTP sending is refused clearly', async () => {
    const user = p.newUser();
    const job = await p.uploadJob(user, { title: 'Data Dev', company: 'Acme', skills: SKILLS });
    const eve = await p.uploadCandidate(user, { name: 'Eve Early', skills: SKILLS });
    expect((await p.api(user).get(`/api/analysis/jobs/${job.id}/pipeline`)).status).toBe(404);
    expect((await p.api(user).post(`/api/analysis/${eve.id}/${job.id}`)).status).toBe(202);
    expect((await pipelineOf(user, job.id)).entries).toEqual([
      expect.objectContaining({ candidateId: eve.id, stage: 'new', movedBy: null }),
    ]);

    expect((await p.api(user).get('/api/analysis/outreach/settings')).body).toEqual({
      configured: false,
      from: null,
    });
    const send = await p
      .api(user)
      .post(`/api/analysis/jobs/${job.id}/outreach`, { candidateIds: [eve.id], subject: 'Hello' });
    expect(send.status).toBe(503);
    expect(send.body.error).toMatch(/SMTP_HOST/);
    expect((await pipelineOf(user, job.id)).entries[0]!.stage).toBe('new');
  });
});
