import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';

// The simulator's webhook signatures. PayPal signs `id|time|webhook_id|crc32(body)` with its
// certificate; the simulator signs the same string with an HMAC key of its own, under an auth_algo
// that names the scheme, so a simulator signature can never pass for a PayPal one. Billing does not
// check signatures itself either way: it asks the verify-webhook-signature endpoint.

export const SIM_AUTH_ALGO = 'SIMULATOR-HMAC-SHA256';

export interface SignedDelivery {
  headers: Record<string, string>;
  /** The body exactly as delivered; the signature covers these bytes. */
  body: string;
}

export class WebhookSigner {
  private readonly key = randomBytes(32);

  constructor(
    private readonly webhookId: string,
    private readonly certUrl: string,
  ) {}

  sign(body: string, transmissionTime: string): SignedDelivery {
    const transmissionId = randomUUID();
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': SIM_AUTH_ALGO,
        'paypal-cert-url': this.certUrl,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': transmissionTime,
        'paypal-transmission-sig': this.signature(
          transmissionId,
          transmissionTime,
          this.webhookId,
          body,
        ),
      },
    };
  }

  verify(input: {
    authAlgo: string;
    transmissionId: string;
    transmissionTime: string;
    transmissionSig: string;
    webhookId: string;
    rawEvent: string;
  }): boolean {
    if (input.authAlgo !== SIM_AUTH_ALGO || input.webhookId !== this.webhookId) return false;
    const expected = Buffer.from(
      this.signature(input.transmissionId, input.transmissionTime, input.webhookId, input.rawEvent),
    );
    const given = Buffer.from(input.transmissionSig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private signature(id: string, time: string, webhookId: string, body: string): string {
    const message = `${id}|${time}|${webhookId}|${crc32(Buffer.from(body, 'utf8')) >>> 0}`;
    return createHmac('sha256', this.key).update(message).digest('base64');
  }
}

/**
 * The raw text of `webhook_event` in a verify request. Like PayPal, the simulator checks the event
 * bytes the merchant received, so the caller must send them untouched as the last member.
 */
export function rawWebhookEvent(requestBody: string): string | undefined {
  const marker = '"webhook_event":';
  // The first occurrence is the top-level member: inside a string value the quotes would be escaped.
  const start = requestBody.indexOf(marker);
  const end = requestBody.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  return requestBody.slice(start + marker.length, end).trim();
}
