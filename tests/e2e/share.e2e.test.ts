import { readFileSync } from 'node:fs';
import path from 'node:path';
import { jobPdf, resumePdf } from '@shortlist/test-support';
import type { Page, Response } from 'playwright-core';
import { describeE2E, journeySteps, openContext, SCREENSHOT_DIR } from './support/browser';
import { useJourney } from './support/journey';
import { goPro, screenEveryone, signUp, uploadJob, uploadResume } from './support/ui';

// Issue #32 in the browser: the recruiter shares five candidates anonymised; a client with no
// account opens the link in another browser profile, sees five profiles with evidence and no
// name, email or phone anywhere (page or network), downloads the PDF and marks two "interview";
// the recruiter's shortlist shows it live; once revoked, the link answers "no longer active".
jest.setTimeout(180_000);

const PEOPLE: [string, string[]][] = [
  ['Nora Kim', ['Python', 'PostgreSQL', 'Docker']],
  ['Omar Ali', ['Python']],
  ['Lena Park', ['Python', 'Docker']],
  ['Ivan Petrov', ['PostgreSQL', 'Docker']],
  ['Maya Chen', ['Python', 'PostgreSQL']],
];
const fileOf = (name: string) => `${name.toLowerCase().replace(' ', '_')}.pdf`;
/** What must never reach the client: every name part, email and the phone, in any form. */
const SECRETS = PEOPLE.flatMap(([name]) => [
  ...name.split(' '),
  `${name.toLowerCase().replace(' ', '.')}@example.com`,
]).concat(['010-2030', '(555)']);
const RECIPIENT = 'Dana Reyes, Client Co';

describeE2E('a shortlist shared with a client', () => {
  const journey = useJourney('share', () => ({
    'data_engineer.pdf': jobPdf('Data Engineer', 'Acme', ['Python', 'PostgreSQL', 'Docker']),
    ...Object.fromEntries(PEOPLE.map(([name, skills]) => [fileOf(name), resumePdf(name, skills)])),
  }));
  const step = journeySteps();
  let link = '';
  let jobPath = '';
  let client: Page;
  const bodies: Promise<string>[] = [];
  const linkItem = () => journey.page.getByRole('listitem', { name: `Link for ${RECIPIENT}` });

  step('the recruiter screens five candidates and shares them anonymised', async () => {
    await signUp(journey.page, `share-${Date.now()}@example.com`);
    await goPro(journey.page);
    await uploadJob(journey.page, journey.files.path('data_engineer.pdf'));
    await uploadResume(
      journey.page,
      PEOPLE.map(([name]) => journey.files.path(fileOf(name))),
    );
    jobPath = await screenEveryone(journey.page, 'Data Engineer', 5);
    await journey.page.getByRole('button', { name: 'Share with a client' }).click();
    const form = journey.page.getByRole('form', { name: 'Share candidates' });
    await form.getByLabel('Who is it for').fill(RECIPIENT);
    await form.getByLabel('Shown as').fill('Acme Talent');
    expect(await form.getByLabel('Show names (anonymised otherwise)').isChecked()).toBe(false);
    expect(await form.locator('fieldset input[type="checkbox"]:checked').count()).toBe(5);
    await form.getByLabel('Note for the client on Nora Kim').fill('Led the Postgres migration.');
    await form.getByRole('button', { name: 'Create link' }).click();
    link = await journey.page.getByLabel('Shared link').inputValue();
    expect(link).toMatch(/\/share\/[A-Za-z0-9_-]{43}$/);
    await linkItem().waitFor();
  });

  step('a client without an account sees five anonymised profiles with evidence', async () => {
    const other = await openContext(journey.browser, journey.product.url);
    client = other.page;
    other.context.on('response', (res: Response) => {
      const type = res.headers()['content-type'] ?? '';
      if (/json|html|text\/plain|csv/.test(type)) bodies.push(res.text().catch(() => ''));
    });
    const opened = await client.goto(link);
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    expect(opened?.headers()['x-robots-tag']).toContain('noindex');
    await client.getByRole('heading', { name: 'Data Engineer', level: 1 }).waitFor();
    const names = await client.getByRole('heading', { level: 2 }).allTextContents();
    expect(names).toHaveLength(5);
    expect(names.every((n) => /^Candidate #[0-9A-F]{6}$/.test(n))).toBe(true);
    await client.getByText('Acme Talent').waitFor();
    await client.getByText('Led the Postgres migration.').waitFor();
    // Per requirement, with the resume's own line as evidence.
    expect(await client.getByText('Met', { exact: true }).count()).toBeGreaterThan(4);
    expect(await client.locator('q').count()).toBeGreaterThan(4);
    expect(await client.locator('meta[name="robots"]').getAttribute('content')).toContain(
      'noindex',
    );
    const text = await client.content();
    for (const secret of SECRETS) expect(text).not.toContain(secret);

    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await client.setViewportSize({ width, height });
      await client.screenshot({
        path: path.join(SCREENSHOT_DIR, `share-page-${width}.png`),
        fullPage: true,
        animations: 'disabled',
      });
      const scroll = (await client.evaluate('document.documentElement.scrollWidth')) as number;
      expect(scroll).toBeLessThanOrEqual(width);
    }
    await client.setViewportSize({ width: 1280, height: 800 });
  });

  step('the client downloads the PDF', async () => {
    const [download] = await Promise.all([
      client.waitForEvent('download'),
      client.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const file = path.join(SCREENSHOT_DIR, 'share-shortlist.pdf');
    await download.saveAs(file);
    const pdf = readFileSync(file);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);
  });

  step('the client marks two "interview"; the recruiter sees it live', async () => {
    const groups = client.getByRole('group', { name: /^Your answer on Candidate #/ });
    for (const i of [0, 1]) {
      const group = groups.nth(i);
      await group.getByLabel('Comment (optional)').fill(`Let us meet number ${i + 1}`);
      await group.getByRole('button', { name: 'Interview' }).click();
      await group.getByText('Your answer: Interview.').waitFor();
    }
    // No reload on the recruiter's side: the socket brings it.
    await linkItem().getByText('Interview', { exact: true }).nth(1).waitFor();
    expect(await linkItem().getByText('Interview', { exact: true }).count()).toBe(2);
    await linkItem().getByText('Let us meet number 1').waitFor();
    await linkItem()
      .getByText(/\b1 view\b/)
      .waitFor();
    await linkItem().getByText(/1 PDF/).waitFor();
    await journey.page
      .getByRole('region', { name: 'Shared with clients' })
      .screenshot({ path: path.join(SCREENSHOT_DIR, 'share-recruiter-panel.png') });

    const seen = (await Promise.all(bodies)).join('\n');
    expect(seen.length).toBeGreaterThan(1000);
    for (const secret of SECRETS) expect(seen).not.toContain(secret);
  });

  step(
    "the board shows the link too, and the candidate's history the client's answer",
    async () => {
      const answered = linkItem()
        .getByRole('listitem')
        .filter({ has: journey.page.getByText('Interview', { exact: true }) })
        .first();
      const name = (await answered.locator('span').first().textContent()) ?? '';
      expect(PEOPLE.map(([n]) => n)).toContain(name);
      await journey.page.goto(`${jobPath}/pipeline`);
      await linkItem().getByText('Interview', { exact: true }).nth(1).waitFor();
      // New starts collapsed on the board (issue #29 item 3): opened, the card is there.
      const fresh = journey.page.getByRole('region', { name: 'New', exact: true });
      await fresh.getByRole('button', { name: /^New, \d+ candidates?, show/ }).click();
      await fresh.getByRole('button', { name }).click();
      const panel = journey.page.getByRole('complementary', { name: `Notes on ${name}` });
      await panel.getByText(`${RECIPIENT} (client) answered`).waitFor();
      await panel.getByText(/Let us meet number/).waitFor();
      await panel.getByRole('button', { name: 'Close' }).click();
    },
  );

  step('the recruiter revokes the link; the next load answers "no longer active"', async () => {
    await linkItem().getByRole('button', { name: 'Revoke' }).click();
    await linkItem().getByText('Revoked').waitFor();
    await client.reload();
    await client.getByRole('heading', { name: 'This link is no longer active' }).waitFor();
    expect(await client.getByRole('heading', { level: 2 }).count()).toBe(0);
  });
});
