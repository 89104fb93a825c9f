import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

/** Debian's Chromium, which CI installs (.ci/run); playwright-core brings no browser. */
export const CHROMIUM_PATH = process.env.SHORTLIST_CHROMIUM ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 812 };
export const SCREENSHOT_DIR = path.resolve(__dirname, '..', 'screenshots');

/**
 * `describe` when Chromium is installed. Without it the tests are skipped with a message, except
 * in CI (CI=true), where a missing browser fails the run: a skipped suite would look green.
 */
export function describeE2E(name: string, body: () => void): void {
  if (existsSync(CHROMIUM_PATH)) {
    describe(name, body);
    return;
  }
  const message =
    `Chromium not found at ${CHROMIUM_PATH}: the end-to-end tests "${name}" need it ` +
    '(Debian/Ubuntu: apt-get install chromium; or set SHORTLIST_CHROMIUM).';
  if (process.env.CI) {
    describe(name, () => {
      test('Chromium is installed', () => {
        throw new Error(message);
      });
    });
    return;
  }
  console.warn(`${message} Skipping.`);
  describe.skip(name, body);
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export interface E2EContext {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions in the page: a crash the user would notice. */
  pageErrors: string[];
}

/**
 * A fresh browser profile at desktop size pointed at the product. Requests that would leave the
 * machine are refused: the product must work with no third party.
 */
export async function openContext(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<E2EContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: DESKTOP,
    acceptDownloads: true,
    locale: 'en-US',
    timezoneId: 'UTC',
    ...options,
  });
  context.setDefaultTimeout(20_000);
  await context.route(
    (url) => url.origin !== new URL(baseURL).origin && url.protocol.startsWith('http'),
    (route) => route.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  const pageErrors = watchErrors(page);
  return { context, page, pageErrors };
}

export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/**
 * Screenshots of what the user sees now, at desktop size and on a phone, as
 * tests/e2e/screenshots/<name>-desktop.png and <name>-phone.png (full page).
 */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize() ?? DESKTOP;
  await page.setViewportSize(DESKTOP);
  await settle(page);
  // Transitions (a progress bar filling) are finished first: the picture shows the end state.
  const options = { fullPage: true, animations: 'disabled' } as const;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-desktop.png`), ...options });
  await page.setViewportSize(PHONE);
  await settle(page);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-phone.png`), ...options });
  // Nothing may push the page sideways on a phone.
  const width = (await page.evaluate('document.documentElement.scrollWidth')) as number;
  if (width > PHONE.width) {
    throw new Error(`${name}: the page is ${width}px wide on a ${PHONE.width}px phone`);
  }
  await page.setViewportSize(original);
  await settle(page);
}

/** Two animation frames: the layout after a resize has been painted. */
function settle(page: Page): Promise<unknown> {
  return page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))',
  );
}

/**
 * Tests of one journey share a page and run in order; once a step fails, the later ones fail at
 * once naming it, instead of failing on symptoms of the first failure.
 */
export function journeySteps() {
  let broken: string | null = null;
  return (name: string, fn: () => Promise<void>, timeoutMs?: number) =>
    test(
      name,
      async () => {
        if (broken) throw new Error(`not run: the earlier step "${broken}" failed`);
        try {
          await fn();
        } catch (err) {
          broken = name;
          throw err;
        }
      },
      timeoutMs,
    );
}
