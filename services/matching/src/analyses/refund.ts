import type { CoreDeps } from '../deps';

/**
 * Gives back the match taken under `runId`. Billing refunds a key at most once, so calling this
 * again (a retried job, a second failure path) is harmless. A refund that cannot reach billing is
 * logged loudly rather than failing the caller: the analysis outcome must still be stored.
 */
export async function refundQuietly(
  deps: Pick<CoreDeps, 'billing' | 'logger'>,
  ownerId: string,
  runId: string,
): Promise<void> {
  try {
    await deps.billing.refund(ownerId, runId);
  } catch (err) {
    deps.logger.error({ err, ownerId, runId }, 'match refund failed');
  }
}
