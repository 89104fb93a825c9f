import { z } from 'zod';
import { usage } from './billing';

// Billing's internal API (`/internal/*`, service credential only), called by the matching service.
// A daily match is consumed under an idempotency key (the analysis run id): the same key counts
// once, however often it is sent.

const userId = z.string().trim().min(1).max(128);
const usageKey = z.string().trim().min(1).max(200);

export const BULK_SCREENING_UPGRADE_MESSAGE =
  'Bulk screening is a Pro feature. Upgrade to Pro to screen many candidates at once.';

/** POST /internal/usage/consume → 200 consumeUsageResponse, or 429 limit_reached. */
export const consumeUsageBody = z.object({
  userId,
  key: usageKey,
  /** Matches taken under this one key (default 1); all or none are taken. */
  count: z.number().int().min(1).max(100).default(1),
});
export type ConsumeUsageBody = z.input<typeof consumeUsageBody>;

export const consumeUsageResponse = z.object({
  consumed: z.literal(true),
  /** False when the key had been consumed before and this call changed nothing. */
  newlyConsumed: z.boolean(),
  usage,
});
export type ConsumeUsageResponse = z.infer<typeof consumeUsageResponse>;

/** POST /internal/usage/consume-many: Pro only (403 upgrade_required for free users). */
export const consumeManyBody = z.object({
  userId,
  keys: z.array(usageKey).min(1).max(5000),
});
export type ConsumeManyBody = z.infer<typeof consumeManyBody>;

export const consumeManyResponse = z.object({
  consumed: z.literal(true),
  /** How many of the keys were new; keys sent before are not counted again. */
  newlyConsumed: z.number().int(),
  usage,
});
export type ConsumeManyResponse = z.infer<typeof consumeManyResponse>;

/** POST /internal/usage/refund: gives back the match taken under `key` (once). */
export const refundUsageBody = z.object({ userId, key: usageKey });
export type RefundUsageBody = z.infer<typeof refundUsageBody>;

export const refundUsageResponse = z.object({
  /** False when the key was never consumed or was refunded already. */
  refunded: z.boolean(),
  usage,
});
export type RefundUsageResponse = z.infer<typeof refundUsageResponse>;

export const planName = z.enum(['free', 'pro']);
export type PlanName = z.infer<typeof planName>;

/** GET /internal/plan/:userId */
export const planResponse = z.object({ plan: planName });
export type PlanResponse = z.infer<typeof planResponse>;

/** GET /internal/usage/:userId answers the same Usage as GET /api/subscriptions/usage. */
export const internalUsageResponse = usage;
