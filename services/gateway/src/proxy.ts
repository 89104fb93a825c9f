import http from 'node:http';
import type { Socket } from 'node:net';
import { presentError, AppError, REQUEST_ID_HEADER, type Logger } from '@shortlist/kit';
import { createProxyMiddleware, type RequestHandler } from 'http-proxy-middleware';
import { routeFor, type Route } from './route-table';

// Keep-alive agents: without them every proxied request pays a new TCP handshake to the service.
const agent = new http.Agent({ keepAlive: true, maxSockets: 512, keepAliveMsecs: 10_000 });

/**
 * One proxy per service. A service that is down (or not built yet) answers 503 `{ error, code }`
 * instead of hanging or leaking a stack trace.
 */
export function createProxies(routes: Route[], options: { logger: Logger; timeoutMs: number }) {
  const proxies = new Map<Route, RequestHandler>();
  for (const route of routes) {
    proxies.set(
      route,
      createProxyMiddleware({
        target: route.target,
        agent,
        ws: route.prefixes.includes('/socket.io'),
        xfwd: true,
        proxyTimeout: options.timeoutMs,
        on: {
          proxyReq: (proxyReq, req) => {
            const { id, ip } = req as { id?: string; ip?: string };
            if (id) proxyReq.setHeader(REQUEST_ID_HEADER, id);
            // The services learn the client from us alone: its address as this gateway judged it
            // (TRUST_PROXY), replacing whatever X-Forwarded-For the client sent, which xfwd would
            // otherwise pass on in front of ours.
            if (ip) proxyReq.setHeader('x-forwarded-for', ip);
          },
          error: (err, req, res) => {
            options.logger.warn(
              { err: err.message, service: route.service, url: req.url },
              'upstream failed',
            );
            const unavailable = new AppError(
              'service_unavailable',
              `The ${route.service} service is unavailable. Please try again shortly.`,
            );
            if (res instanceof http.ServerResponse) {
              if (res.headersSent) return res.destroy();
              const { status, body } = presentError(unavailable);
              res.writeHead(status, { 'content-type': 'application/json' });
              res.end(JSON.stringify(body));
            } else {
              (res as Socket).destroy();
            }
          },
        },
      }),
    );
  }
  return {
    /** Express middleware: proxies requests whose path belongs to a service. */
    handle: (
      req: http.IncomingMessage & { path?: string },
      res: http.ServerResponse,
      next: (err?: unknown) => void,
    ) => {
      const pathname = (req.url ?? '/').split('?')[0] ?? '/';
      const route = routeFor(routes, pathname);
      const proxy = route && proxies.get(route);
      if (!proxy) return next();
      void proxy(req, res, next);
    },
    /** For the server's 'upgrade' event: websockets bypass express entirely. */
    upgrade: (req: http.IncomingMessage, socket: Socket, head: Buffer) => {
      const pathname = (req.url ?? '/').split('?')[0] ?? '/';
      const route = routeFor(routes, pathname);
      const proxy = route && proxies.get(route);
      if (proxy && route.prefixes.includes('/socket.io')) proxy.upgrade(req, socket, head);
      else socket.destroy();
    },
  };
}
