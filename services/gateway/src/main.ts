import { createServer } from 'node:http';
import { createLogger, listen, listenIfFree, onShutdown, runMain } from '@shortlist/kit';
import { buildGatewayApp, wireUpgrades } from './app';
import { loadGatewayConfig } from './config';

runMain('gateway', async () => {
  const config = loadGatewayConfig();
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const { app, upgrade, metricsApp } = buildGatewayApp(config, logger);
  const server = createServer(app);
  wireUpgrades(server, upgrade);
  await listen(server, config.PORT, config.HOST);
  // Metrics on their own listener, which the cluster's Prometheus reaches and the ingress does not.
  const metricsServer = createServer(metricsApp);
  const metricsPort = await listenIfFree(
    metricsServer,
    config.METRICS_PORT,
    config.METRICS_HOST,
    logger,
    'gateway metrics',
  );
  logger.info({ port: config.PORT, metrics: metricsPort }, 'gateway listening');
  onShutdown({
    logger,
    server,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    closers: metricsPort === undefined ? [] : [() => metricsServer.close()],
  });
});
