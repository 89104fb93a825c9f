import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { AppError, type ErrorCode } from './errors';
import { REQUEST_ID_HEADER, currentRequestId } from './request-context';

export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

/** Guards `/internal/*` routes: only callers holding the service credential get in. */
export function requireInternal(token: string): RequestHandler {
  const expected = Buffer.from(token);
  return (req, _res, next) => {
    const given = Buffer.from(String(req.headers[INTERNAL_TOKEN_HEADER] ?? ''));
    const ok = given.length === expected.length && timingSafeEqual(given, expected);
    next(ok ? undefined : new AppError('forbidden', 'Internal route'));
  };
}

export interface InternalClient {
  request<T>(method: string, path: string, body?: unknown): Promise<T>;
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
}

/**
 * Calls another service's internal API with the service credential, a timeout and the current
 * request id. Errors keep the other service's code and message, so a 404 there is a 404 here.
 */
export function createInternalClient(options: {
  baseUrl: string;
  token: string;
  timeoutMs?: number;
  service: string;
}): InternalClient {
  const timeoutMs = options.timeoutMs ?? 5000;
  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { [INTERNAL_TOKEN_HEADER]: options.token };
    const requestId = currentRequestId();
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await fetch(new URL(path, options.baseUrl), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new AppError(
        'service_unavailable',
        `The ${options.service} service is unavailable`,
        String((err as Error).message),
      );
    }
    const text = await res.text();
    const data = text ? safeJson(text) : undefined;
    if (!res.ok) {
      const payload = (data ?? {}) as { error?: string; code?: ErrorCode };
      const code =
        payload.code && typeof payload.error === 'string' ? payload.code : 'upstream_failed';
      throw new AppError(
        code,
        payload.error ?? `The ${options.service} service answered ${res.status}`,
      );
    }
    return data as T;
  }
  return {
    request,
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
