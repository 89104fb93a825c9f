import { z } from 'zod';

export const PRO_PLAN = 'pro_monthly';

export const usage = z.object({
  dailyMatches: z.object({
    used: z.number().int(),
    /** -1 means unlimited. */
    limit: z.number().int(),
    remaining: z.number().int(),
  }),
});
export type Usage = z.infer<typeof usage>;

export const activateBody = z.object({
  subscription_id: z.string().trim().min(1).max(100),
  plan: z.literal(PRO_PLAN),
});
export type ActivateBody = z.infer<typeof activateBody>;

export const subscription = z.object({
  plan: z.enum(['free', 'pro']),
  status: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  /** When the next payment is due (active) or when Pro ends (cancelled). ISO date. */
  nextBillingAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type Subscription = z.infer<typeof subscription>;

export const billingConfig = z.object({
  paypalClientId: z.string().nullable(),
  paypalPlanId: z.string().nullable(),
  /** True when billing talks to the local PayPal simulator instead of PayPal. */
  testMode: z.boolean(),
  freeDailyMatches: z.number().int(),
  proPriceUsd: z.number(),
});
export type BillingConfig = z.infer<typeof billingConfig>;

export const ACTIVATION_ALERT = 'Subscription activated! Welcome to Pro!';
export const PAYMENT_FAILED_ALERT = 'Payment failed. Please try again.';
