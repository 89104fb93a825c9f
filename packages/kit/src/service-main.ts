import type { Server } from 'node:http';
import { assertProductionSafe, type BaseConfig } from './config';
import { databaseSettings, type DatabaseSettings } from './db';
import { listen, onShutdown, runMain, type Closer } from './lifecycle';
import { createLogger, type Logger } from './logger';

export interface ServiceConfig extends BaseConfig {
  PORT: number;
}

/** What a service's own set-up hands back to be served and, on SIGTERM, closed. */
export interface StartedService {
  server: Server;
  /** Run in order after the server stopped taking requests (pools, then connections). */
  closers: Closer[];
  /** Logged with the port once listening. */
  info?: Record<string, unknown>;
  /**
   * False when a closer stops the server itself: Socket.IO's close does, and an open websocket
   * would keep a plain server.close waiting until the shutdown timeout.
   */
  closeServerFirst?: boolean;
}

/**
 * The one shape of a service's main.ts: parse the config (a bad variable is named and the process
 * exits), refuse unsafe production settings, make the logger, run the service's own set-up with its
 * database settings, listen, and shut down gracefully in order on SIGTERM/SIGINT.
 */
export function runService<C extends ServiceConfig>(
  name: string,
  loadConfig: () => C,
  start: (context: {
    config: C;
    logger: Logger;
    database: DatabaseSettings & { dataDir: string };
  }) => Promise<StartedService>,
): void {
  runMain(name, async () => {
    const config = loadConfig();
    assertProductionSafe(config);
    const logger = createLogger(name, config.LOG_LEVEL);
    const started = await start({
      config,
      logger,
      database: databaseSettings(config, name, logger),
    });
    await listen(started.server, config.PORT, config.HOST);
    logger.info({ port: config.PORT, ...started.info }, `${name} listening`);
    onShutdown({
      logger,
      server: started.closeServerFirst === false ? undefined : started.server,
      timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
      closers: started.closers,
    });
  });
}
