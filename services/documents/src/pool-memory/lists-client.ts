import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { MemoryStore, type MemoryAnswers, type MemoryRequest } from './store';

/** The posting lists as documents calls them, wherever they live. */
export interface ListsClient {
  call<K extends MemoryRequest['op']>(
    request: Extract<MemoryRequest, { op: K }>,
  ): Promise<MemoryAnswers[K]>;
  /** Set when the lists are gone (the child exited): the SQL first stage answers from then on. */
  readonly failed: Error | undefined;
  close(): Promise<void>;
}

/** The lists in this process (tests, and small installs where documents' memory has room). */
export function inlineLists(): ListsClient {
  const store = new MemoryStore();
  return {
    call: async (request) => store.answer(request) as never,
    failed: undefined,
    close: async () => undefined,
  };
}

/** Where the built child is: beside documents' bundle (dist/pool-memory.js). */
export function childFile(): string {
  const beside = path.join(__dirname, 'pool-memory.js');
  return existsSync(beside) ? beside : path.resolve(__dirname, '../../dist/pool-memory.js');
}

/** The lists in a child process of their own: its RSS is not documents'. */
export function childLists(file = childFile()): ListsClient {
  // 'advanced' serialization carries the batches' typed arrays as they are, not as JSON.
  const child: ChildProcess = fork(file, [], { serialization: 'advanced', stdio: 'inherit' });
  const waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  let next = 0;
  let failed: Error | undefined;
  child.on('message', (reply: { id: number; answer?: unknown; error?: string }) => {
    const call = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (reply.error !== undefined) call?.reject(new Error(reply.error));
    else call?.resolve(reply.answer);
  });
  const fail = (err: Error) => {
    failed ??= err;
    for (const call of waiting.values()) call.reject(failed);
    waiting.clear();
  };
  child.on('exit', (code, signal) => fail(new Error(`pool memory exited (${code ?? signal})`)));
  child.on('error', fail);
  return {
    call: (request) =>
      new Promise((resolve, reject) => {
        if (failed) return reject(failed);
        const id = next++;
        waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
        child.send({ id, request });
      }),
    get failed() {
      return failed;
    },
    close: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      await exited;
    },
  };
}
