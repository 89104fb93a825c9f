import type { IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';
import { presentError, type AppError } from '@shortlist/kit';
import type { DocumentsConfig } from '../config';

/**
 * How much of a refused body is read and dropped before answering: any body the ingress lets
 * through (its proxy-body-size is the bulk limit plus 10 MB) gets its answer. Past that the
 * sender is not a browser finishing an upload, and the connection is cut.
 */
export const refusedBodyDrainBytes = (config: DocumentsConfig) =>
  config.BULK_MAX_TOTAL_BYTES + 10 * 1024 * 1024;

/**
 * Reads and drops the rest of a request body, resolving once it has all arrived. Answering
 * before that lets the connection close under a client (or the gateway) still sending, which then
 * sees a reset or a 503 instead of the answer. Past `maxBytes` the sender is not finishing an
 * ordinary upload: the connection is cut and the promise resolves (nobody is left to answer).
 */
export function drainRequest(req: IncomingMessage, maxBytes: number): Promise<void> {
  return new Promise((resolve) => {
    if (req.readableEnded || req.destroyed) {
      resolve();
      return;
    }
    let drained = 0;
    req.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > maxBytes) {
        req.socket.destroy();
        resolve();
      }
    });
    req.once('end', () => resolve());
    req.once('close', () => resolve());
    req.once('error', () => resolve());
    req.resume();
  });
}

/** What the rest of a request may still bring, from its Content-Length (undefined if chunked). */
export function declaredLength(req: IncomingMessage): number | undefined {
  const header = req.headers['content-length'];
  const length = header === undefined ? NaN : Number(header);
  return Number.isFinite(length) && length >= 0 ? length : undefined;
}

/**
 * Middleware's refusal of an upload (over a bound: 429, or 503 when the process is full),
 * answered once the body has been read and dropped. Answered here rather than by the error
 * mapper: shedding load is the service working as meant, logged as a warning, not an error.
 */
export function refuseAfterDrain(
  req: Request,
  res: Response,
  refusal: AppError,
  maxBytes: number,
): void {
  res.setHeader('connection', 'close');
  void drainRequest(req, maxBytes).then(() => {
    req.log.warn({ code: refusal.code, status: refusal.status }, refusal.message);
    if (res.headersSent || res.destroyed) return;
    const { status, body } = presentError(refusal, req.id);
    res.status(status).json(body);
  });
}
