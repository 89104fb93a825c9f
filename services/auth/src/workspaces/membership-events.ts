import { membershipChannel, type MembershipEndedEvent } from '@shortlist/contracts';
import { withTimeout, type Logger } from '@shortlist/kit';
import type { Redis } from 'ioredis';

// ioredis queues commands while it reconnects; a removal must not wait on Redis for long.
const PUBLISH_TIMEOUT_MS = 1000;

export type MembershipEvents = (event: MembershipEndedEvent) => Promise<void>;

/**
 * Tells the other services a membership ended, so live sockets stop hearing the workspace at
 * once. The membership row is already gone when this runs, so a failure is logged and the
 * request still succeeds: every later request is refused by the membership check anyway.
 */
export function membershipEvents(deps: {
  redis: Redis;
  redisPrefix: string;
  logger: Logger;
}): MembershipEvents {
  const channel = membershipChannel(deps.redisPrefix);
  return async (event) => {
    try {
      await withTimeout(deps.redis.publish(channel, JSON.stringify(event)), PUBLISH_TIMEOUT_MS);
    } catch (err) {
      deps.logger.warn({ err, ...event }, 'could not publish the end of a workspace membership');
    }
  };
}
