import { createLogger, type MembershipCheck, type WorkspaceId } from '@shortlist/kit';
import { membershipGate } from './socket-gate';
import type { LiveSocket } from './sockets';

// The gate's answers when auth is slow or away; the sockets themselves are in socket-delivery.test.ts.
const socket = (id: string) =>
  ({
    id,
    connected: true,
    data: {
      user: { id: 'u1', email: 'u1@example.com' },
      workspace: { id: 'w1' as WorkspaceId, role: 'recruiter', personal: false },
    },
  }) as unknown as LiveSocket;

function gateWith(membership: MembershipCheck) {
  const refused: string[] = [];
  const gate = membershipGate({
    membership,
    refuse: (workspaceId, userId) => refused.push(`${workspaceId}/${userId}`),
    logger: createLogger('matching', 'silent'),
    cacheMs: 0,
  });
  /** Delivers one event and resolves with whether it was written. */
  const deliver = (s: LiveSocket) =>
    new Promise<boolean>((resolve) => {
      gate.deliver(s, () => resolve(true));
      setTimeout(() => resolve(false), 200);
    });
  return { gate, refused, deliver };
}

test('auth not answering leaves its last answer standing: a member keeps their events', async () => {
  let down = false;
  const { gate, refused, deliver } = gateWith(async () => {
    if (down) throw new Error('auth unreachable');
    return 'recruiter';
  });
  gate.confirmed('w1', 'u1');
  down = true;
  expect(await deliver(socket('s1'))).toBe(true);
  expect(refused).toEqual([]);
});

test('auth not answering after a removal was announced keeps the socket refused', async () => {
  const { gate, refused, deliver } = gateWith(async () => {
    throw new Error('auth unreachable');
  });
  gate.ended('w1', 'u1');
  expect(await deliver(socket('s1'))).toBe(false);
  expect(refused).toEqual(['w1/u1']);
});

test('a removal announced while auth is being asked wins over its stale answer', async () => {
  let answer: (role: 'recruiter') => void = () => undefined;
  const { gate, refused, deliver } = gateWith(() => new Promise((resolve) => (answer = resolve)));
  const delivered = deliver(socket('s1'));
  await new Promise((resolve) => setImmediate(resolve)); // auth has been asked
  gate.ended('w1', 'u1');
  answer('recruiter');
  expect(await delivered).toBe(false);
  expect(refused).toEqual(['w1/u1']);
});
