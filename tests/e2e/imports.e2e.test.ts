import { readFileSync } from 'node:fs';
import path from 'node:path';
import { jobPostingPage, serveHtmlPages, type ServedPages } from '@shortlist/test-support';
import type { Download } from 'playwright-core';
import { describeE2E, journeySteps, SCREENSHOT_DIR, snap } from './support/browser';
import { useJourney } from './support/journey';
import { signUp, waitForPath } from './support/ui';

// Issue #19: a recruiter imports a job from its web page and candidates from a CSV, sees them
// listed, and exports each in its standard format. The job page is served on 127.0.0.1, which
// documents fetches only because the product runs with IMPORT_ALLOW_PRIVATE_HOSTS.
jest.setTimeout(120_000);

const posting = {
  title: 'Platform Engineer',
  description:
    '<p>Run our cloud platform.</p><h3>Requirements</h3><ul><li>3+ years with Kubernetes</li><li>Terraform and AWS</li><li>Go or Python</li></ul>',
  hiringOrganization: { '@type': 'Organization', name: 'Fabrikam Cloud' },
  jobLocation: { '@type': 'Place', address: { addressLocality: 'Seattle', addressRegion: 'WA' } },
  datePosted: '2026-11-12',
};

const candidatesCsv = [
  'name,email,phone,location,resume_text',
  'Rosa Diaz,rosa@example.com,555 0110,"Seattle, WA","Rosa Diaz\nPlatform Engineer\n\nSKILLS\nKubernetes, Terraform, AWS, Go"',
  'Omar Haddad,omar@example.com,,Portland,"Omar Haddad\nSite Reliability Engineer\n\nSKILLS\nPython, AWS, Prometheus"',
  'No Resume,nobody@example.com,,,',
].join('\n');

describeE2E('a recruiter importing and exporting in standard formats', () => {
  let pages: ServedPages;
  const journey = useJourney('imports', () => ({ 'team.csv': candidatesCsv }), {
    env: { IMPORT_ALLOW_PRIVATE_HOSTS: 'true' },
    before: async () => {
      pages = await serveHtmlPages({ '/jobs/platform': jobPostingPage(posting) });
    },
    after: async () => {
      await pages?.close();
    },
  });
  const step = journeySteps();

  /** Clicks an export button and returns the downloaded file, parsed. */
  const downloaded = async (button: string): Promise<{ name: string; json: unknown }> => {
    const [download] = await Promise.all([
      journey.page.waitForEvent('download') as Promise<Download>,
      journey.page.getByRole('button', { name: button }).click(),
    ]);
    const saved = journey.files.path(download.suggestedFilename());
    await download.saveAs(saved);
    return { name: download.suggestedFilename(), json: JSON.parse(readFileSync(saved, 'utf8')) };
  };

  step('signs up', () => signUp(journey.page, `imports-${Date.now()}@example.com`));

  step('an address that is not a public web page is refused with a clear error', async () => {
    await journey.page.goto('/jobs');
    await journey.page.getByText('Import from a web address').click();
    await journey.page.getByLabel('Job page address').fill('ftp://files.example.com/job.txt');
    await journey.page.getByRole('button', { name: 'Import job' }).click();
    await journey.page
      .getByRole('alert')
      .filter({ hasText: 'This address is not allowed: only public http or https web pages' })
      .waitFor();
    await snap(journey.page, 'import-job-refused');
  });

  step('imports a job from its web page, which opens with the ad’s fields', async () => {
    await journey.page.getByLabel('Job page address').fill(pages.url('/jobs/platform'));
    await journey.page.getByRole('button', { name: 'Import job' }).click();
    await waitForPath(journey.page, /^\/jobs\/[^/]+$/);
    await journey.page.getByRole('heading', { level: 1, name: 'Platform Engineer' }).waitFor();
    await journey.page.getByText('Fabrikam Cloud · Seattle, WA').waitFor();
    await snap(journey.page, 'imported-job');

    const { name, json } = await downloaded('Export JobPosting (JSON-LD)');
    expect(name).toMatch(/\.jsonld?$/);
    expect(json).toMatchObject({
      '@type': 'JobPosting',
      title: 'Platform Engineer',
      hiringOrganization: { name: 'Fabrikam Cloud' },
    });

    await journey.page.goto('/jobs');
    await journey.page.getByRole('link', { name: 'Platform Engineer' }).waitFor();
  });

  step(
    'imports candidates from a CSV: one line per row, and the two good rows listed',
    async () => {
      await journey.page.goto('/candidates');
      await journey.page.getByText('Import candidates').click();
      await journey.page
        .getByLabel('Candidate import files')
        .setInputFiles(journey.files.path('team.csv'));
      await journey.page.getByText('2 added, 1 failed', { exact: true }).waitFor();
      // The result lines arrive with the counts, in the order of the rows.
      const lines = journey.page.getByRole('listitem').filter({ hasText: 'team.csv row' });
      expect(await lines.allTextContents()).toEqual([
        expect.stringContaining('Rosa Diaz'),
        expect.stringContaining('Omar Haddad'),
        expect.stringMatching(/team\.csv row 4.*neither resume text nor a file name/),
      ]);
      const table = journey.page.getByRole('table');
      await table.getByRole('link', { name: 'Rosa Diaz' }).waitFor();
      await table.getByRole('link', { name: 'Omar Haddad' }).waitFor();
      await snap(journey.page, 'imported-candidates');
    },
  );

  step('exports an imported candidate as JSON Resume', async () => {
    await journey.page.getByRole('table').getByRole('link', { name: 'Rosa Diaz' }).click();
    await journey.page.getByRole('heading', { level: 1, name: 'Rosa Diaz' }).waitFor();
    const { name, json } = await downloaded('Export JSON Resume');
    expect(name).toMatch(/\.json$/);
    expect(json).toMatchObject({
      basics: { name: 'Rosa Diaz', email: 'rosa@example.com', phone: '555 0110' },
    });
    await snap(journey.page, 'candidate-export');
    expect(journey.pageErrors).toEqual([]);
  });

  step('the import panels fit a 390 px phone and a 1440 px screen', async () => {
    for (const [path_, panel] of [
      ['/jobs', 'Import from a web address'],
      ['/candidates', 'Import candidates'],
    ] as const) {
      await journey.page.goto(path_);
      await journey.page.getByText(panel).click();
      for (const width of [390, 1440]) {
        await journey.page.setViewportSize({ width, height: 900 });
        await journey.page.screenshot({
          path: path.join(SCREENSHOT_DIR, `import${path_.replace('/', '-')}-${width}.png`),
          fullPage: true,
        });
        const scrollWidth = (await journey.page.evaluate(
          'document.documentElement.scrollWidth',
        )) as number;
        expect(scrollWidth).toBeLessThanOrEqual(width);
      }
    }
  });
});
