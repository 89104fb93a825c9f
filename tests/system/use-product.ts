import { connectLive } from '@shortlist/test-support';
import { startDeployment, type Deployment } from './harness';

const START_TIMEOUT_MS = 180_000;

type Live = Awaited<ReturnType<typeof connectLive>>;

/** The running product of a suite; its fields are filled in by the time the first test runs. */
export interface SuiteProduct extends Deployment {
  /**
   * A live-events connection as this user (on a team workspace when named), closed with the
   * product after the last test.
   */
  live(token: string, workspace?: string): Promise<Live>;
}

export interface SuiteProductOptions {
  /** Added to the product's environment. */
  env?: Record<string, string>;
  /**
   * Runs before the product starts, e.g. to start a local server it talks to; what it returns is
   * added to the product's environment before `env`.
   */
  before?: () => Promise<Record<string, string> | void>;
  /** Runs after the product has stopped, to stop what `before` started. */
  after?: () => Promise<void>;
}

/**
 * The setup the gateway suites share: the product started before the first test, and after the
 * last one every live connection closed, the product stopped and then whatever `before` started.
 */
export function useProduct(options: SuiteProductOptions = {}): SuiteProduct {
  const sockets: Live[] = [];
  let started: Deployment | undefined;
  const product = {
    live: async (token: string, workspace?: string) => {
      const socket = await connectLive(product.url, token, workspace);
      sockets.push(socket);
      return socket;
    },
  } as SuiteProduct;

  beforeAll(async () => {
    const extra = (await options.before?.()) || {};
    started = await startDeployment({ ...extra, ...options.env });
    Object.assign(product, started);
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await started?.stop();
    await options.after?.();
  }, START_TIMEOUT_MS);

  return product;
}
