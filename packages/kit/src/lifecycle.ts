import type { Server } from 'node:http';
import type { Logger } from './logger';

export type Closer = () => Promise<unknown> | unknown;

/**
 * Graceful shutdown on SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close
 * pools and connections in order. Bounded by `timeoutMs`; past it the process exits non-zero.
 */
export function onShutdown(options: {
  logger: Logger;
  server?: Server;
  closers: Closer[];
  timeoutMs: number;
}): () => Promise<void> {
  let closing: Promise<void> | undefined;
  const shutdown = () => {
    closing ??= (async () => {
      const { logger, server } = options;
      logger.info('shutting down');
      const timer = setTimeout(() => {
        logger.error({ timeoutMs: options.timeoutMs }, 'shutdown timed out; exiting');
        process.exit(1);
      }, options.timeoutMs);
      timer.unref();
      if (server) {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        await closed;
      }
      for (const close of options.closers) {
        try {
          await close();
        } catch (err) {
          logger.warn({ err }, 'error while closing');
        }
      }
      clearTimeout(timer);
      logger.info('stopped');
    })();
    return closing;
  };
  const onSignal = (signal: NodeJS.Signals) => {
    options.logger.info({ signal }, 'signal received');
    void shutdown().then(() => process.exit(0));
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  return shutdown;
}

export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * For side listeners (probes, metrics): worth having, not worth refusing to work for. A taken port
 * is logged and the listener stays off; port 0 picks a free one. Answers the port, or undefined.
 */
export async function listenIfFree(
  server: Server,
  port: number,
  host: string,
  logger: Logger,
  what: string,
): Promise<number | undefined> {
  try {
    await listen(server, port, host);
    const address = server.address();
    return typeof address === 'object' && address ? address.port : port;
  } catch (err) {
    logger.warn({ err, port }, `${what} are off: the port is taken`);
    return undefined;
  }
}

/** Runs a process entry, printing a config or startup error plainly instead of a stack dump. */
export function runMain(name: string, main: () => Promise<void>): void {
  main().catch((err: Error) => {
    console.error(`[${name}] failed to start: ${err.message}`);
    if (process.env.LOG_LEVEL === 'debug') console.error(err);
    process.exit(1);
  });
}
