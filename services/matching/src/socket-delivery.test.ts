import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { ServerToClientEvents } from '@shortlist/contracts';
import {
  createLogger,
  createRedis,
  listen,
  testRedisUrl,
  uniqueSuffix,
  type MembershipCheck,
  type WorkspaceId,
} from '@shortlist/kit';
import { connectLive, eventually, testKeys } from '@shortlist/test-support';
import type { Redis } from 'ioredis';
import { createNotifier } from './notifier';
import { attachSockets } from './sockets';

// Membership is checked where events leave (issue #30, item 4): every event bound for a team
// workspace's socket is held against auth's answer (cached a few seconds) before it is written, so
// a member removed while Redis could not carry the removal hears nothing more, without waiting for
// the periodic sweep. Here the sweep is an hour away, so only the check at delivery can stop an event.
type Progress = Parameters<ServerToClientEvents['analysis:progress']>[0];
const progress = (analysisId: string): Progress => ({
  analysisId,
  candidateId: 'c',
  jobId: 'j',
  status: 'scoring',
  batchId: null,
});

describe('live events are held against membership where they leave', () => {
  const keys = testKeys();
  const members = new Set<string>();
  let asked = 0;
  let authDelayMs = 0;
  const membership: MembershipCheck = async (workspaceId, userId) => {
    asked += 1;
    if (authDelayMs) await new Promise((resolve) => setTimeout(resolve, authDelayMs));
    return members.has(`${workspaceId}/${userId}`) ? 'recruiter' : null;
  };
  let redis: Redis;
  const servers: ReturnType<typeof attachSockets>[] = [];
  const prefix = `test-delivery-${uniqueSuffix()}`;
  beforeAll(() => {
    redis = createRedis(testRedisUrl());
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await redis.quit();
  });

  /** One API replica's sockets; `membershipCacheMs` 0 asks auth for every event. */
  async function replica(membershipCacheMs: number) {
    const key = `${prefix}-${servers.length}:socket.io`;
    const server = createServer();
    const sockets = attachSockets(server, {
      redis,
      key,
      verify: { publicKey: async () => keys.publicKey, issuer: 'shortlist', membership },
      logger: createLogger('matching', 'silent'),
      redisPrefix: `${prefix}-${servers.length}`,
      membershipCheckMs: 3_600_000,
      membershipCacheMs,
    });
    servers.push(sockets);
    await listen(server, 0, '127.0.0.1');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Events leave the workers through the Redis emitter, as in the product.
    const notifier = createNotifier(redis, key);
    return { sockets, url, notifier };
  }
  /** A member's socket, once it hears what the room is sent (the replica's subscription is up). */
  async function online(
    { url, notifier }: Awaited<ReturnType<typeof replica>>,
    workspaceId: string,
    userId = randomUUID(),
  ) {
    if (workspaceId !== userId) members.add(`${workspaceId}/${userId}`);
    const live = await connectLive(url, keys.tokenFor(userId), workspaceId);
    const probe = { jobId: `probe-${userId}`, entries: [], events: [] };
    await eventually(async () => {
      notifier.emit(workspaceId as WorkspaceId, 'pipeline:changed', probe);
      return live.events('pipeline:changed').length ? true : undefined;
    });
    return { userId, live };
  }

  /** One member online on a replica, and a way to send them analysis events (in this order). */
  async function oneMember(membershipCacheMs: number) {
    const live = await replica(membershipCacheMs);
    const workspaceId = randomUUID();
    const member = await online(live, workspaceId);
    async function send(ids: string[]) {
      for (const id of ids) {
        live.notifier.emit(workspaceId as WorkspaceId, 'analysis:progress', progress(id));
      }
      await member.live.waitFor('analysis:progress', (e) => e.analysisId === ids.at(-1));
    }
    return { member, send };
  }

  test('removed while Redis is silent: the next analysis event does not reach them, a current member still gets it', async () => {
    const live = await replica(0);
    const workspaceId = randomUUID();
    const stays = await online(live, workspaceId);
    const leaves = await online(live, workspaceId);
    const { notifier } = live;
    const room = workspaceId as WorkspaceId;
    notifier.emit(room, 'analysis:progress', progress('a1'));
    await stays.live.waitFor('analysis:progress', (e) => e.analysisId === 'a1');
    await leaves.live.waitFor('analysis:progress', (e) => e.analysisId === 'a1');

    // auth no longer counts them; nothing is published on Redis.
    members.delete(`${workspaceId}/${leaves.userId}`);
    notifier.emit(room, 'analysis:progress', progress('a2'));

    await stays.live.waitFor('analysis:progress', (e) => e.analysisId === 'a2');
    expect(await leaves.live.waitFor('workspace:gone', undefined, 5_000)).toEqual({ workspaceId });
    expect(leaves.live.events('analysis:progress').map((e) => e.analysisId)).toEqual(['a1']);
    expect(stays.live.events('workspace:gone')).toEqual([]);
    stays.live.close();
    leaves.live.close();
  });

  test('events held while auth answers arrive in the order they were sent', async () => {
    const { member, send } = await oneMember(0);
    authDelayMs = 150;
    try {
      await send(['o1', 'o2', 'o3', 'o4']);
    } finally {
      authDelayMs = 0;
    }
    expect(member.live.events('analysis:progress').map((e) => e.analysisId)).toEqual([
      'o1',
      'o2',
      'o3',
      'o4',
    ]);
    member.live.close();
  });

  test('within the cache window auth is not asked again for every event', async () => {
    const { member, send } = await oneMember(60_000);
    const before = asked;
    await send(['c1', 'c2', 'c3']);
    // The handshake's answer stands for the window: no question per event.
    expect(asked - before).toBe(0);
    member.live.close();
  });

  test('a personal workspace is never asked about', async () => {
    const live = await replica(0);
    const userId = randomUUID();
    const before = asked;
    const own = await online(live, userId, userId);
    live.notifier.emit(userId as WorkspaceId, 'analysis:progress', progress('p1'));
    await own.live.waitFor('analysis:progress', (e) => e.analysisId === 'p1');
    expect(asked - before).toBe(0);
    own.live.close();
  });
});
