import type { ServerToClientEvents } from '@shortlist/contracts';
import { io, type Socket } from 'socket.io-client';

type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/** A Socket.IO client as the web app connects it, recording every live event it receives. */
export async function connectLive(url: string, token: string, workspace?: string) {
  const socket: Socket<ServerToClientEvents> = io(url, {
    path: '/socket.io',
    auth: workspace ? { token, workspace } : { token },
    transports: ['websocket'],
    reconnection: true,
  });
  const seen: { event: EventName; payload: unknown }[] = [];
  const waiters: (() => void)[] = [];
  // Every event there is: an event added to the contract does not compile until it is listed.
  const names = Object.keys({
    'analysis:progress': true,
    'analysis:completed': true,
    'analysis:failed': true,
    'batch:progress': true,
    'batch:completed': true,
    'pipeline:changed': true,
    'share:changed': true,
    'workspace:gone': true,
  } satisfies Record<EventName, true>) as EventName[];
  for (const name of names) {
    socket.on(name, ((payload: unknown) => {
      seen.push({ event: name, payload });
      for (const wake of waiters.splice(0)) wake();
    }) as never);
  }
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

  function events<E extends EventName>(event: E): Payload<E>[] {
    return seen.filter((s) => s.event === event).map((s) => s.payload as Payload<E>);
  }

  /** Resolves with the first event of this name that matches, waiting for it if needed. */
  async function waitFor<E extends EventName>(
    event: E,
    match: (payload: Payload<E>) => boolean = () => true,
    timeoutMs = 20_000,
  ): Promise<Payload<E>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events(event).find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${event} event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => (clearTimeout(timer), resolve()));
      });
    }
  }

  return { socket, events, waitFor, close: () => socket.close() };
}
