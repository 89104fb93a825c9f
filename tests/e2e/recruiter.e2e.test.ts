import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { testDocument } from '../support/stand-ins';
import {
  describeE2E,
  journeySteps,
  launchBrowser,
  openContext,
  snap,
  type E2EContext,
} from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import {
  chipsUnder,
  followUpMessage,
  matchScore,
  quickMatch,
  selectPair,
  uploadJob,
  uploadResume,
  waitForPath,
} from './support/ui';

// A recruiter from sign-up to a ranked, exported shortlist (issues "Web app part 1" and "part 2"):
// account, uploads, Quick Match with live stages, copy, search, Pro through the test checkout,
// bulk screening, CSV export, settings, server analytics, logout.
jest.setTimeout(120_000);

const doc = testDocument;

// Records every stage the analysis page marks as current, so the test can tell the user saw the
// live stages even when the worker is faster than any polling would notice.
const STAGE_RECORDER = `
  window.__seenStages = [];
  new MutationObserver(() => {
    for (const el of document.querySelectorAll('[aria-current="step"]')) {
      const label = el.textContent.trim();
      if (label && !window.__seenStages.includes(label)) window.__seenStages.push(label);
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
`;

// The analysis page's stages, in pipeline order (web/src/pages/analysis/StageView.tsx).
const STAGES = [
  'Queued',
  'Reading the resume and the job description',
  'Scoring the match',
  'Writing the follow-up message',
  'Done',
];

describeE2E('a recruiter', () => {
  let product: RunningProduct;
  let browser: Browser;
  let recruiter: E2EContext;
  let page: Page;
  const step = journeySteps();
  const email = `recruiter-${Date.now()}@example.com`;
  let message = '';

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
    recruiter = await openContext(browser, product.url);
    page = recruiter.page;
    await recruiter.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: product.url,
    });
    await recruiter.context.addInitScript(STAGE_RECORDER);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  }, 60_000);

  const nav = (name: string) =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
  const searchFor = async (box: Locator, q: string) => {
    await box.fill(q);
    await page.waitForURL((url) => url.searchParams.get('q') === q);
  };

  step('signs up on /auth and lands on the dashboard', async () => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Try Demo (No Signup Required)' }).waitFor();
    await page.getByText('Or create an account to save your work').waitFor();
    await snap(page, 'auth');
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await page.getByPlaceholder('Full name (optional)').fill('Lisa Recruiter');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('password123');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await waitForPath(page, '/dashboard');
    await page.getByText('Welcome, Lisa Recruiter').waitFor();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    // Signed in: no tour, no demo label; the Free plan's daily matches instead.
    await page.getByRole('region', { name: 'Daily matches' }).getByText('0 of 3 used').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByText('Demo Mode', { exact: true }).count()).toBe(0);
  });

  step('uploads a job and a resume through the dropzones', async () => {
    await uploadJob(page, doc('jobs/front_end_engineer.pdf'));
    await page.getByRole('heading', { name: 'Almost there!' }).waitFor();
    await uploadResume(page, doc('resumes/barry_allen_fe.pdf'));
    await page.getByRole('heading', { name: 'Ready to Run Analysis' }).waitFor();
    await quickMatch(page).waitFor();
    await snap(page, 'dashboard');
  });

  step('runs Quick Match and watches the analysis complete', async () => {
    await selectPair(page, 'Front End Engineer', 'Barry Allen');
    await quickMatch(page).getByRole('button', { name: 'Analyze Match' }).click();
    await waitForPath(page, /^\/analysis\//);
    await page.getByText('Barry Allen → Front End Engineer').waitFor();
    const score = await matchScore(page);
    expect(score).toBeGreaterThan(0);
    const seen = (await page.evaluate('window.__seenStages')) as string[];
    // The stages were on screen, in pipeline order, before the result replaced them.
    expect(seen.length).toBeGreaterThan(0);
    const order = seen.map((label) => STAGES.indexOf(label));
    expect(order).not.toContain(-1);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(await chipsUnder(page, 'Top Matching Skills')).toEqual(
      expect.arrayContaining(['React', 'JavaScript']),
    );
    await page.getByRole('heading', { name: 'Missing Skills' }).waitFor();
    message = await followUpMessage(page);
    expect(message).toMatch(/Barry/);
    await snap(page, 'analysis');
  });

  step('copies the follow-up message to the clipboard', async () => {
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByText('Copied to clipboard').waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(message);
  });

  step('finds the job by title and by skill on the Jobs page', async () => {
    await nav('Job Descriptions').click();
    await waitForPath(page, '/jobs');
    const search = page.getByPlaceholder('Search by title, company, or skills...');
    const row = page.getByRole('row').filter({ hasText: 'Front End Engineer' });
    // Each search starts from an empty result, so the row has to come back because of it.
    for (const q of ['front end', 'JavaScript']) {
      await searchFor(search, 'cobol mainframe');
      await page.getByText('No job descriptions match your search').waitFor();
      expect(await row.count()).toBe(0);
      await searchFor(search, q);
      await row.waitFor();
    }
    await snap(page, 'jobs');
  });

  step('finds Barry by name on the Candidates page', async () => {
    await nav('Candidates').click();
    await waitForPath(page, '/candidates');
    const search = page.getByPlaceholder('Search by name, email, location, or skills...');
    await searchFor(search, 'wally west');
    await page.getByText('No candidates match your search').waitFor();
    await searchFor(search, 'barry');
    await page.getByRole('row').filter({ hasText: 'Barry Allen' }).waitFor();
    expect(await page.getByRole('row').count()).toBe(2); // the header and Barry
    await snap(page, 'candidates');
  });

  step('goes Pro through the test checkout', async () => {
    await nav('Upgrade').click();
    await waitForPath(page, '/pricing');
    await page.getByText('Most Popular').waitFor();
    await page.getByText('Test mode: no real payment is taken.').waitFor();
    await snap(page, 'pricing');
    const alert = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await page.getByRole('button', { name: 'Test checkout (no real payment)' }).click();
    expect(await alert).toBe('Subscription activated! Welcome to Pro!');
    await page.waitForURL(
      (url) => url.pathname === '/dashboard' && url.search === '?upgraded=true',
    );
    await page.getByText('Welcome to Pro!', { exact: true }).waitFor();
    // Unlimited: the daily-matches tracker is gone.
    await page.getByRole('region', { name: 'Daily matches' }).waitFor({ state: 'detached' });
  });

  step('uploads two more resumes at once', async () => {
    await uploadResume(page, [
      doc('resumes/bruce_wayne_fullstack.pdf'),
      doc('resumes/alfred_pennyworth_pm.pdf'),
    ]);
    await page.getByText('bruce_wayne_fullstack.pdf').waitFor();
    await page.getByText('alfred_pennyworth_pm.pdf').waitFor();
  });

  step('bulk-screens every candidate against the job and exports the shortlist', async () => {
    await nav('Job Descriptions').click();
    await page.getByRole('link', { name: 'Front End Engineer' }).click();
    await page.getByRole('link', { name: 'Screen candidates' }).click();
    await waitForPath(page, /^\/jobs\/[^/]+\/screen$/);
    const all = page.getByLabel('All candidates (3)');
    await all.check();
    await page.getByRole('button', { name: 'Screen 3 candidates' }).click();

    await page.getByText('Screening complete: 3 of 3 analysed').waitFor({ timeout: 60_000 });
    const progress = page.getByRole('progressbar', { name: 'Screening progress' });
    expect(await progress.getAttribute('aria-valuenow')).toBe('3');
    expect(await progress.getAttribute('aria-valuemax')).toBe('3');
    const rows = page.getByRole('table').getByRole('row');
    expect(await rows.count()).toBe(4);
    // 'complete' means every row is final: ranked 1 to 3, best match first.
    const ranks = await page
      .getByRole('table')
      .locator('tbody tr td[data-label="Rank"]')
      .allTextContents();
    expect(ranks).toEqual(['1', '2', '3']);
    expect(await page.getByText('Analyzing...').count()).toBe(0);
    const scores = (
      await page.getByRole('table').locator('tbody tr td[data-label="Match"]').allTextContents()
    ).map((s) => Number(s.replace('%', '')));
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const names = await page
      .getByRole('table')
      .locator('tbody tr td[data-label="Candidate"]')
      .allTextContents();
    expect(names).toEqual(expect.arrayContaining(['Barry Allen']));
    // The front-end developer ranks first for a front-end job.
    expect(names[0]).toBe('Barry Allen');
    await snap(page, 'bulk-screening');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8')
      .trim()
      .split(/\r?\n/);
    // Issue #33 puts the verdict after the score; #29.2 adds the decision, its reason and the stage.
    expect(csv[0]).toBe(
      'Rank,Candidate,Score,Verdict,Requirements,Must-haves met,Gates not met,Gates unknown,Status,Top skills,Missing skills,Decision,Decision reason,Stage',
    );
    expect(csv).toHaveLength(4);
    for (const name of names) expect(csv.some((line) => line.includes(name))).toBe(true);
    expect(csv[1]).toMatch(/^1,"?Barry Allen"?,/);
  });

  step('sees the Pro plan in settings', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    await waitForPath(page, '/settings');
    const plan = page.locator('section').filter({ hasText: 'Subscription' });
    await plan.getByText('Pro', { exact: true }).waitFor();
    await plan.getByText('Active', { exact: true }).waitFor();
    await plan.getByRole('button', { name: 'Cancel subscription' }).waitFor();
    await page.getByText(email).waitFor();
    await snap(page, 'settings');
  });

  step('sees the server analytics as a Pro user', async () => {
    await nav('Analytics').click();
    await waitForPath(page, '/analytics');
    await page.getByText('Score distribution').waitFor();
    await page.getByText('Matches per day').waitFor();
    await page.getByText('Authenticated', { exact: true }).waitFor();
    const total = page.locator('section').filter({ hasText: 'Total Matches' }).first();
    const count = Number((await total.textContent())?.match(/^\s*(\d+)/)?.[1]);
    expect(count).toBeGreaterThanOrEqual(3);
    expect(await page.getByText("You're looking at demo data").count()).toBe(0);
    await snap(page, 'analytics');
  });

  step('logs out', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/');
    expect(await page.evaluate("localStorage.getItem('token')")).toBeNull();
    await page.goto('/dashboard');
    await page.getByText('Demo Mode', { exact: true }).waitFor();
    expect(recruiter.pageErrors).toEqual([]);
  });
});
