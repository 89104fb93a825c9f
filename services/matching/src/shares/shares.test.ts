import { createHash } from 'node:crypto';
import {
  SHARE_INACTIVE_MESSAGE,
  type AuditExport,
  type JobShares,
  type PipelineEvent,
  type SharedShortlist,
  type ShareLink,
  type ShareLinkCreated,
} from '@shortlist/contracts';
import { INTERNAL_TOKEN_HEADER } from '@shortlist/kit';
import { startMatchingStack, type MatchingStack } from '../test-support/stack';
import { screenedJob } from '../test-support/screened';
import { eq } from 'drizzle-orm';
import { shareLinkCandidates, shareLinks } from '../db/schema';
import request from 'supertest';
import { pdfText } from '../test-support/pdf-text';

jest.setTimeout(120_000);

// Shared links (issue #32) against the real services: a recipient without an account reaches the
// link's candidates and nothing else, whatever ids they put in the address or the body; the token
// is kept hashed; expired, revoked and over-used links refuse.

const SKILLS = ['Node.js', 'TypeScript', 'PostgreSQL'];
const PER_MINUTE = 12;
const CODE_TRIES = 3;

describe('shared links', () => {
  let p: MatchingStack;
  beforeAll(async () => {
    p = await startMatchingStack({
      SHARE_REQUESTS_PER_MINUTE: String(PER_MINUTE),
      SHARE_CODE_TRIES: String(CODE_TRIES),
    });
    p.matching.startWorker();
  });
  afterAll(() => p.close());

  const anon = () => request(p.matching.url);

  const screened = (user: string, title: string, names: string[]) =>
    screenedJob(p, user, { title, skills: SKILLS }, names);

  const share = async (user: string, body: object) =>
    p.api(user).post('/api/analysis/shares', {
      recipient: 'Dana Reyes, Client Co',
      workspaceName: 'Acme Talent',
      ...body,
    });

  test('an anonymised link shows its candidates with evidence and no name, email or phone; the PDF too', async () => {
    const user = p.newUser();
    const { job, people } = await screened(user, 'Backend Dev', ['Ann Able', 'Bob Best']);
    const made = await share(user, {
      jobId: job.id,
      candidateIds: people.map((c) => c.id),
      notes: { [people[0]!.id]: 'Strong on PostgreSQL; available in March.' },
    });
    expect(made.status).toBe(201);
    const link = made.body as ShareLinkCreated;
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.candidates.map((c) => c.candidateName)).toEqual(['Ann Able', 'Bob Best']);

    const res = await anon().get(`/api/shared/${link.token}`);
    expect(res.status).toBe(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-robots-tag']).toContain('noindex');
    const page = res.body as SharedShortlist;
    expect(page).toMatchObject({ workspaceName: 'Acme Talent', jobTitle: 'Backend Dev' });
    expect(page.profiles).toHaveLength(2);
    expect(page.profiles.every((pr) => !pr.named && pr.label.startsWith('Candidate #'))).toBe(true);
    expect(page.profiles.every((pr) => pr.matchPercentage === null)).toBe(true);
    expect(page.profiles[0]!.note).toBe('Strong on PostgreSQL; available in March.');
    // Per requirement, with the resume's own line as evidence.
    const met = page.profiles[0]!.requirements.filter((r) => r.state === 'met');
    expect(met.length).toBeGreaterThan(0);
    expect(met.some((r) => r.evidence && /PostgreSQL/.test(r.evidence))).toBe(true);
    for (const secret of ['Ann', 'Able', 'Bob', 'Best', '@example.com', '010-2030']) {
      expect(res.text).not.toContain(secret);
    }

    const pdf = await anon().get(`/api/shared/${link.token}/shortlist.pdf`).buffer(true);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.body as Buffer);
    expect(text).toContain(page.profiles[0]!.label);
    expect(text).toContain('Strong on PostgreSQL');
    for (const secret of ['Ann', 'Able', 'Bob', 'Best', '@example.com', '010-2030']) {
      expect(text).not.toContain(secret);
    }

    // Every view and download is recorded against the link.
    const listed = (await p.api(user).get(`/api/analysis/jobs/${job.id}/shares`)).body as JobShares;
    expect(listed.links[0]).toMatchObject({ id: link.id, views: 1, downloads: 1, active: true });
    expect(listed.links[0]).not.toHaveProperty('token');
  });

  test('the token is stored only as its SHA-256; the code as a salted hash', async () => {
    const user = p.newUser();
    const { job, people } = await screened(user, 'Data Dev', ['Cy Coder']);
    const link = (
      await share(user, { jobId: job.id, candidateIds: [people[0]!.id], code: '4711-x' })
    ).body as ShareLinkCreated;
    const rows = await p.matching.database.db
      .select()
      .from(shareLinks)
      .where(eq(shareLinks.id, link.id));
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(link.token);
    expect(stored).not.toContain('4711-x');
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(link.token).digest('hex'));
    expect(String(rows[0]!.codeHash)).toMatch(/^scrypt:/);

    // The code: asked for, refused when wrong, and after too many wrong ones refused even right.
    const open = (code?: string) => {
      const req = anon().get(`/api/shared/${link.token}`);
      return code === undefined ? req : req.set('x-share-code', code);
    };
    expect((await open()).status).toBe(401);
    expect((await open('4711-x')).status).toBe(200);
    for (let i = 0; i < CODE_TRIES; i++) expect((await open('0000')).status).toBe(401);
    expect((await open('4711-x')).status).toBe(429);
  });

  test('a link never reaches another job or workspace, whatever ids a request names', async () => {
    const alice = p.newUser();
    const bob = p.newUser();
    const { job, people } = await screened(alice, 'Platform Dev', ['Al One', 'Al Two']);
    const other = await screened(alice, 'Other Dev', ['Al Three']);
    const foreign = await screened(bob, 'Bob Dev', ['Bo Four']);
    const [shared, notShared] = people as unknown as [{ id: string }, { id: string }];
    const otherJobs = other.people[0]!.id;
    const otherWorkspaces = foreign.people[0]!.id;

    // Making a link: only candidates analysed for that job of that workspace.
    for (const ids of [[otherJobs], [otherWorkspaces], [shared.id, otherJobs], ['not-a-uuid']])
      expect((await share(alice, { jobId: job.id, candidateIds: ids })).status).toBe(404);
    expect((await share(bob, { jobId: job.id, candidateIds: [shared.id] })).status).toBe(404);

    const link = (await share(alice, { jobId: job.id, candidateIds: [shared.id] }))
      .body as ShareLinkCreated;
    const page = (await anon().get(`/api/shared/${link.token}`)).body as SharedShortlist;
    expect(page.profiles.map((pr) => pr.candidateId)).toEqual([shared.id]);

    // Feedback on anyone else: the same job, another job, another workspace, junk.
    for (const id of [notShared.id, otherJobs, otherWorkspaces, 'x', '../../x']) {
      const res = await anon()
        .post(`/api/shared/${link.token}/candidates/${encodeURIComponent(id)}/feedback`)
        .send({ verdict: 'interview' });
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toMatch(/Al |Bo /);
    }
    // The recruiter's routes of the link are the workspace's only.
    expect((await p.api(bob).post(`/api/analysis/shares/${link.id}/revoke`)).status).toBe(404);
    expect(
      (await p.api(bob).post(`/api/analysis/shares/${link.id}/reveal`, { candidateId: shared.id }))
        .status,
    ).toBe(404);
    expect(
      ((await p.api(bob).get(`/api/analysis/jobs/${job.id}/shares`)).body as JobShares).links,
    ).toEqual([]);
    // Another link's candidate cannot be revealed on this one.
    expect(
      (
        await p
          .api(alice)
          .post(`/api/analysis/shares/${link.id}/reveal`, { candidateId: notShared.id })
      ).status,
    ).toBe(404);
    // Tokens that are not a link's: the same plain answer as a revoked one.
    for (const token of ['x'.repeat(43), link.id, `${link.token}A`]) {
      const res = await anon().get(`/api/shared/${encodeURIComponent(token)}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(SHARE_INACTIVE_MESSAGE);
    }
  });

  test("the client's feedback reaches the history, the audit trail and the recruiter's pages live", async () => {
    const user = p.newUser();
    const { job, people } = await screened(user, 'Api Dev', ['Di Dev']);
    const id = people[0]!.id;
    const link = (await share(user, { jobId: job.id, candidateIds: [id] }))
      .body as ShareLinkCreated;
    const live = await p.live(user);
    const res = await anon()
      .post(`/api/shared/${link.token}/candidates/${id}/feedback`)
      .send({ verdict: 'interview', comment: 'Keen to meet next week' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ verdict: 'interview', comment: 'Keen to meet next week' });
    // The recipient is answered their own feedback only, not the recruiter's view with names.
    expect(JSON.stringify(res.body)).not.toContain('Di Dev');

    const changed = await live.waitFor('share:changed', (l) =>
      l.candidates.some((c) => c.feedback?.verdict === 'interview'),
    );
    expect(changed.id).toBe(link.id);
    const pipeline = await live.waitFor('pipeline:changed', (c) =>
      c.events.some((e) => e.kind === 'feedback'),
    );
    expect(pipeline.events[0]).toMatchObject({
      candidateId: id,
      kind: 'feedback',
      note: 'Keen to meet next week',
      feedback: { verdict: 'interview', recipient: 'Dana Reyes, Client Co' },
      authorId: `share:${link.id}`,
    });

    const history = (await p.api(user).get(`/api/analysis/jobs/${job.id}/pipeline/${id}/history`))
      .body.events as PipelineEvent[];
    expect(history.map((e) => e.kind)).toContain('feedback');
    const audit = (await p.api(user).get(`/api/analysis/audit?jobId=${job.id}`))
      .body as AuditExport;
    const record = audit.events.find((e) => e.kind === 'client.feedback');
    expect(record).toMatchObject({
      candidateId: id,
      actorId: `share:${link.id}`,
      reason: 'Keen to meet next week',
    });
    expect(record?.detail).toMatch(/^interview from Dana Reyes/);
    const page = (await anon().get(`/api/shared/${link.token}`)).body as SharedShortlist;
    expect(page.profiles[0]!.feedback?.verdict).toBe('interview');
  });

  test('an erased candidate leaves every shared link, note and comment with them', async () => {
    const user = p.newUser();
    const { job, people } = await screened(user, 'Erase Dev', ['Ida Gone', 'Jo Stays']);
    const [ida, jo] = people as unknown as [{ id: string }, { id: string }];
    const link = (
      await share(user, {
        jobId: job.id,
        candidateIds: [ida.id, jo.id],
        notes: { [ida.id]: 'Ida note' },
      })
    ).body as ShareLinkCreated;
    await anon()
      .post(`/api/shared/${link.token}/candidates/${ida.id}/feedback`)
      .send({ verdict: 'no', comment: 'Ida comment' });
    const erased = await request(p.matching.url)
      .delete(`/internal/candidates/${ida.id}?ownerId=${user}`)
      .set(INTERNAL_TOKEN_HEADER, p.matching.config.INTERNAL_TOKEN);
    expect(erased.status).toBe(200);
    const page = await anon().get(`/api/shared/${link.token}`);
    expect((page.body as SharedShortlist).profiles.map((pr) => pr.candidateId)).toEqual([jo.id]);
    expect(page.text).not.toMatch(/Ida/);
    const rows = await p.matching.database.db
      .select()
      .from(shareLinkCandidates)
      .where(eq(shareLinkCandidates.candidateId, ida.id));
    expect(rows).toEqual([]);
  });

  test('revealing a name is one recruiter act on one candidate, recorded', async () => {
    const user = p.newUser();
    const { job, people } = await screened(user, 'Web Dev', ['Eve Early', 'Fay Far']);
    const [eve, fay] = people as unknown as [{ id: string }, { id: string }];
    const link = (await share(user, { jobId: job.id, candidateIds: [eve.id, fay.id] }))
      .body as ShareLinkCreated;
    const revealed = await p
      .api(user)
      .post(`/api/analysis/shares/${link.id}/reveal`, { candidateId: eve.id });
    expect(revealed.status).toBe(200);
    expect((revealed.body as ShareLink).candidates.map((c) => c.revealed)).toEqual([true, false]);
    const page = (await anon().get(`/api/shared/${link.token}`)).body as SharedShortlist;
    expect(page.profiles.map((pr) => [pr.named, pr.label.startsWith('Candidate #')])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(page.profiles[0]!.label).toBe('Eve Early');
    expect(JSON.stringify(page.profiles[1])).not.toMatch(/Fay|Far\b/);
    const audit = (await p.api(user).get(`/api/analysis/audit?jobId=${job.id}`))
      .body as AuditExport;
    expect(audit.events.filter((e) => e.kind === 'share.revealed')).toEqual([
      expect.objectContaining({ candidateId: eve.id, actorId: user }),
    ]);
  });

  test('revoked and expired links answer "no longer active"; each link has its own rate limit', async () => {
    const user = p.newUser();
    const { job, people } = await screened(user, 'Ops Dev', ['Gus Go']);
    const make = async () =>
      (await share(user, { jobId: job.id, candidateIds: [people[0]!.id] }))
        .body as ShareLinkCreated;
    const [revoked, expired, busy, calm] = [await make(), await make(), await make(), await make()];

    expect((await anon().get(`/api/shared/${revoked.token}`)).status).toBe(200);
    const done = await p.api(user).post(`/api/analysis/shares/${revoked.id}/revoke`);
    expect(done.body).toMatchObject({ active: false });
    const after = await anon().get(`/api/shared/${revoked.token}`);
    expect([after.status, after.body.error]).toEqual([404, SHARE_INACTIVE_MESSAGE]);

    await p.matching.database.db
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, expired.id));
    const old = await anon().get(`/api/shared/${expired.token}/shortlist.pdf`);
    expect([old.status, old.body.error]).toEqual([404, SHARE_INACTIVE_MESSAGE]);
    const made = (await p.api(user).get(`/api/analysis/jobs/${job.id}/shares`)).body as JobShares;
    expect(made.links.find((l) => l.id === expired.id)?.active).toBe(false);
    // Default expiry: 14 days.
    const days = (Date.parse(calm.expiresAt) - Date.parse(calm.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(14);

    for (let i = 0; i < PER_MINUTE; i++)
      expect((await anon().get(`/api/shared/${busy.token}`)).status).toBe(200);
    const limited = await anon().get(`/api/shared/${busy.token}`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await anon().get(`/api/shared/${calm.token}`)).status).toBe(200);
  });
});
