import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

// One start at a time per (owner, candidate, job), across every API replica. Without it a
// double-click with one match left had both requests take a match before either had stored its
// run: the second was told "Daily limit reached" for the very analysis the first was starting.
// The holder of the claim starts the run; the others wait for it to let go, then find the run in
// flight and answer it. The claim expires by itself, so a crashed holder blocks no one for long.

const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;
const POLL_MS = 25;

/** Takes the claim, or answers undefined when another request holds it. */
export async function claimPair(
  redis: Redis,
  key: string,
  ttlMs: number,
): Promise<(() => Promise<void>) | undefined> {
  const token = randomUUID();
  if ((await redis.set(key, token, 'PX', ttlMs, 'NX')) !== 'OK') return undefined;
  return async () => {
    // Only our own claim: one that expired and was taken by another request stays theirs.
    await redis.eval(RELEASE, 1, key, token).catch(() => undefined);
  };
}

/** Waits until the claim is let go (or expires), at most until `deadline` (epoch ms). */
export async function waitForRelease(redis: Redis, key: string, deadline: number): Promise<void> {
  while (Date.now() < deadline && (await redis.exists(key))) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
