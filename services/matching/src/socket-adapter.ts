import { RedisAdapter, type RedisAdapterOptions } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import type { ServerOptions } from 'socket.io';
import type { MembershipGate } from './socket-gate';
import type { LiveSocket } from './sockets';

// Where a broadcast meets a socket. socket.io-adapter's `broadcast` encodes the packet once and
// hands each socket of the rooms to `apply`, whose callback writes it; the Redis adapter calls the
// same `broadcast` for what other processes publish (the workers' emitter) from its `onmessage`.
// So this subclass marks "a delivery is under way" around both, and in `apply` hands each socket's
// write to the membership gate, which writes it now, later (in order) or never. Every other use of
// `apply` (fetchSockets, joins, disconnects) is left as it is. Both methods are private in the
// typings only; the delivery tests (socket-delivery.test.ts) fail if an upgrade moves them.

interface BroadcastOptions {
  rooms: Set<string>;
  except?: Set<string>;
  flags?: Record<string, unknown>;
}
interface Internals {
  broadcast(packet: unknown, opts: BroadcastOptions): void;
  apply(opts: BroadcastOptions, callback: (socket: LiveSocket) => void): void;
  onmessage(pattern: unknown, channel: unknown, message: unknown): void;
}
type PublicRedisAdapter = Omit<RedisAdapter, 'broadcast'>;
const Base = RedisAdapter as unknown as new (
  nsp: unknown,
  pub: Redis,
  sub: Redis,
  opts: Partial<RedisAdapterOptions>,
) => PublicRedisAdapter & Internals;

class MembersOnlyAdapter extends Base {
  private delivering = 0;

  constructor(
    nsp: unknown,
    pub: Redis,
    sub: Redis,
    opts: Partial<RedisAdapterOptions>,
    private readonly gate: MembershipGate,
  ) {
    super(nsp, pub, sub, opts);
  }

  private delivery(send: () => void) {
    this.delivering += 1;
    try {
      send();
    } finally {
      this.delivering -= 1;
    }
  }

  override broadcast(packet: unknown, opts: BroadcastOptions) {
    this.delivery(() => super.broadcast(packet, opts));
  }

  override onmessage(pattern: unknown, channel: unknown, message: unknown) {
    this.delivery(() => super.onmessage(pattern, channel, message));
  }

  // Acknowledged broadcasts count their sockets as they write, so they cannot wait for the gate;
  // the product sends none (no server-to-client event takes an acknowledgement).

  override apply(opts: BroadcastOptions, callback: (socket: LiveSocket) => void) {
    if (!this.delivering) return super.apply(opts, callback);
    super.apply(opts, (socket) => this.gate.deliver(socket, () => callback(socket)));
  }
}

/** The Redis adapter, delivering each event only to sockets whose user the gate lets through. */
export function membersOnlyAdapter(
  pub: Redis,
  sub: Redis,
  opts: Partial<RedisAdapterOptions>,
  gate: MembershipGate,
) {
  // socket.io calls this with `new`, so it is a function (an arrow cannot be), as in createAdapter.
  function create(nsp: unknown) {
    return new MembersOnlyAdapter(nsp, pub, sub, opts, gate);
  }
  return create as unknown as ServerOptions['adapter'];
}
