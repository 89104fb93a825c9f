import { z } from 'zod';

// The parts of PayPal's REST answers billing reads. Unknown fields are dropped; a missing required
// field means PayPal (or the simulator) answered something we do not understand.

export const paypalSubscription = z.object({
  id: z.string(),
  /** APPROVAL_PENDING, APPROVED, ACTIVE, SUSPENDED, CANCELLED or EXPIRED. */
  status: z.string(),
  plan_id: z.string(),
  custom_id: z.string().optional(),
  start_time: z.string().optional(),
  create_time: z.string().optional(),
  update_time: z.string().optional(),
  status_update_time: z.string().optional(),
  billing_info: z
    .object({
      next_billing_time: z.string().optional(),
      last_payment: z.object({ time: z.string().optional() }).optional(),
      failed_payments_count: z.number().optional(),
    })
    .optional(),
});
export type PayPalSubscription = z.infer<typeof paypalSubscription>;

export const tokenResponse = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
});

export const verifyResponse = z.object({
  verification_status: z.enum(['SUCCESS', 'FAILURE']),
});

/** PayPal's error body: `{ name, message, details: [{ issue, description }] }`. */
export const paypalError = z.object({
  name: z.string().optional(),
  message: z.string().optional(),
  details: z.array(z.object({ issue: z.string().optional() })).optional(),
});

/** The signature headers of a webhook delivery, as PayPal sends them. */
export interface WebhookHeaders {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
}

export const WEBHOOK_HEADER_NAMES = {
  authAlgo: 'paypal-auth-algo',
  certUrl: 'paypal-cert-url',
  transmissionId: 'paypal-transmission-id',
  transmissionSig: 'paypal-transmission-sig',
  transmissionTime: 'paypal-transmission-time',
} as const satisfies Record<keyof WebhookHeaders, string>;

/** A webhook event's envelope; `resource` is the subscription or the sale it is about. */
export const webhookEvent = z.object({
  id: z.string().min(1).max(200),
  event_type: z.string().min(1).max(200),
  resource: z.record(z.string(), z.unknown()).default({}),
});
export type WebhookEvent = z.infer<typeof webhookEvent>;
