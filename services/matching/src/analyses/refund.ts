import type { CoreDeps } from '../deps';

/** Who a run's match was charged to: the requester, or the owner for runs from before workspaces. */
export const billedUserOf = (run: { billedUserId?: string | null; ownerId: string }): string =>
  run.billedUserId ?? run.ownerId;

/**
 * Gives back the match taken under `runId` from `billedUserId` (plans and limits are per user). Billing refunds a key at most once, so calling this
 * again (a retried job, a second failure path) is harmless. A refund that cannot reach billing is
 * logged loudly rather than failing the caller: the analysis outcome must still be stored.
 */
export async function refundQuietly(
  deps: Pick<CoreDeps, 'billing' | 'logger'>,
  billedUserId: string,
  runId: string,
): Promise<void> {
  try {
    await deps.billing.refund(billedUserId, runId);
  } catch (err) {
    deps.logger.error({ err, billedUserId, runId }, 'match refund failed');
  }
}
