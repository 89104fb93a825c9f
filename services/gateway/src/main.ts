import { createServer } from 'node:http';
import { listenIfFree, runService } from '@shortlist/kit';
import { buildGatewayApp, wireUpgrades } from './app';
import { loadGatewayConfig } from './config';

// The public entry: the web app and the proxy to the services. It holds no database and no
// internal token (it faces the internet), so runService's production check of the token is off.
runService(
  'gateway',
  loadGatewayConfig,
  async ({ config, logger }) => {
    const { app, upgrade, metricsApp } = buildGatewayApp(config, logger);
    const server = createServer(app);
    wireUpgrades(server, upgrade);
    // Metrics on their own listener, which the cluster's Prometheus reaches and the ingress does not.
    const metricsServer = createServer(metricsApp);
    const metricsPort = await listenIfFree(
      metricsServer,
      config.METRICS_PORT,
      config.METRICS_HOST,
      logger,
      'gateway metrics',
    );
    return {
      server,
      info: { metrics: metricsPort },
      closers: metricsPort === undefined ? [] : [() => metricsServer.close()],
    };
  },
  { holdsInternalToken: false },
);
