import type { Page } from 'playwright-core';
import { jobPdf, pdfWithText } from '@shortlist/test-support';
import { describeE2E, journeySteps, snap } from './support/browser';
import { useJourney } from './support/journey';
import { goPro, screenEveryone, signUp, uploadJob, uploadResume, waitForPath } from './support/ui';

// Issue #30.3 in the browser: with blind screening on, every page of the job — its page with the
// pool ranking, the screening page's "Choose candidates" list (which showed "Harvey Dent · Senior ·
// Gotham, USA"), the shortlist, an analysis, the pipeline, the analytics — shows no name, email,
// phone or city of its candidates.
jest.setTimeout(180_000);

const PEOPLE = [
  { name: 'Harvey Dent', email: 'harvey.dent@example.com', city: 'Portland, OR' },
  { name: 'Selina Kyle', email: 'selina.kyle@example.com', city: 'Portland, OR' },
];
const IDENTITY = /\b(Harvey|Dent|Selina|Kyle|Portland)\b|harvey\.dent|selina\.kyle|555 010/;

const resume = (p: (typeof PEOPLE)[number]) =>
  pdfWithText([
    p.name,
    `${p.email} | (555) 010-2030 | ${p.city}`,
    'Senior Software Engineer',
    '',
    'EXPERIENCE',
    'Senior Software Engineer, Initech — Jan 2015 - Present',
    'Built services with Python, PostgreSQL, Docker.',
    '',
    'SKILLS',
    'Python, PostgreSQL, Docker',
  ]);

describeE2E('every page of a blind job', () => {
  const journey = useJourney('blind-walk', () => ({
    'backend_engineer.pdf': jobPdf('Backend Engineer', 'Acme', ['Python', 'PostgreSQL', 'Docker']),
    'harvey_dent.pdf': resume(PEOPLE[0]!),
    'selina_kyle.pdf': resume(PEOPLE[1]!),
  }));
  let jobUrl = '';
  const step = journeySteps();

  /** The page's visible text and its markup hold no identity of a candidate of the job. */
  async function noIdentity(page: Page, name: string) {
    await snap(page, `blind-walk-${name}`);
    expect({
      page: name,
      text: (await page.locator('body').innerText()).match(IDENTITY)?.[0],
    }).toEqual({
      page: name,
      text: undefined,
    });
    expect({ page: name, html: (await page.content()).match(IDENTITY)?.[0] }).toEqual({
      page: name,
      html: undefined,
    });
  }

  step('uploads a job and two resumes and turns blind screening on', async () => {
    const page = journey.page;
    await signUp(page, `blind-walk-${Date.now()}@example.com`);
    await goPro(page);
    await uploadJob(page, journey.files.path('backend_engineer.pdf'));
    await uploadResume(page, [
      journey.files.path('harvey_dent.pdf'),
      journey.files.path('selina_kyle.pdf'),
    ]);
    await page.goto('/jobs');
    await page.getByRole('link', { name: 'Backend Engineer' }).click();
    await waitForPath(page, /^\/jobs\/[^/]+$/);
    jobUrl = new URL(page.url()).pathname;
    await page.getByText(/^Off: candidates are shown in full/).waitFor();
    await page.getByLabel('Hide who the candidates are while screening this job').click();
    await page.getByText(/Candidates show as "Candidate #…"/).waitFor();
  });

  step('the screening page lists the candidates to choose under their labels', async () => {
    const page = journey.page;
    await page.goto(`${jobUrl}/screen`);
    await page.getByRole('heading', { name: 'Choose candidates' }).waitFor();
    await page
      .getByText(/^Candidate #[0-9A-F]{6}$/)
      .first()
      .waitFor();
    await noIdentity(page, 'picker');
  });

  step('the shortlist, an analysis, the pipeline, the job page and the analytics', async () => {
    const page = journey.page;
    await screenEveryone(page, 'Backend Engineer', 2);
    await page.getByText('Screening complete: 2 of 2 analysed').waitFor();
    await noIdentity(page, 'shortlist');

    await page.getByRole('table').locator('tbody tr').first().getByRole('link').first().click();
    await waitForPath(page, /^\/analysis\//);
    await page.getByText('Blind screening is on for this job.').waitFor();
    await page.getByTestId('match-score').waitFor();
    await noIdentity(page, 'analysis');

    await page.goto(`${jobUrl}/pipeline`);
    // New starts collapsed (issue #29 item 3): opened, its cards show their details too.
    await page
      .getByRole('region', { name: 'New', exact: true })
      .getByRole('button', { name: /^New, \d+ candidates?, show/ })
      .click();
    await page
      .getByText(/Candidate #[0-9A-F]{6}/)
      .first()
      .waitFor();
    await noIdentity(page, 'pipeline');

    await page.goto(jobUrl);
    await page
      .getByText(/Candidate #[0-9A-F]{6}/)
      .first()
      .waitFor();
    await noIdentity(page, 'job');

    await page.goto('/analytics');
    await page
      .getByText(/Candidate #[0-9A-F]{6}/)
      .first()
      .waitFor();
    await noIdentity(page, 'analytics');
  });
});
