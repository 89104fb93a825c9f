import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openContext } from './browser';
import { scratchFiles, type ScratchFiles } from './files';
import { startProduct, type RunningProduct } from './product';

/** What a journey works with; the fields are filled in by the time its first step runs. */
export interface Journey {
  product: RunningProduct;
  browser: Browser;
  context: BrowserContext;
  /** The recruiter's page, the one every step drives. */
  page: Page;
  /** Uncaught exceptions in the page: a crash the user would notice. */
  pageErrors: string[];
  files: ScratchFiles;
}

export interface JourneyOptions {
  /** Added to the product's environment, e.g. a feature flag the journey needs. */
  env?: Record<string, string>;
  /**
   * Runs after the files are written and before the product starts, e.g. to start a local server
   * the product talks to; what it returns is added to the product's environment before `env`.
   */
  before?: () => Promise<Record<string, string> | void>;
  /** Runs after the browser and the product have stopped, to stop what `before` started. */
  after?: () => Promise<void>;
}

/**
 * The setup every browser journey shares: its generated files in a scratch folder, the product
 * started on its own, a browser and one recruiter's page; all of it closed again after the last
 * step. `files` is a function so the documents are only generated when the journey runs.
 */
export function useJourney(
  prefix: string,
  files: () => Parameters<typeof scratchFiles>[1],
  options: JourneyOptions = {},
): Journey {
  const journey = {} as Journey;

  beforeAll(async () => {
    journey.files = await scratchFiles(prefix, files());
    const extra = (await options.before?.()) || {};
    [journey.product, journey.browser] = await Promise.all([
      startProduct({ ...extra, ...options.env }),
      launchBrowser(),
    ]);
    const recruiter = await openContext(journey.browser, journey.product.url);
    Object.assign(journey, recruiter);
  }, 240_000);

  afterAll(async () => {
    await journey.browser?.close();
    await journey.product?.stop();
    await options.after?.();
    journey.files?.remove();
  }, 60_000);

  return journey;
}
