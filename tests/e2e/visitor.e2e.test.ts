import type { Browser, Page } from 'playwright-core';
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
  dropzoneInput,
  followUpMessage,
  localStorageItem,
  matchScore,
  quickMatch,
  selectPair,
  selectedLabel,
  uploadJob,
  uploadResume,
  waitForPath,
} from './support/ui';

// A first-time visitor with no account (spec sections 2 and 4, issue 8): landing page, tour, demo
// mode on the real engine, the demo limits, the exit prompt and the old addresses.
jest.setTimeout(120_000);

const doc = testDocument;

const REDIRECTS = [
  '/ai-resume-matching',
  '/candidate-screening-ai',
  '/recruitment-automation',
  '/ats-software',
  '/free-resume-scanner',
  '/help',
  '/faq',
  '/how-it-works',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
];

describeE2E('a first-time visitor', () => {
  let product: RunningProduct;
  let browser: Browser;
  let visitor: E2EContext;
  let page: Page;
  const step = journeySteps();

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
    visitor = await openContext(browser, product.url);
    page = visitor.page;
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  }, 60_000);

  step('finds the spec texts and the search metadata on the landing page', async () => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const tryFree = page.getByRole('link', { name: 'Try Free - No Signup Required' });
    expect(await tryFree.getAttribute('href')).toBe('/dashboard');
    expect(
      await page.getByRole('link', { name: 'View Pricing Plans' }).first().getAttribute('href'),
    ).toBe('/pricing');
    await page.getByText('4.9/5 from 247+ users').first().waitFor();
    await page.getByText('Trusted by 1,000+ recruiters').first().waitFor();
    // A real analysis of the demo's sample, by the engine, drawn as the analysis page draws it.
    const sample = page.locator('section').filter({
      has: page.getByRole('heading', { name: 'A real analysis' }),
    });
    const score = Number((await sample.getByTestId('match-score').textContent())?.replace('%', ''));
    expect(score).toBeGreaterThan(0);
    await sample.getByRole('heading', { name: 'Top Matching Skills' }).waitFor();
    expect(await sample.locator('.message-text').textContent()).toMatch(/\w{20,}|\w+ \w+/);

    expect(await page.title()).toMatch(/Shortlist/);
    const meta = (selector: string, attribute = 'content') =>
      page.locator(selector).getAttribute(attribute);
    expect(await meta('meta[name="description"]')).toMatch(/resume/i);
    expect(await meta('meta[name="keywords"]')).toMatch(/resume matching/i);
    expect(await meta('link[rel="canonical"]', 'href')).toMatch(/^https:\/\//);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { offers?: { name: string; price: string; description: string }[] };
    const free = jsonLd.offers?.find((o) => o.name === 'Free');
    expect(free).toMatchObject({ price: '0' });
    expect(free?.description).toMatch(/3 matches a day/);

    await snap(page, 'landing');
    await tryFree.click();
    await waitForPath(page, '/dashboard');
  });

  step('is shown the onboarding tour on the dashboard and skips it', async () => {
    const tour = page.getByRole('dialog', { name: 'Welcome to Shortlist!' });
    await tour.waitFor();
    await tour.getByText('Step 1 of 5').waitFor();
    await snap(page, 'tour');
    await tour.getByRole('button', { name: 'Next' }).click();
    const second = page.getByRole('dialog', { name: /Step 1: Upload a Job Description/ });
    await second.getByText('Step 2 of 5').waitFor();
    await second.getByRole('button', { name: 'Back' }).waitFor();
    await second.getByRole('button', { name: 'Skip Tour' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await localStorageItem(page, 'recruiter_tour_completed')).not.toBeNull();

    // Not again on the next visit.
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByText('Demo Mode', { exact: true }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  step('uploads a job and a resume in demo mode and gets a real analysis of them', async () => {
    const usage = page.getByRole('region', { name: 'Demo usage' });
    await usage.getByText('0 / 2').waitFor(); // the sample job does not count
    await uploadJob(page, doc('jobs/front_end_engineer.pdf'));
    await uploadResume(page, doc('resumes/barry_allen_fe.pdf'));
    await page.getByRole('heading', { name: 'Ready to Run Analysis' }).waitFor();
    // What was just uploaded is preselected.
    const card = quickMatch(page);
    expect(await selectedLabel(card.getByRole('combobox', { name: 'Select Job' }))).toMatch(
      /^Front End Engineer/,
    );
    expect(await selectedLabel(card.getByRole('combobox', { name: 'Select Candidate' }))).toMatch(
      /^Barry Allen/,
    );
    await snap(page, 'demo-dashboard');

    await card.getByRole('button', { name: 'Analyze Match' }).click();
    await waitForPath(page, /^\/analysis\//);
    await page.getByRole('heading', { name: 'Match Analysis' }).waitFor();
    await page.getByText('Barry Allen → Front End Engineer').waitFor();
    const score = await matchScore(page);
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(100);
    // The skills come from the two files, not from a random pick.
    const top = await chipsUnder(page, 'Top Matching Skills');
    expect(top).toEqual(expect.arrayContaining(['React', 'JavaScript']));
    expect(await followUpMessage(page)).toMatch(/Barry/);
    await snap(page, 'demo-analysis');

    // The same pair again gives the same score: the engine, not a dice roll.
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await waitForPath(page, '/dashboard');
    await selectPair(page, 'Front End Engineer', 'Barry Allen');
    await quickMatch(page).getByRole('button', { name: 'Analyze Match' }).click();
    await waitForPath(page, /^\/analysis\//);
    expect(await matchScore(page)).toBe(score);
    expect(await chipsUnder(page, 'Top Matching Skills')).toEqual(top);
  });

  step('is stopped at the third job description of their own by the demo limit', async () => {
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await waitForPath(page, '/dashboard');
    await uploadJob(page, doc('jobs/full_stack_engineer.pdf'));
    await dropzoneInput(page, 'Job description file').setInputFiles(doc('jobs/java_developer.pdf'));
    const banner = page.getByRole('alert').filter({ hasText: 'Demo Limit Reached' });
    await banner.waitFor();
    await banner
      .getByText(
        'Demo limit reached! You can only upload 2 job descriptions in demo mode. Sign up for unlimited uploads!',
      )
      .waitFor();
    const upgrade = banner.getByRole('link', { name: 'Upgrade to Pro for unlimited access' });
    expect(await upgrade.getAttribute('href')).toBe('/pricing');
    await page.getByRole('region', { name: 'Demo usage' }).getByText('2 / 2').waitFor();
    await snap(page, 'demo-limit');
  });

  step('sees the demo analytics', async () => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Analytics' })
      .click();
    await waitForPath(page, '/analytics');
    await page.getByText("You're looking at demo data kept in this browser.").waitFor();
    await page.getByText('Demo Mode', { exact: true }).first().waitFor();
    const total = page.locator('section').filter({ hasText: 'Total Matches' }).first();
    expect((await total.textContent())?.trim()).toMatch(/^1\s*Total Matches/);
    await snap(page, 'analytics-demo');
  });

  step('lands on the dashboard from the old marketing and help addresses', async () => {
    for (const path of REDIRECTS) {
      await page.goto(path);
      await waitForPath(page, '/dashboard');
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    }
    // Inside the app as well, without a page load.
    await page.evaluate(
      "history.pushState({}, '', '/faq'); dispatchEvent(new PopStateEvent('popstate'))",
    );
    await waitForPath(page, '/dashboard');
    expect(visitor.pageErrors).toEqual([]);
  });

  describe('the exit prompt', () => {
    let second: E2EContext;
    const step = journeySteps();
    beforeAll(async () => {
      second = await openContext(browser, product.url);
      // A visitor who has seen the tour, so only the prompt can open.
      await second.context.addInitScript(
        "localStorage.setItem('recruiter_tour_completed', 'true')",
      );
    });
    afterAll(() => second?.context.close());

    const openDashboard = async (tab: Page) => {
      // Timers in the page run on a clock the test moves: 10 minutes without waiting them.
      await tab.clock.install();
      await tab.goto('/dashboard');
      await tab.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    };
    const prompt = (tab: Page) => tab.getByRole('dialog', { name: 'Love what you see?' });
    /** 'Yes, Save My Work!' in the open prompt, then sign-up as `name`. */
    const saveMyWork = async (tab: Page, name: string) => {
      await prompt(tab).getByRole('button', { name: 'Yes, Save My Work!' }).click();
      const signup = tab.getByRole('dialog', { name: 'Save your work' });
      await signup.getByPlaceholder('Full name (optional)').fill(name);
      const handle = name.split(' ')[0]?.toLowerCase() ?? 'visitor';
      await signup.getByLabel('Email').fill(`${handle}-${Date.now()}@example.com`);
      await signup.getByLabel('Password').fill('password123');
      await signup.getByRole('button', { name: 'Sign up' }).click();
      await signup.waitFor({ state: 'detached' });
      await tab.getByText(`Welcome, ${name}`).waitFor();
    };

    step('opens after 10 minutes, once per browser session', async () => {
      const tab = second.page;
      await openDashboard(tab);
      await tab.clock.runFor('09:50');
      expect(await prompt(tab).count()).toBe(0);
      await tab.clock.runFor('00:15');
      await prompt(tab).waitFor();
      await snap(tab, 'exit-prompt');
      await prompt(tab).getByRole('button', { name: 'Continue Exploring' }).click();
      await prompt(tab).waitFor({ state: 'detached' });

      // Same tab, same session: another 10 minutes bring nothing.
      await tab.reload();
      await tab.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      await tab.clock.runFor('10:30');
      await tab.getByText('Demo Mode', { exact: true }).waitFor();
      expect(await prompt(tab).count()).toBe(0);
    });

    step("opens the signup from 'Yes, Save My Work!' in a new session", async () => {
      // A new tab is a new browser session (sessionStorage is per tab).
      const tab = await second.context.newPage();
      await openDashboard(tab);
      await tab.clock.runFor('10:00');
      await saveMyWork(tab, 'Iris West');
      await tab.close();
    });

    step(
      "'Yes, Save My Work!' puts the demo's jobs, resumes and analyses in the account",
      async () => {
        // A visitor of their own: the other tabs of this profile are signed in now.
        const third = await openContext(browser, product.url);
        await third.context.addInitScript(
          "localStorage.setItem('recruiter_tour_completed', 'true')",
        );
        const tab = third.page;
        await openDashboard(tab);
        await uploadJob(tab, doc('jobs/front_end_engineer.pdf'));
        await uploadResume(tab, doc('resumes/barry_allen_fe.pdf'));
        await tab.getByRole('button', { name: 'Run AI Analysis Now' }).click();
        await waitForPath(tab, /^\/analysis\//);
        expect(await matchScore(tab)).toBeGreaterThan(0);
        await tab.getByRole('link', { name: 'Back to Dashboard' }).click();
        await tab.clock.runFor('10:00');
        await saveMyWork(tab, 'Wally West');

        // In the account now, from the server: the analysis ran again there.
        const recent = tab.locator('section').filter({
          has: tab.getByRole('heading', { name: 'Recent Analyses' }),
        });
        await recent.getByText('Barry Allen → Front End Engineer').waitFor({ timeout: 30_000 });
        await tab.getByRole('link', { name: 'Job Descriptions', exact: true }).first().click();
        await tab.getByRole('row').filter({ hasText: 'Front End Engineer' }).waitFor();
        await tab.getByRole('link', { name: 'Candidates', exact: true }).first().click();
        await tab.getByRole('row').filter({ hasText: 'Barry Allen' }).click();
        // The original file, not a copy of the parsed text.
        const [download] = await Promise.all([
          tab.waitForEvent('download'),
          tab.getByRole('button', { name: 'Download original' }).click(),
        ]);
        expect(download.suggestedFilename()).toBe('barry_allen_fe.pdf');
        expect(third.pageErrors).toEqual([]);
        await third.context.close();
      },
    );
  });
});
