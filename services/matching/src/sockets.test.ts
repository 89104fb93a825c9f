import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { membershipChannel, type PipelineChange } from '@shortlist/contracts';
import {
  createLogger,
  createRedis,
  listen,
  testRedisUrl,
  uniqueSuffix,
  type MembershipCheck,
} from '@shortlist/kit';
import { connectLive, eventually, testKeys } from '@shortlist/test-support';
import type { Redis } from 'ioredis';
import { workspaceRoom } from './notifier';
import { attachSockets } from './sockets';

// A removed member gets no further event on any socket, whether or not Redis carried the
// removal (issue #30, item 4). Membership is auth's answer; here a set stands in for it.
describe('live sockets follow workspace membership', () => {
  const keys = testKeys();
  const members = new Set<string>();
  const membership: MembershipCheck = async (workspaceId, userId) =>
    members.has(`${workspaceId}/${userId}`) ? 'recruiter' : null;
  let redis: Redis;
  let server: Server;
  let sockets: ReturnType<typeof attachSockets>;
  let url: string;
  const prefix = `test-sockets-${uniqueSuffix()}`;
  beforeAll(async () => {
    redis = createRedis(testRedisUrl());
    server = createServer();
    sockets = attachSockets(server, {
      redis,
      key: `${prefix}:socket.io`,
      verify: { publicKey: async () => keys.publicKey, issuer: 'shortlist', membership },
      logger: createLogger('matching', 'silent'),
      redisPrefix: prefix,
      membershipCheckMs: 100,
    });
    await listen(server, 0, '127.0.0.1');
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await sockets.close();
    await redis.quit();
  });

  const change = (jobId: string): PipelineChange => ({ jobId, entries: [], events: [] });
  async function memberOnline() {
    const workspaceId = randomUUID();
    const userId = randomUUID();
    members.add(`${workspaceId}/${userId}`);
    const live = await connectLive(url, keys.tokenFor(userId), workspaceId);
    sockets.io.to(workspaceRoom(workspaceId)).emit('pipeline:changed', change('before'));
    await live.waitFor('pipeline:changed', (e) => e.jobId === 'before');
    return { workspaceId, userId, live };
  }
  const roomSize = async (workspaceId: string) =>
    (await sockets.io.in(workspaceRoom(workspaceId)).fetchSockets()).length;

  test('removed without a word on Redis: the socket is told and dropped, and hears nothing more', async () => {
    const { workspaceId, userId, live } = await memberOnline();
    members.delete(`${workspaceId}/${userId}`);

    const gone = await live.waitFor('workspace:gone');
    expect(gone).toEqual({ workspaceId });
    await eventually(async () => ((await roomSize(workspaceId)) === 0 ? true : undefined));
    sockets.io.to(workspaceRoom(workspaceId)).emit('pipeline:changed', change('after'));
    expect(live.events('pipeline:changed').map((e) => e.jobId)).toEqual(['before']);
    live.close();
  });

  test('removed with the word on Redis: the socket is told at once', async () => {
    const { workspaceId, userId, live } = await memberOnline();
    // Still a member as far as the periodic check knows: only the event can end it here.
    await redis.publish(membershipChannel(prefix), JSON.stringify({ workspaceId, userId }));
    expect(await live.waitFor('workspace:gone')).toEqual({ workspaceId });
    await eventually(async () => ((await roomSize(workspaceId)) === 0 ? true : undefined));
    live.close();
    members.delete(`${workspaceId}/${userId}`);
  });

  test('a member who stays keeps their socket', async () => {
    const { workspaceId, live } = await memberOnline();
    // Several periodic checks pass; the socket is still in the room and still hears events.
    await new Promise((resolve) => setTimeout(resolve, 400));
    sockets.io.to(workspaceRoom(workspaceId)).emit('pipeline:changed', change('later'));
    await live.waitFor('pipeline:changed', (e) => e.jobId === 'later');
    expect(live.events('workspace:gone')).toEqual([]);
    live.close();
  });
});
