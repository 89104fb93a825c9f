import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
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

/** Where another service's internal API is, its credential and how long a call may take. */
export interface InternalEndpoint {
  baseUrl: string;
  token: string;
  timeoutMs: number;
}

/** One call's own limit, for the few calls that may take longer than the client's timeout. */
export interface CallOptions {
  timeoutMs?: number;
}

export interface InternalClient {
  request<T>(method: string, path: string, body?: unknown, call?: CallOptions): Promise<T>;
  get<T>(path: string, call?: CallOptions): Promise<T>;
  post<T>(path: string, body?: unknown, call?: CallOptions): Promise<T>;
}

/**
 * Calls another service's internal API with the service credential, a timeout and the current
 * request id. Errors keep the other service's code and message, so a 404 there is a 404 here.
 *
 * node:http with kept-alive connections, not fetch: every analysis makes several of these calls,
 * and fetch spent about three times the CPU per call (bench/e2e.ts profiles, issue #16).
 */
export function createInternalClient(
  options: Omit<InternalEndpoint, 'timeoutMs'> & { timeoutMs?: number; service: string },
): InternalClient {
  const timeoutMs = options.timeoutMs ?? 5000;
  const base = new URL(options.baseUrl);
  const secure = base.protocol === 'https:';
  // Idle connections are dropped before the other side's (Node's default 5 s) keep-alive timeout.
  const keep = { keepAlive: true, timeout: 4000 };
  const agent = secure ? new https.Agent(keep) : new http.Agent(keep);
  async function request<T>(
    method: string,
    path: string,
    body?: unknown,
    call: CallOptions = {},
  ): Promise<T> {
    const headers: Record<string, string> = { [INTERNAL_TOKEN_HEADER]: options.token };
    const requestId = currentRequestId();
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    let res: { status: number; text: string };
    try {
      res = await send(
        new URL(path, base),
        { method, headers, agent, secure, timeoutMs: call.timeoutMs ?? timeoutMs },
        payload,
      );
    } catch (err) {
      throw new AppError(
        'service_unavailable',
        `The ${options.service} service is unavailable`,
        String((err as Error).message),
      );
    }
    const data = res.text ? safeJson(res.text) : undefined;
    if (res.status < 200 || res.status > 299) {
      const answer = (data ?? {}) as { error?: string; code?: ErrorCode };
      const code =
        answer.code && typeof answer.error === 'string' ? answer.code : 'upstream_failed';
      throw new AppError(
        code,
        answer.error ?? `The ${options.service} service answered ${res.status}`,
      );
    }
    return data as T;
  }
  return {
    request,
    get: (path, call) => request('GET', path, undefined, call),
    post: (path, body, call) => request('POST', path, body, call),
  };
}

const RESET = new Set(['ECONNRESET', 'EPIPE']);

/** One request, its whole answer read within `timeoutMs` (as fetch with a timeout signal did). */
function send(
  url: URL,
  options: {
    method: string;
    headers: Record<string, string>;
    agent: http.Agent;
    secure: boolean;
    timeoutMs: number;
  },
  payload: string | undefined,
  retried = false,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const { method, headers, agent, secure, timeoutMs } = options;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    let answered = false;
    const fail = (err: Error) => settle(() => reject(err));
    const req = (secure ? https : http).request(url, { method, headers, agent }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        settle(() =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        ),
      );
      res.on('error', fail);
      res.on('close', () => fail(new Error('the connection closed before the answer ended')));
    });
    const timer = setTimeout(
      () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    req.on('error', (err: NodeJS.ErrnoException) => {
      // A kept-alive connection the other side closed as this request went out: sent again once
      // on a new one, as Node's documentation advises (every internal route is safe to repeat:
      // reads, and usage keyed by run).
      if (req.reusedSocket && !answered && !retried && RESET.has(err.code ?? '')) {
        settle(() => resolve(send(url, options, payload, true)));
        return;
      }
      fail(err);
    });
    req.end(payload);
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
