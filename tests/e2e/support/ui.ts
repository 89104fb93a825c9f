import type { Locator, Page } from 'playwright-core';

/**
 * What a user does and sees, in the words of the screens. Selectors go through roles, labels and
 * visible text, so a test breaks when the screen changes for a user, not when markup moves.
 */

/** The hidden file input of a dropzone ('Job description file' or 'Resume file'). */
export const dropzoneInput = (page: Page, label: 'Job description file' | 'Resume file'): Locator =>
  page.locator(`input[type="file"][aria-label="${label}"]`);

export async function uploadJob(page: Page, file: string): Promise<void> {
  await dropzoneInput(page, 'Job description file').setInputFiles(file);
  await page.getByText('Job description uploaded successfully!').waitFor();
}

export async function uploadResume(page: Page, file: string | string[]): Promise<void> {
  await dropzoneInput(page, 'Resume file').setInputFiles(file);
  if (Array.isArray(file) && file.length > 1) {
    await page.getByText(`${file.length} added`, { exact: true }).waitFor();
  } else {
    await page.getByText('Resume uploaded successfully!').waitFor();
  }
}

export const quickMatch = (page: Page): Locator =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: 'Quick Match' }) });

/** Picks a job and a candidate in Quick Match: types into each picker and clicks the match. */
export async function selectPair(page: Page, job: string, candidate: string): Promise<void> {
  const card = quickMatch(page);
  await pickByLabelStart(card, 'Select Job', job);
  await pickByLabelStart(card, 'Select Candidate', candidate);
}

async function pickByLabelStart(card: Locator, label: string, start: string): Promise<void> {
  const box = card.getByRole('combobox', { name: label });
  await box.fill(start);
  const option = card
    .getByRole('listbox', { name: label })
    .getByRole('option')
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(start)}`) });
  // The matches arrive after the search: wait for the option rather than read a half-drawn list.
  await option.first().click();
  await card.getByLabel(label === 'Select Job' ? 'Selected job' : 'Selected candidate').waitFor();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a Quick Match picker shows as picked. */
export const selectedLabel = async (picker: Locator): Promise<string> =>
  (await picker.inputValue()).trim();

/** The skill chips under a heading of the analysis page. */
export async function chipsUnder(page: Page, heading: string): Promise<string[]> {
  const card = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: heading }) });
  return (await card.getByRole('list').first().getByRole('listitem').allTextContents()).map((s) =>
    s.trim(),
  );
}

/** The Match Score the analysis page shows, as a number. */
export async function matchScore(page: Page): Promise<number> {
  const text = await page.getByTestId('match-score').textContent({ timeout: 60_000 });
  const score = Number(text?.replace('%', ''));
  if (!Number.isFinite(score)) throw new Error(`Match Score is not a number: "${text}"`);
  return score;
}

/** Waits for a page whose address path matches `path` (a RegExp or exact string). */
export async function waitForPath(page: Page, path: string | RegExp, timeout = 20_000) {
  await page.waitForURL(
    (url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)),
    {
      timeout,
    },
  );
}

export async function localStorageItem(page: Page, key: string): Promise<string | null> {
  return (await page.evaluate(`localStorage.getItem(${JSON.stringify(key)})`)) as string | null;
}

/** The text of the Follow-up Message card. */
export async function followUpMessage(page: Page): Promise<string> {
  const card = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Follow-up Message' }) });
  return ((await card.locator('p').first().textContent()) ?? '').trim();
}

/**
 * Waits until the user can see the element: inside the window and not covered (by the sticky top
 * bar, say). Polls, because the page may still be scrolling.
 */
export async function waitUntilOnScreen(locator: Locator, timeout = 5_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const where = await locator.evaluate(onScreen);
    if (where === 'visible') return;
    if (Date.now() > deadline) throw new Error(`the user cannot see it: ${where}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

// Runs in the page; typed loosely because the tests compile without the DOM library.
interface PageElement {
  getBoundingClientRect(): { top: number; bottom: number; left: number; width: number };
  contains(other: unknown): boolean;
}
function onScreen(node: unknown): string {
  const el = node as PageElement;
  const w = globalThis as unknown as {
    innerHeight: number;
    document: { elementFromPoint(x: number, y: number): unknown };
  };
  const r = el.getBoundingClientRect();
  if (r.top < 0 || r.bottom > w.innerHeight) {
    return `outside the window (top ${Math.round(r.top)}, bottom ${Math.round(r.bottom)}, window height ${w.innerHeight})`;
  }
  const top = w.document.elementFromPoint(r.left + r.width / 2, r.top + 8);
  return el.contains(top) ? 'visible' : 'covered by another element';
}

/** Signs a new recruiter up from /auth and lands on the dashboard. */
export async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await waitForPath(page, '/dashboard');
}

/** Goes Pro through the test checkout (the journey test checks its screens; this just gets there). */
export async function goPro(page: Page): Promise<void> {
  await page.goto('/pricing');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Test checkout (no real payment)' }).click();
  await page.getByText('Welcome to Pro!', { exact: true }).waitFor();
}

/** The shortlist's candidate names, top row first. */
export const shortlistNames = (page: Page): Promise<string[]> =>
  page.getByRole('table').locator('tbody tr td[data-label="Candidate"]').allTextContents();

/**
 * From the jobs list, opens `jobTitle`, screens all `count` candidates against it and waits until
 * every row carries its score. Not the "complete" line: on a busy machine a refetch that left
 * before the last count can land after its live event and hold it one short. Returns the path of
 * the job's page.
 */
export async function screenEveryone(page: Page, jobTitle: string, count: number): Promise<string> {
  await page.goto('/jobs');
  // The jobs list is the first page a fresh account loads after its uploads: on a loaded CI
  // machine it has taken past the 20 s action timeout to show, so it gets a minute.
  const link = page.getByRole('link', { name: jobTitle });
  await link.waitFor({ timeout: 60_000 });
  await link.click();
  await waitForPath(page, /^\/jobs\/[^/]+$/);
  const jobPath = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'Screen candidates' }).click();
  await waitForPath(page, /^\/jobs\/[^/]+\/screen$/);
  await page.getByLabel(`All candidates (${count})`).check();
  await page.getByRole('button', { name: `Screen ${count} candidates` }).click();
  // Safety net for a busy 2-core machine, not a speed check.
  const deadline = Date.now() + 90_000;
  while ((await page.locator('tbody .score-badge').count()) < count && Date.now() < deadline) {
    await page.waitForTimeout(250);
  }
  return jobPath;
}
