import { eventually, jobPdf } from '@shortlist/test-support';
import { describeE2E, journeySteps, openContext, snap, type E2EContext } from './support/browser';
import { useJourney } from './support/journey';
import { signUp, uploadJob, waitForPath } from './support/ui';

// Issue #19 item 1 in the browser: an owner creates a team workspace and an invitation link; a
// colleague opens the link, signs up, accepts and sees the owner's job; the owner removes them.
jest.setTimeout(120_000);

describeE2E('a team workspace', () => {
  const journey = useJourney('workspaces', () => ({
    'java_developer.pdf': jobPdf('Java Developer', 'Acme', ['Java', 'Spring', 'PostgreSQL']),
  }));
  let colleague: E2EContext;
  let inviteUrl = '';
  const step = journeySteps();

  afterAll(async () => {
    await colleague?.context.close();
  });

  step('the owner creates a team from the switcher and adds a job to it', async () => {
    const { page } = journey;
    await signUp(page, `team-owner-${Date.now()}@example.com`);
    await page.getByLabel('Workspace').selectOption({ label: 'New workspace…' });
    await page.getByLabel('Team name').fill('Acme hiring');
    await page.getByRole('button', { name: 'Create workspace' }).click();
    // A new team opens on its Team page, already the current workspace.
    await page.getByRole('heading', { name: 'Acme hiring' }).waitFor();
    expect(await page.getByLabel('Workspace').locator('option:checked').textContent()).toBe(
      'Acme hiring',
    );
    await page.goto('/dashboard');
    await uploadJob(page, journey.files.path('java_developer.pdf'));
    await page.goto('/jobs');
    await page.getByRole('link', { name: 'Java Developer' }).waitFor();
  });

  step('the owner makes an invitation link on the Team page', async () => {
    const { page } = journey;
    await page.goto('/team');
    await page.getByRole('button', { name: 'Create invitation link' }).click();
    const link = page.getByLabel(/Invitation link/);
    await link.waitFor();
    inviteUrl = await link.inputValue();
    expect(inviteUrl).toMatch(/\/invite\/[\w-]+$/);
    await snap(page, 'team-invite');
  });

  step('a colleague opens the link, signs up, accepts and sees the job', async () => {
    colleague = await openContext(journey.browser, journey.product.url);
    const { page } = colleague;
    await page.goto(new URL(inviteUrl).pathname);
    await waitForPath(page, '/auth');
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await page.getByLabel('Email').fill(`team-colleague-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('password123');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await waitForPath(page, /\/invite\//);
    await page.getByRole('heading', { name: 'Join Acme hiring' }).waitFor();
    await snap(page, 'invite-accept');
    await page.getByRole('button', { name: 'Accept and open' }).click();
    await waitForPath(page, '/dashboard');
    await page.goto('/jobs');
    await page.getByRole('link', { name: 'Java Developer' }).waitFor();
    expect(colleague.pageErrors).toEqual([]);
  });

  step('the owner sees the colleague on the Team page and removes them', async () => {
    const { page } = journey;
    await page.goto('/team');
    const rows = page.locator('tbody tr');
    const rowsAre = (n: number) =>
      eventually(async () => ((await rows.count()) === n ? n : undefined), 20_000, `${n} rows`);
    await rowsAre(2);
    await page.getByRole('button', { name: /^Remove team-colleague/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await rowsAre(1);
    expect(journey.pageErrors).toEqual([]);
  });

  step('the removed colleague is back in their own workspace, without the job', async () => {
    const { page } = colleague;
    // A fresh load checks the remembered workspace and falls back to the personal one.
    await page.goto('/jobs');
    await page.getByRole('heading', { name: 'Job Descriptions', exact: true }).waitFor();
    expect(await page.getByLabel('Workspace').locator('option:checked').textContent()).toBe(
      'Personal',
    );
    expect(await page.getByRole('link', { name: 'Java Developer' }).count()).toBe(0);
  });
});
