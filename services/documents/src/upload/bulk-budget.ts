import type { RequestHandler } from 'express';
import { AppError, userOf } from '@shortlist/kit';
import type { DocumentsConfig } from '../config';
import { createQuota } from '../quota';
import { declaredLength, refuseAfterDrain, refusedBodyDrainBytes } from './drain';

const RETRY_AFTER_SECONDS = 30;

export const bulkBusyMessage =
  'The server is busy with other uploads right now. Please try again in a minute.';
export const bulkAccountBusyMessage =
  'You already have an upload in progress. Wait for it to finish, then upload the rest.';

/**
 * Bounds the bulk upload bytes in flight, in the process and per account, before any is read: a
 * request reserves its declared size (the largest allowed when chunked) until it is answered.
 * Past the account's share it answers 429, past the process' 503, each with Retry-After.
 */
export function bulkUploadBudget(config: DocumentsConfig): RequestHandler {
  const quota = createQuota({
    total: config.BULK_INFLIGHT_MAX_BYTES,
    perKey: config.BULK_INFLIGHT_MAX_BYTES_PER_ACCOUNT,
  });
  return (req, res, next) => {
    const bytes = Math.min(
      declaredLength(req) ?? config.BULK_MAX_TOTAL_BYTES,
      config.BULK_MAX_TOTAL_BYTES,
    );
    const reserved = quota.reserve(userOf(req).id, bytes);
    if (typeof reserved === 'function') {
      res.once('close', reserved);
      next();
      return;
    }
    const refusal =
      reserved === 'key'
        ? new AppError('rate_limited', bulkAccountBusyMessage)
        : new AppError('service_unavailable', bulkBusyMessage);
    res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
    refuseAfterDrain(req, res, refusal, refusedBodyDrainBytes(config));
  };
}
