import type { Browser, Page } from 'playwright-core';
import { Client } from '../support/client';
import { generatedResumes } from '../support/generated-resumes';
import { testDocument } from '../support/stand-ins';
import { describeE2E, launchBrowser, openContext, type E2EContext } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import { quickMatch, selectPair, waitForPath } from './support/ui';

// Issue #13, item 1: after 'Analyze Match', 4 of 14 analysis pages stayed on 'Analyzing...'
// although the worker finished in 0.2 s; only a reload showed the result. A recruiter runs Quick
// Match for 8 candidates in a row, five times over, with a worker as fast as production's (no
// stage delay): every analysis page must show its result within 10 s, without a reload.
jest.setTimeout(600_000);

const CANDIDATES = 8;
const ROUNDS = 5;
const RESULT_WITHIN_MS = 10_000;

describeE2E('Quick Match, many times in a row', () => {
  let product: RunningProduct;
  let browser: Browser;
  let recruiter: E2EContext;
  let page: Page;
  let names: string[] = [];

  beforeAll(async () => {
    [product, browser] = await Promise.all([
      // 40 analyses on a Free account, without the stage delay the other browser tests use.
      startProduct({ MATCHING_TEST_JOB_DELAY_MS: '0', FREE_DAILY_MATCHES: '100' }),
      launchBrowser(),
    ]);
    // The uploads are not what this test is about: the API does them.
    const client = new Client(product.url);
    await client.signup(`quick-${Date.now()}@example.com`);
    const job = await client.upload(
      '/api/job-descriptions',
      testDocument('jobs/front_end_engineer.pdf'),
    );
    expect(job.status).toBe(201);
    const resumes = await generatedResumes(CANDIDATES);
    for (const r of resumes) {
      const form = new FormData();
      form.append('file', new Blob([r.bytes]), r.fileName);
      const res = await client.call('POST', '/api/candidates', form);
      expect(res.status).toBe(201);
    }
    names = resumes.map((r) => r.name);
    recruiter = await openContext(browser, product.url);
    page = recruiter.page;
    await page.goto('/');
    await page.evaluate(`localStorage.setItem('token', ${JSON.stringify(client.token)})`);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  }, 60_000);

  test('every analysis page shows its result within 10 s, without a reload', async () => {
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto('/dashboard');
    await quickMatch(page).waitFor();
    const slow: string[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const name of names) {
        await selectPair(page, 'Front End Engineer', name);
        await quickMatch(page).getByRole('button', { name: 'Analyze Match' }).click();
        await waitForPath(page, /^\/analysis\//);
        await page.getByText(`${name} → Front End Engineer`).waitFor();
        try {
          await page.getByTestId('match-score').waitFor({ timeout: RESULT_WITHIN_MS });
        } catch {
          // Noted, and on to the next: the report names every page that hung.
          const stage = await page.locator('[aria-current="step"]').allTextContents();
          slow.push(`round ${round}, ${name}: still at "${stage.join()}" after 10 s`);
        }
        // Back the way a recruiter goes: in the app, so the cache and the socket stay.
        await page.getByRole('link', { name: 'Back to Dashboard' }).click();
        await waitForPath(page, '/dashboard');
        await quickMatch(page).waitFor();
      }
    }
    expect(slow).toEqual([]);
    expect(loads).toBe(1);
    expect(recruiter.pageErrors).toEqual([]);
  });
});
