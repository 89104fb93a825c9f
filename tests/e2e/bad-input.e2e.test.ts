import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { Client } from '../support/client';
import { testDocument } from '../support/stand-ins';
import {
  DESKTOP,
  describeE2E,
  journeySteps,
  launchBrowser,
  openContext,
  PHONE,
  snap,
  type E2EContext,
} from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import {
  dropzoneInput,
  quickMatch,
  selectPair,
  waitForPath,
  waitUntilOnScreen,
} from './support/ui';

// What a user sees when the input is wrong: a file that is not a document, and a Free account's
// fourth analysis of the day.
jest.setTimeout(120_000);

const doc = testDocument;
const UNSUPPORTED = 'File type must be one of PDF, DOC, DOCX';
const DAILY_LIMIT = 'Daily limit reached! Upgrade to Pro for unlimited matches.';

/** A real 1x1 PNG: what a recruiter gets by renaming a screenshot to .pdf. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describeE2E('bad input through the UI', () => {
  let product: RunningProduct;
  let browser: Browser;
  let user: E2EContext;
  let page: Page;
  const step = journeySteps();

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
    // The account and its documents are the setup, not the subject: made through the API.
    const api = new Client(product.url);
    await api.signup(`free-${Date.now()}@example.com`, 'password123', 'Frieda Free');
    for (const [url, file] of [
      ['/api/job-descriptions', 'jobs/front_end_engineer.pdf'],
      ['/api/job-descriptions', 'jobs/java_developer.pdf'],
      ['/api/candidates', 'resumes/barry_allen_fe.pdf'],
      ['/api/candidates', 'resumes/john_doe.pdf'],
    ] as const) {
      const res = await api.upload(url, doc(file));
      if (res.status !== 201) throw new Error(`setup upload of ${file}: ${res.status} ${res.text}`);
    }
    user = await openContext(browser, product.url);
    page = user.page;
    await user.context.addInitScript(`localStorage.setItem('token', ${JSON.stringify(api.token)})`);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  }, 60_000);

  step(
    "a PNG renamed .pdf is refused with the server's message, where the user looks",
    async () => {
      await page.goto('/dashboard');
      await page.getByText('Welcome, Frieda Free').waitFor();
      // The resume dropzone is below the fold, far below the banner on a phone.
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await page.getByRole('button', { name: 'Resume file' }).first().scrollIntoViewIfNeeded();
        await dropzoneInput(page, 'Resume file').setInputFiles({
          name: 'headshot.pdf',
          mimeType: 'application/pdf',
          buffer: tinyPng(),
        });
        const banner = page.getByRole('alert').filter({ hasText: 'Upload Failed' });
        await banner.getByText(UNSUPPORTED, { exact: true }).waitFor();
        // The message comes to the user who is looking at the dropzone.
        await waitUntilOnScreen(banner);
        if (viewport === DESKTOP) await snap(page, 'upload-rejected');
        await banner.getByRole('button', { name: 'Dismiss error' }).click();
        await banner.waitFor({ state: 'detached' });
      }
      // Nothing was added.
      await page.getByRole('link', { name: /^2\s*Candidates$/ }).waitFor();
    },
  );

  step('a .png is refused by the dropzone before it is sent', async () => {
    const uploads: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().includes('/api/')) uploads.push(req.url());
    });
    await dropzoneInput(page, 'Job description file').setInputFiles({
      name: 'headshot.png',
      mimeType: 'image/png',
      buffer: tinyPng(),
    });
    await page.getByRole('alert').getByText(UNSUPPORTED, { exact: true }).waitFor();
    expect(uploads).toEqual([]);
  });

  step('the fourth analysis of the day shows the daily limit', async () => {
    const pairs: [string, string][] = [
      ['Front End Engineer', 'Barry Allen'],
      ['Front End Engineer', 'John Doe'],
      ['Java Developer', 'Barry Allen'],
    ];
    for (const [job, candidate] of pairs) {
      await page.goto('/dashboard');
      await selectPair(page, job, candidate);
      await quickMatch(page).getByRole('button', { name: 'Analyze Match' }).click();
      await waitForPath(page, /^\/analysis\//);
      await page.getByRole('heading', { name: 'Match Analysis' }).waitFor();
    }
    await page.goto('/dashboard');
    const tracker = page.getByRole('region', { name: 'Daily matches' });
    await tracker.getByText('3 of 3 used').waitFor();
    await tracker.getByText(DAILY_LIMIT).waitFor();
    await selectPair(page, 'Java Developer', 'John Doe');
    await quickMatch(page).getByRole('button', { name: 'Analyze Match' }).click();
    const banner = page.getByRole('alert').filter({ hasText: DAILY_LIMIT });
    await banner.waitFor();
    expect(
      await banner
        .getByRole('link', { name: 'Upgrade to Pro for unlimited access' })
        .getAttribute('href'),
    ).toBe('/pricing');
    await waitForPath(page, '/dashboard');
    await snap(page, 'daily-limit');
    expect(user.pageErrors).toEqual([]);
  });
});
