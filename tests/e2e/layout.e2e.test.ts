import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { Client } from '../support/client';
import { testDocument } from '../support/stand-ins';
import { describeE2E, launchBrowser, openContext, SCREENSHOT_DIR } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';

// Issue #13, item 2: on a 390 px phone a signed-in user without a name got a 506 px top bar:
// Settings and Logout were off-screen and every page scrolled sideways. No page may scroll
// sideways at 360 px or wider, for a visitor and for a signed-in user with and without a name.
// Each page at each width is written to tests/e2e/screenshots/layout-<who>-<page>-<width>.png.
jest.setTimeout(600_000);

const WIDTHS = [360, 390, 1440];

interface Account {
  token: string;
  jobId: string;
  candidateId: string;
}

/** An account with a job, a candidate and a finished analysis, made through the API. */
async function account(url: string, name?: string): Promise<Account> {
  const client = new Client(url);
  // A long address without a name: the bar shows the address.
  await client.signup(
    `${name ? 'named' : 'a-rather-long-address.nameless'}-${Date.now()}@example.com`,
    undefined,
    name,
  );
  const job = await client.upload(
    '/api/job-descriptions',
    testDocument('jobs/front_end_engineer.pdf'),
  );
  const candidate = await client.upload(
    '/api/candidates',
    testDocument('resumes/barry_allen_fe.pdf'),
  );
  const jobId = (job.body as { id: string }).id;
  const candidateId = (candidate.body as { id: string }).id;
  const run = await client.call('POST', `/api/analysis/${candidateId}/${jobId}`);
  expect(run.status).toBe(202);
  for (let i = 0; i < 100; i++) {
    const a = await client.call<{ status: string }>('GET', `/api/analysis/${candidateId}/${jobId}`);
    if (a.body.status === 'completed') break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { token: client.token ?? '', jobId, candidateId };
}

function pagesOf(a: Account | null): Record<string, string> {
  const common: Record<string, string> = {
    landing: '/',
    auth: '/auth',
    pricing: '/pricing',
    dashboard: '/dashboard',
    jobs: '/jobs',
    candidates: '/candidates',
    analytics: '/analytics',
  };
  if (!a) return common;
  return {
    ...common,
    settings: '/settings',
    job: `/jobs/${a.jobId}`,
    candidate: `/candidates/${a.candidateId}`,
    screening: `/jobs/${a.jobId}/screen`,
    analysis: `/analysis/${a.candidateId}/${a.jobId}`,
  };
}

/** How far the page reaches past the window's right edge, in px (0: no sideways scroll). */
const overflow = (page: Page) =>
  page.evaluate(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  ) as Promise<number>;

describeE2E('every page fits the window', () => {
  let product: RunningProduct;
  let browser: Browser;
  const who: Record<string, Account | null> = {};

  beforeAll(async () => {
    [product, browser] = await Promise.all([
      startProduct({ MATCHING_TEST_JOB_DELAY_MS: '0' }),
      launchBrowser(),
    ]);
    who.visitor = null;
    who.named = await account(product.url, 'Lisa Recruiter');
    who.nameless = await account(product.url);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  }, 60_000);

  test.each(['visitor', 'named', 'nameless'])(
    'no sideways scroll at 360, 390 and 1440 px: %s',
    async (kind) => {
      const a = who[kind] ?? null;
      const { context, page, pageErrors } = await openContext(browser, product.url, {
        viewport: { width: 1440, height: 900 },
      });
      // The tour and the exit prompt are not what this test is about.
      await context.addInitScript(`localStorage.setItem('recruiter_tour_completed', 'true');`);
      if (a)
        await context.addInitScript(`localStorage.setItem('token', ${JSON.stringify(a.token)});`);
      const wide: string[] = [];
      const titles = new Map<string, string>();
      for (const [name, url] of Object.entries(pagesOf(a))) {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: width < 1000 ? 800 : 900 });
          await page.goto(url);
          await page.locator('h1').first().waitFor();
          await page.waitForLoadState('networkidle');
          // By where the page landed: signed in, /auth goes on to the dashboard.
          if (width === 1440) titles.set(new URL(page.url()).pathname, await page.title());
          const over = await overflow(page);
          if (over > 0) wide.push(`${name} at ${width}px: ${over}px too wide`);
          if (a && url !== '/' && url !== '/auth') {
            // The signed-in user's way out stays on screen.
            for (const control of [
              page.getByRole('button', { name: 'Logout' }),
              page.getByRole('link', { name: 'Settings', exact: true }),
            ]) {
              const box = await control.boundingBox();
              if (!box || box.x < 0 || box.x + box.width > width)
                wide.push(`${name} at ${width}px: ${await control.textContent()} off-screen`);
            }
          }
          if (name === 'analysis' && width === 1440) {
            // Issue #13, item 6: the deliverable on the first screen, the breakdown on demand.
            const message = page.locator('.message-text');
            const box = await message.boundingBox();
            expect(box?.y).toBeLessThan(900 - 40);
            await page.getByTestId('match-score').waitFor();
            expect((await page.getByTestId('match-score').boundingBox())?.y).toBeLessThan(900);
            expect(await page.getByText('Top Matching Skills').isVisible()).toBe(true);
            await page.getByRole('button', { name: 'Show how the score was made' }).click();
            await page.getByRole('button', { name: 'Hide details' }).waitFor();
          }
          await page.screenshot({
            path: path.join(SCREENSHOT_DIR, `layout-${kind}-${name}-${width}.png`),
            fullPage: true,
            animations: 'disabled',
          });
        }
      }
      expect(wide).toEqual([]);
      // Each page names itself in the tab (issue #13: every tab said only 'Shortlist').
      for (const [name, title] of titles) {
        expect([name, title]).toEqual([name, expect.stringMatching(/.+ · .+/)]);
      }
      expect(new Set(titles.values()).size).toBe(titles.size);
      if (a) {
        const analysisTitle = titles.get(pagesOf(a).analysis ?? '');
        expect(analysisTitle).toBe('Barry Allen → Front End Engineer · Shortlist');
      }
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );

  // Issue #30, item 9: a 100,000-character name made the analysis page 1.27 million px wide.
  // Whatever the server lets through, every text container wraps a word longer than the window.
  test('a 100,000-character word wraps on every page instead of widening it', async () => {
    const a = who.named ?? null;
    const { context, page } = await openContext(browser, product.url, {
      viewport: { width: 390, height: 800 },
    });
    await context.addInitScript(`localStorage.setItem('recruiter_tour_completed', 'true');`);
    if (a)
      await context.addInitScript(`localStorage.setItem('token', ${JSON.stringify(a.token)});`);
    const wide: string[] = [];
    for (const [name, url] of Object.entries(pagesOf(a))) {
      await page.goto(url);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      const filled = (await page.evaluate(LONG_WORD_IN_EVERY_KIND_OF_TEXT)) as number;
      expect([name, filled > 0]).toEqual([name, true]);
      const over = await overflow(page);
      if (over > 0) wide.push(`${name}: ${over}px too wide`);
    }
    expect(wide).toEqual([]);
    await context.close();
  });
});

/** Puts one 100,000-character word in the first of each kind of text element on the page. */
const LONG_WORD_IN_EVERY_KIND_OF_TEXT = `(() => {
  const word = 'W'.repeat(100000);
  let filled = 0;
  for (const selector of ['h1', 'h2', 'h3', 'p', 'td', 'th', 'li', 'a', 'strong', 'dd', 'label']) {
    const el = document.querySelector('main ' + selector);
    if (el) { el.textContent = word; filled++; }
  }
  return filled;
})()`;
