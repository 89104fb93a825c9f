import { createServer } from 'node:http';
import { createLogger, listen, onShutdown, runMain } from '@shortlist/kit';
import { buildGatewayApp, wireUpgrades } from './app';
import { loadGatewayConfig } from './config';

runMain('gateway', async () => {
  const config = loadGatewayConfig();
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const { app, upgrade } = buildGatewayApp(config, logger);
  const server = createServer(app);
  wireUpgrades(server, upgrade);
  await listen(server, config.PORT, config.HOST);
  logger.info({ port: config.PORT }, 'gateway listening');
  onShutdown({ logger, server, timeoutMs: config.SHUTDOWN_TIMEOUT_MS, closers: [] });
});
