import type { Server } from 'node:http';
import { assertProductionSafe, type BaseConfig } from './config';
import { databaseSettings, type DatabaseSettings } from './db';
import { listen, listenIfFree, onShutdown, runMain, type Closer } from './lifecycle';
import { createLogger, type Logger } from './logger';

export interface ServiceConfig extends BaseConfig {
  PORT: number;
}

/** What a service's own set-up hands back to be served and, on SIGTERM, closed. */
export interface StartedService {
  /** Absent for a process that serves nothing (the matching worker idling beside PGlite). */
  server?: Server;
  /**
   * Where `server` listens: config PORT unless given. `optional` names a side listener (probes,
   * metrics) worth having but not worth refusing to work for: a taken port is logged and skipped.
   */
  listener?: { port: number; optional?: string };
  /** Run in order after the server stopped taking requests (pools, then connections). */
  closers: Closer[];
  /** Logged with the port once listening. */
  info?: Record<string, unknown>;
  /** The line logged once started; default "<name> listening". */
  startedMessage?: string;
  /**
   * False when a closer stops the server itself: Socket.IO's close does, and an open websocket
   * would keep a plain server.close waiting until the shutdown timeout.
   */
  closeServerFirst?: boolean;
}

export interface RunServiceOptions {
  /**
   * Whether the process holds the internal token, and so must refuse the development one in
   * production. The gateway faces the internet and is given none.
   */
  holdsInternalToken?: boolean;
}

/**
 * The one shape of every process's main.ts: parse the config (a bad variable is named and the
 * process exits), refuse unsafe production settings, make the logger, run the process's own set-up
 * with its database settings, listen, and shut down gracefully in order on SIGTERM/SIGINT.
 */
export function runService<C extends ServiceConfig>(
  name: string,
  loadConfig: () => C,
  start: (context: {
    config: C;
    logger: Logger;
    database: DatabaseSettings & { dataDir: string };
  }) => Promise<StartedService>,
  options: RunServiceOptions = {},
): void {
  runMain(name, async () => {
    const config = loadConfig();
    if (options.holdsInternalToken !== false) assertProductionSafe(config);
    const logger = createLogger(name, config.LOG_LEVEL);
    keepRunningOnUnhandledRejections(logger);
    const started = await start({
      config,
      logger,
      database: databaseSettings(config, name, logger),
    });
    const { server, listener } = started;
    let port: number | undefined;
    if (server && listener?.optional) {
      port = await listenIfFree(server, listener.port, config.HOST, logger, listener.optional);
    } else if (server) {
      port = listener?.port ?? config.PORT;
      await listen(server, port, config.HOST);
    }
    logger.info({ port, ...started.info }, started.startedMessage ?? `${name} listening`);
    onShutdown({
      logger,
      server: started.closeServerFirst === false || port === undefined ? undefined : server,
      timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
      closers: started.closers,
    });
  });
}

/**
 * A promise nobody awaited that fails (a lost connection in a background task) is logged and the
 * process goes on: Node would otherwise end it, and with it every request and job in flight.
 */
function keepRunningOnUnhandledRejections(logger: Logger): void {
  process.on('unhandledRejection', (reason) =>
    logger.error({ err: reason }, 'unhandled rejection; the process keeps running'),
  );
}
