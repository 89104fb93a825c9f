import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { ZodError } from 'zod';
import { AppError, isAppError } from './errors';
import type { Logger } from './logger';
import type { Metrics } from './metrics';
import { REQUEST_ID_HEADER, requestIdFrom, runWithRequestId } from './request-context';
import type { TrustProxy } from './trust-proxy';

export interface ReadinessCheck {
  name: string;
  check: () => Promise<unknown>;
}

export interface AppOptions {
  service: string;
  logger: Logger;
  metrics: Metrics;
  /** Checked by /readyz; each must resolve within 2 s. */
  readiness?: ReadinessCheck[];
  jsonLimit?: string;
  /** The gateway sets its own security headers for HTML; services answer JSON only. */
  helmetOptions?: Parameters<typeof helmet>[0];
  /** The gateway streams bodies to the services untouched, so it must not parse them. */
  parseJson?: boolean;
  /**
   * Whether /metrics is served on this app (default yes). The gateway faces the internet, so it
   * serves its metrics on a listener of their own instead (createMetricsApp).
   */
  metricsRoute?: boolean;
  /** Whose X-Forwarded-For to believe (config TRUST_PROXY); default none. */
  trustProxy?: TrustProxy;
}

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
    log: Logger;
  }
}

/**
 * The express app every service starts from: security headers, request id, access log, metrics,
 * health and JSON parsing. The service mounts its routes, then calls `finishApp` for the 404 and
 * the one error mapper.
 */
export function createApp(options: AppOptions): Express {
  const { logger, metrics } = options;
  const app = express();
  app.disable('x-powered-by');
  // Never a blanket 'private addresses': on a LAN every client has one (TRUST_PROXY, trust-proxy.ts).
  app.set('trust proxy', options.trustProxy ?? false);
  app.use(helmet(options.helmetOptions));

  app.use((req, res, next) => {
    req.id = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    req.log = logger.child({ reqId: req.id });
    res.setHeader(REQUEST_ID_HEADER, req.id);
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const route = routeLabel(req);
      metrics.httpDuration.observe(
        { method: req.method, route, status: String(res.statusCode) },
        seconds,
      );
      if (route === '/healthz' || route === '/readyz' || route === '/metrics') return;
      req.log.info(
        {
          method: req.method,
          url: req.originalUrl,
          status: res.statusCode,
          ms: Math.round(seconds * 1000),
        },
        'request',
      );
    });
    runWithRequestId(req.id, next);
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: options.service });
  });
  app.get('/readyz', async (_req, res) => {
    const results = await Promise.all(
      (options.readiness ?? []).map(async ({ name, check }) => {
        try {
          await withTimeout(check(), 2000);
          return { name, ok: true };
        } catch (err) {
          return { name, ok: false, error: (err as Error).message };
        }
      }),
    );
    const ready = results.every((r) => r.ok);
    res
      .status(ready ? 200 : 503)
      .json({ status: ready ? 'ready' : 'unavailable', checks: results });
  });
  if (options.metricsRoute !== false) app.get('/metrics', metricsHandler(metrics));

  if (options.parseJson !== false) app.use(express.json({ limit: options.jsonLimit ?? '1mb' }));
  return app;
}

const metricsHandler =
  (metrics: Metrics): RequestHandler =>
  async (_req, res) => {
    res.setHeader('content-type', metrics.registry.contentType);
    res.send(await metrics.registry.metrics());
  };

/** An app that serves /metrics and nothing else, for a listener only the cluster reaches. */
export function createMetricsApp(metrics: Metrics): Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', metricsHandler(metrics));
  return finishApp(app);
}

/** The 404 for unknown routes and the error mapper. Call after mounting the routes. */
export function finishApp(app: Express): Express {
  app.use((req, _res, next) =>
    next(new AppError('not_found', `No route for ${req.method} ${req.path}`)),
  );
  app.use(errorMapper);
  return app;
}

export const errorMapper: ErrorRequestHandler = (err, req, res, _next) => {
  const { status, body } = presentError(err, req.id);
  if (status >= 500) req.log?.error({ err }, 'request failed');
  if (res.headersSent) return;
  res.status(status).json(body);
};

export function presentError(
  err: unknown,
  requestId?: string,
): {
  status: number;
  body: { error: string; code: string; details?: unknown; requestId?: string };
} {
  if (isAppError(err)) {
    const body = {
      error: err.message,
      code: err.code,
      ...(err.details ? { details: err.details } : {}),
    };
    return { status: err.status, body: err.status >= 500 ? { ...body, requestId } : body };
  }
  if (err instanceof ZodError) {
    const first = err.issues[0];
    const where = first && first.path.length ? `${first.path.join('.')}: ` : '';
    return {
      status: 400,
      body: {
        error: `${where}${first?.message ?? 'Invalid request'}`,
        code: 'validation_failed',
        details: err.issues,
      },
    };
  }
  const e = err as { type?: string; status?: number; message?: string };
  if (e?.type === 'entity.parse.failed') {
    return { status: 400, body: { error: 'Request body is not valid JSON', code: 'invalid_json' } };
  }
  if (e?.type === 'entity.too.large') {
    return { status: 413, body: { error: 'Request body is too large', code: 'file_too_large' } };
  }
  return {
    status: 500,
    body: { error: 'Something went wrong. Please try again.', code: 'internal', requestId },
  };
}

/** Wraps a handler that validates with zod and returns a value to send as JSON. */
export const handle =
  (
    fn: (
      req: Parameters<RequestHandler>[0],
      res: Parameters<RequestHandler>[1],
    ) => Promise<unknown> | unknown,
  ): RequestHandler =>
  async (req, res, next) => {
    try {
      const result = await fn(req, res);
      if (!res.headersSent && result !== undefined) res.json(result);
    } catch (err) {
      next(err);
    }
  };

function routeLabel(req: Parameters<RequestHandler>[0]): string {
  // The matched route pattern keeps the label set small; unmatched paths collapse to one label.
  const route = (req as { route?: { path?: string } }).route?.path;
  return route ? `${req.baseUrl}${route}` : req.baseUrl || 'unmatched';
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });
}
