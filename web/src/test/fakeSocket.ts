import type { LiveSource } from '../live/bindSocket';

type Listener = (...args: unknown[]) => void;

/** Stands in for the Socket.IO client: the test plays the server by calling emit. */
export class FakeSocket implements LiveSource {
  private listeners = new Map<string, Set<Listener>>();
  disconnected = false;

  on(event: string, listener: Listener): this {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)?.add(listener);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  disconnect(): void {
    this.disconnected = true;
  }
}
