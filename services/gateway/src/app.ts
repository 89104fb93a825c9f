import type { Server } from 'node:http';
import {
  AppError,
  checkoutPath,
  createApp,
  createMetrics,
  createMetricsApp,
  finishApp,
  workspaceDir,
  type Logger,
} from '@shortlist/kit';
import { apiDocsRoutes } from './api-docs';
import type { GatewayConfig } from './config';
import { createProxies } from './proxy';
import { upstreamReadiness } from './readiness';
import { routeTable } from './route-table';
import { webRoutes } from './web';

// The page loads PayPal's SDK for the subscription button; everything else comes from us.
const PAYPAL = ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];

export function buildGatewayApp(config: GatewayConfig, logger: Logger) {
  const metrics = createMetrics('gateway');
  const routes = routeTable(config);
  const app = createApp({
    service: 'gateway',
    trustProxy: config.TRUST_PROXY,
    logger,
    metrics,
    // Everything on this app is public (the ingress forwards every path): metrics are served on
    // METRICS_PORT by `metricsApp` instead.
    metricsRoute: false,
    parseJson: false,
    readiness: upstreamReadiness(routes),
    helmetOptions: {
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'", ...PAYPAL],
          'frame-src': ["'self'", ...PAYPAL],
          'img-src': ["'self'", 'data:', ...PAYPAL],
          'connect-src': ["'self'", ...PAYPAL],
          'style-src': ["'self'", "'unsafe-inline'"],
          // Local runs are plain http; TLS is the ingress' job in production.
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginEmbedderPolicy: false,
    },
  });
  // Internal routes belong to the services' private network and are never proxied.
  app.use('/internal', (_req, _res, next) => next(new AppError('not_found', 'Not found')));
  app.use(apiDocsRoutes());
  const proxies = createProxies(routes, { logger, timeoutMs: config.PROXY_TIMEOUT_MS });
  app.use(proxies.handle);
  app.use('/api', (req, _res, next) =>
    next(new AppError('not_found', `No route for ${req.method} /api${req.path}`)),
  );
  const distDir = config.WEB_DIST
    ? checkoutPath(config.WEB_DIST)
    : `${workspaceDir('@shortlist/web')}/dist`;
  app.use(webRoutes(distDir));
  return { app: finishApp(app), upgrade: proxies.upgrade, metricsApp: createMetricsApp(metrics) };
}

/** Websocket upgrades go straight to the proxy; without this Socket.IO falls back or times out. */
export function wireUpgrades(
  server: Server,
  upgrade: ReturnType<typeof buildGatewayApp>['upgrade'],
) {
  server.on('upgrade', upgrade);
}
