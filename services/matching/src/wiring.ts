import { authVerifier, type VerifyOptions } from '@shortlist/kit';
import type { Redis } from 'ioredis';
import { createBillingClient, type BillingClient } from './clients/billing';
import { createDocumentsClient, type DocumentsClient } from './clients/documents';
import { socketKey, type MatchingConfig } from './config';
import { createNotifier, type Notifier } from './notifier';

/** The service's connections to the rest of the product, built the same way by both processes. */
export function connectServices(
  config: MatchingConfig,
  redis: Redis,
): {
  documents: DocumentsClient;
  billing: BillingClient;
  notifier: Notifier;
  verify: VerifyOptions;
} {
  const internal = { token: config.INTERNAL_TOKEN, timeoutMs: config.INTERNAL_TIMEOUT_MS };
  return {
    documents: createDocumentsClient({
      ...internal,
      baseUrl: config.DOCUMENTS_URL,
      retrieveTimeoutMs: config.POOL_RETRIEVE_TIMEOUT_MS,
    }),
    billing: createBillingClient({ ...internal, baseUrl: config.BILLING_URL }),
    notifier: createNotifier(redis, socketKey(config)),
    verify: authVerifier(config),
  };
}
