import { membershipChannel } from '@shortlist/contracts';
import { eventually } from '@shortlist/test-support';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { workspaceMembers } from './db/schema';
import { startTestAuth } from './test-app';
import { INVITATION_WITHDRAWN } from './workspaces/invitations';

// Team workspaces against the real auth app, PostgreSQL and Redis: members, former members and
// outsiders each see only what they should; an invitation link works once and expires.

const HOUR_MS = 3600_000;

describe('workspaces', () => {
  let t: Awaited<ReturnType<typeof startTestAuth>>;
  // The app's clock; a test moves it forward to let links expire.
  let clockOffsetMs = 0;
  beforeAll(async () => {
    t = await startTestAuth(
      { AUTH_RATE_LIMIT_PER_IP: '1000' },
      { now: () => new Date(Date.now() + clockOffsetMs) },
    );
  });
  afterAll(() => t.close());

  let counter = 0;
  async function account(name: string) {
    const email = `${name}-${++counter}@example.com`;
    const res = await request(t.app)
      .post('/api/auth/signup')
      .send({ email, password: 'secret123', name });
    expect(res.status).toBe(201);
    const token: string = res.body.token;
    const as = (method: 'get' | 'post' | 'delete', url: string, body?: object) => {
      const req = request(t.app)[method](url).set('authorization', `Bearer ${token}`);
      return body ? req.send(body) : req;
    };
    return { id: res.body.user.id as string, email, as };
  }
  type Account = Awaited<ReturnType<typeof account>>;

  const internalCheck = (workspaceId: string, userId: string) =>
    request(t.app)
      .get(`/internal/workspaces/${workspaceId}/members/${userId}`)
      .set('x-internal-token', t.config.INTERNAL_TOKEN);

  async function team(owner: Account, name = 'Hiring team') {
    const res = await owner.as('post', '/api/workspaces', { name });
    expect(res.status).toBe(201);
    return res.body.id as string;
  }

  async function invite(owner: Account, workspaceId: string, body: object = {}) {
    const res = await owner.as('post', `/api/workspaces/${workspaceId}/invitations`, body);
    expect(res.status).toBe(201);
    return res.body.token as string;
  }

  async function join(owner: Account, workspaceId: string, role?: 'owner' | 'recruiter') {
    const who = await account(role ?? 'recruiter');
    const token = await invite(owner, workspaceId, role ? { role } : {});
    expect((await who.as('post', `/api/invitations/${token}/accept`)).status).toBe(200);
    return who;
  }

  test('a new account lists its personal workspace; a team it creates follows, by name', async () => {
    const ada = await account('ada');
    await team(ada, 'zeta recruiting');
    const alpha = await ada.as('post', '/api/workspaces', { name: '  Alpha hiring ' });
    expect(alpha.body).toEqual({
      id: expect.any(String),
      name: 'Alpha hiring',
      personal: false,
      role: 'owner',
      createdAt: expect.any(String),
    });
    const list = await ada.as('get', '/api/workspaces');
    expect(list.status).toBe(200);
    expect(list.body.workspaces.map((w: { name: string }) => w.name)).toEqual([
      'Personal',
      'Alpha hiring',
      'zeta recruiting',
    ]);
    expect(list.body.workspaces[0]).toMatchObject({ id: ada.id, personal: true, role: 'owner' });
    expect((await ada.as('post', '/api/workspaces', { name: '   ' })).status).toBe(400);
    expect((await request(t.app).get('/api/workspaces')).status).toBe(401);
  });

  test('an account can create 20 team workspaces, not 21', async () => {
    const busy = await account('busy');
    for (let i = 0; i < 20; i++) await team(busy, `Team ${i}`);
    const refused = await busy.as('post', '/api/workspaces', { name: 'One too many' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('You can create at most 20 team workspaces.');
  });

  test('invite, preview, accept: the colleague is listed as a recruiter and passes the check', async () => {
    const owner = await account('owner');
    const workspaceId = await team(owner, 'Acme talent');
    const created = await owner.as('post', `/api/workspaces/${workspaceId}/invitations`, {});
    expect(created.status).toBe(201);
    const { token } = created.body;
    expect(created.body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      path: `/invite/${token}`,
      role: 'recruiter',
      expiresAt: expect.any(String),
    });

    const colleague = await account('colleague');
    const preview = await colleague.as('get', `/api/invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      workspaceId,
      workspaceName: 'Acme talent',
      invitedBy: 'owner',
      role: 'recruiter',
      expiresAt: created.body.expiresAt,
    });

    const accepted = await colleague.as('post', `/api/invitations/${token}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      id: workspaceId,
      name: 'Acme talent',
      role: 'recruiter',
    });

    const members = await colleague.as('get', `/api/workspaces/${workspaceId}/members`);
    expect(members.status).toBe(200);
    expect(members.body.members).toEqual([
      expect.objectContaining({ userId: owner.id, email: owner.email, role: 'owner' }),
      expect.objectContaining({ userId: colleague.id, name: 'colleague', role: 'recruiter' }),
    ]);
    const listed = await colleague.as('get', '/api/workspaces');
    expect(listed.body.workspaces.map((w: { id: string }) => w.id)).toEqual([
      colleague.id,
      workspaceId,
    ]);
    expect((await internalCheck(workspaceId, colleague.id)).body).toEqual({
      workspaceId,
      role: 'recruiter',
    });
  });

  test('a link works once: a second accept, by anyone, is 410', async () => {
    const owner = await account('owner');
    const workspaceId = await team(owner);
    const token = await invite(owner, workspaceId);
    const first = await account('first');
    const second = await account('second');
    expect((await first.as('post', `/api/invitations/${token}/accept`)).status).toBe(200);
    for (const who of [first, second]) {
      const again = await who.as('post', `/api/invitations/${token}/accept`);
      expect(again.status).toBe(410);
      expect(again.body.error).toBe('This invitation has already been used.');
    }
    expect((await second.as('get', `/api/invitations/${token}`)).status).toBe(410);
    expect((await internalCheck(workspaceId, second.id)).status).toBe(404);
  });

  test('two people accepting one link at the same moment: exactly one joins', async () => {
    const owner = await account('owner');
    const workspaceId = await team(owner);
    const token = await invite(owner, workspaceId);
    const racers = await Promise.all([account('a'), account('b'), account('c')]);
    const results = await Promise.all(
      racers.map((who) => who.as('post', `/api/invitations/${token}/accept`)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 410, 410]);
    const members = await owner.as('get', `/api/workspaces/${workspaceId}/members`);
    expect(members.body.members).toHaveLength(2);
  });

  test('a link expires: after its hours have passed it is 410 and joins no one', async () => {
    const owner = await account('owner');
    const workspaceId = await team(owner);
    const token = await invite(owner, workspaceId, { expiresInHours: 2 });
    const late = await account('late');
    clockOffsetMs = HOUR_MS;
    expect((await late.as('get', `/api/invitations/${token}`)).status).toBe(200);
    clockOffsetMs = 2 * HOUR_MS + 1000;
    try {
      for (const res of [
        await late.as('get', `/api/invitations/${token}`),
        await late.as('post', `/api/invitations/${token}/accept`),
      ]) {
        expect(res.status).toBe(410);
        expect(res.body.error).toBe('This invitation has expired.');
      }
    } finally {
      clockOffsetMs = 0;
    }
    expect((await internalCheck(workspaceId, late.id)).status).toBe(404);
  });

  test("a removed owner's links die with their rights, owner links included", async () => {
    const owner = await account('owner');
    const workspaceId = await team(owner);
    const coOwner = await join(owner, workspaceId, 'owner');
    const recruiterLink = await invite(coOwner, workspaceId);
    const ownerLink = await invite(coOwner, workspaceId, { role: 'owner' });
    const ownLink = await invite(owner, workspaceId);
    await owner.as('delete', `/api/workspaces/${workspaceId}/members/${coOwner.id}`).expect(204);

    const stranger = await account('stranger');
    for (const token of [recruiterLink, ownerLink]) {
      for (const res of [
        await stranger.as('get', `/api/invitations/${token}`),
        await stranger.as('post', `/api/invitations/${token}/accept`),
      ]) {
        expect(res.status).toBe(410);
        expect(res.body.error).toBe(INVITATION_WITHDRAWN);
      }
    }
    expect((await internalCheck(workspaceId, stranger.id)).status).toBe(404);
    // The remaining owner's link still works.
    expect((await stranger.as('post', `/api/invitations/${ownLink}/accept`)).status).toBe(200);
  });

  test('an owner link needs a current owner: made by an owner since demoted, it joins no one', async () => {
    const owner = await account('owner');
    const workspaceId = await team(owner);
    const coOwner = await join(owner, workspaceId, 'owner');
    const ownerLink = await invite(coOwner, workspaceId, { role: 'owner' });
    // No route demotes yet; the rule must hold for whatever changes a role.
    await t.database.db
      .update(workspaceMembers)
      .set({ role: 'recruiter' })
      .where(eq(workspaceMembers.userId, coOwner.id));

    const newcomer = await account('newcomer');
    const res = await newcomer.as('post', `/api/invitations/${ownerLink}/accept`);
    expect([res.status, res.body.error]).toEqual([410, INVITATION_WITHDRAWN]);
    expect((await internalCheck(workspaceId, newcomer.id)).status).toBe(404);
  });

  test('an unknown link is 404, and a signed-out visitor gets 401', async () => {
    const someone = await account('someone');
    expect((await someone.as('get', '/api/invitations/not-a-real-token')).status).toBe(404);
    expect((await someone.as('post', `/api/invitations/${'x'.repeat(500)}/accept`)).status).toBe(
      404,
    );
    expect((await request(t.app).get('/api/invitations/whatever')).status).toBe(401);
  });

  test('a recruiter can neither invite nor remove others, but can leave', async () => {
    const owner = await account('owner');
    const workspaceId = await team(owner);
    const recruiter = await join(owner, workspaceId);
    const other = await join(owner, workspaceId);

    const inviting = await recruiter.as('post', `/api/workspaces/${workspaceId}/invitations`, {});
    expect(inviting.status).toBe(403);
    expect(inviting.body.error).toBe('Only an owner can invite members');
    for (const target of [owner, other]) {
      const res = await recruiter.as(
        'delete',
        `/api/workspaces/${workspaceId}/members/${target.id}`,
      );
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('Only an owner can remove members');
    }

    const leaving = await recruiter.as(
      'delete',
      `/api/workspaces/${workspaceId}/members/${recruiter.id}`,
    );
    expect(leaving.status).toBe(204);
    expect((await recruiter.as('get', `/api/workspaces/${workspaceId}/members`)).status).toBe(404);
  });

  test('a removed member is a stranger: 404 on the members list and on the internal check', async () => {
    const owner = await account('owner');
    const workspaceId = await team(owner);
    const member = await join(owner, workspaceId);
    expect((await internalCheck(workspaceId, member.id)).status).toBe(200);

    const removed = await owner.as('delete', `/api/workspaces/${workspaceId}/members/${member.id}`);
    expect(removed.status).toBe(204);

    const members = await member.as('get', `/api/workspaces/${workspaceId}/members`);
    expect(members.status).toBe(404);
    expect(members.body.error).toBe('Workspace not found');
    expect((await internalCheck(workspaceId, member.id)).status).toBe(404);
    const listed = await member.as('get', '/api/workspaces');
    expect(listed.body.workspaces.map((w: { id: string }) => w.id)).toEqual([member.id]);
    const again = await owner.as('delete', `/api/workspaces/${workspaceId}/members/${member.id}`);
    expect(again.status).toBe(404);
  });

  test('an outsider gets 404 everywhere, as for a workspace that does not exist', async () => {
    const owner = await account('owner');
    const workspaceId = await team(owner);
    const outsider = await account('outsider');
    const base = `/api/workspaces/${workspaceId}`;
    for (const id of [workspaceId, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const calls = [
        await outsider.as('get', `/api/workspaces/${id}/members`),
        await outsider.as('post', `/api/workspaces/${id}/invitations`, {}),
        await outsider.as('delete', `/api/workspaces/${id}/members/${owner.id}`),
        await outsider.as('delete', `/api/workspaces/${id}/members/${outsider.id}`),
      ];
      for (const res of calls)
        expect([res.status, res.body.error]).toEqual([404, 'Workspace not found']);
    }
    expect((await internalCheck(workspaceId, outsider.id)).status).toBe(404);
    expect((await internalCheck('not-a-uuid', outsider.id)).status).toBe(404);
    expect(
      (await request(t.app).get(`/internal/workspaces/${workspaceId}/members/${owner.id}`)).status,
    ).toBe(403);
    // The owner still sees only themself: nothing the outsider did changed the workspace.
    expect((await owner.as('get', `${base}/members`)).body.members).toHaveLength(1);
  });

  test('the last owner cannot leave; with a second owner, either may go', async () => {
    const owner = await account('owner');
    const workspaceId = await team(owner);
    const recruiter = await join(owner, workspaceId);
    const leave = (who: Account) =>
      who.as('delete', `/api/workspaces/${workspaceId}/members/${who.id}`);

    const refused = await leave(owner);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      'The last owner cannot leave the workspace. Invite another owner first.',
    );
    const coOwner = await join(owner, workspaceId, 'owner');
    expect((await internalCheck(workspaceId, coOwner.id)).body.role).toBe('owner');
    expect((await leave(owner)).status).toBe(204);
    expect((await leave(coOwner)).status).toBe(409);
    expect((await internalCheck(workspaceId, recruiter.id)).body.role).toBe('recruiter');
  });

  test('a personal workspace has its owner only: no invitations, no removals', async () => {
    const solo = await account('solo');
    const members = await solo.as('get', `/api/workspaces/${solo.id}/members`);
    expect(members.body.members).toEqual([
      expect.objectContaining({ userId: solo.id, role: 'owner' }),
    ]);
    const inviting = await solo.as('post', `/api/workspaces/${solo.id}/invitations`, {});
    expect(inviting.status).toBe(400);
    const leaving = await solo.as('delete', `/api/workspaces/${solo.id}/members/${solo.id}`);
    expect(leaving.status).toBe(400);
    expect(leaving.body.error).toBe('A personal workspace has no other members');
    expect((await internalCheck(solo.id, solo.id)).body).toEqual({
      workspaceId: solo.id,
      role: 'owner',
    });
  });

  test('removing or leaving publishes the end of the membership on Redis', async () => {
    const owner = await account('owner');
    const workspaceId = await team(owner);
    const removed = await join(owner, workspaceId);
    const leaver = await join(owner, workspaceId);
    const last = await join(owner, workspaceId);

    const subscriber = t.redis.duplicate();
    const heard: unknown[] = [];
    try {
      subscriber.on('message', (_channel, message: string) => heard.push(JSON.parse(message)));
      await subscriber.subscribe(membershipChannel(t.config.REDIS_PREFIX));
      await owner.as('delete', `/api/workspaces/${workspaceId}/members/${removed.id}`).expect(204);
      await leaver.as('delete', `/api/workspaces/${workspaceId}/members/${leaver.id}`).expect(204);
      // A refused removal publishes nothing: it would show up between the second and third.
      await owner.as('delete', `/api/workspaces/${workspaceId}/members/${owner.id}`).expect(409);
      await owner.as('delete', `/api/workspaces/${workspaceId}/members/${last.id}`).expect(204);
      await eventually(async () => (heard.length >= 3 ? true : undefined), 5000, 'three events');
      expect(heard).toEqual([
        { workspaceId, userId: removed.id },
        { workspaceId, userId: leaver.id },
        { workspaceId, userId: last.id },
      ]);
    } finally {
      subscriber.disconnect();
    }
  });
});
