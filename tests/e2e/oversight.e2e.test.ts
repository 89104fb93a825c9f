import { readFileSync } from 'node:fs';
import { jobPdf, resumePdf } from '@shortlist/test-support';
import type { Download } from 'playwright-core';
import { describeE2E, journeySteps, snap } from './support/browser';
import { useJourney } from './support/journey';
import {
  goPro,
  screenEveryone,
  shortlistNames,
  signUp,
  uploadJob,
  uploadResume,
} from './support/ui';

// Issue #17 in the browser: the recruiter turns on blind screening on the job page, the shortlist
// and the analysis page hide who the candidates are, one is revealed, and the fairness report is
// read from an uploaded CSV of self-identified groups.
jest.setTimeout(120_000);

describeE2E('a recruiter screening blind', () => {
  const journey = useJourney('oversight', () => ({
    'backend_engineer.pdf': jobPdf('Backend Engineer', 'Acme', ['Python', 'PostgreSQL', 'Docker']),
    'rosa_diaz.pdf': resumePdf('Rosa Diaz', ['Python', 'PostgreSQL', 'Docker']),
    'sam_lee.pdf': resumePdf('Sam Lee', ['Excel']),
    'groups.csv':
      'email,sex,race_ethnicity\nrosa.diaz@example.com,Female,Hispanic or Latino\nsam.lee@example.com,Male,Asian\n',
  }));
  let screeningUrl = '';
  let jobUrl = '';
  const step = journeySteps();

  step('signs up, goes Pro, uploads a job and two resumes and screens them', async () => {
    await signUp(journey.page, `blind-${Date.now()}@example.com`);
    await goPro(journey.page);
    await uploadJob(journey.page, journey.files.path('backend_engineer.pdf'));
    await uploadResume(journey.page, [
      journey.files.path('rosa_diaz.pdf'),
      journey.files.path('sam_lee.pdf'),
    ]);
    jobUrl = await screenEveryone(journey.page, 'Backend Engineer', 2);
    screeningUrl = new URL(journey.page.url()).pathname + new URL(journey.page.url()).search;
    expect(await shortlistNames(journey.page)).toEqual(['Rosa Diaz', 'Sam Lee']);
  });

  step('turns blind screening on: the shortlist shows labels, in the same order', async () => {
    await journey.page.goto(jobUrl);
    // The switch is enabled once the job's setting has loaded.
    await journey.page.getByText(/^Off: candidates are shown in full/).waitFor();
    await journey.page.getByLabel('Hide who the candidates are while screening this job').click();
    await journey.page.getByText(/Candidates show as "Candidate #…"/).waitFor();
    await snap(journey.page, 'job-blind-on');
    await journey.page.goto(screeningUrl);
    await journey.page.getByText('Screening complete: 2 of 2 analysed').waitFor();
    const names = await shortlistNames(journey.page);
    expect(names).toHaveLength(2);
    for (const name of names) expect(name).toMatch(/^Candidate #[0-9A-F]{6}$/);
    expect(await journey.page.content()).not.toMatch(/Rosa|Diaz|Sam Lee/);
  });

  step('the analysis page hides the candidate until they are revealed', async () => {
    await journey.page
      .getByRole('table')
      .locator('tbody tr')
      .first()
      .getByRole('link')
      .first()
      .click();
    await journey.page.getByText('Blind screening is on for this job.').waitFor();
    await journey.page.getByTestId('match-score').waitFor();
    expect(await journey.page.locator('main').textContent()).not.toMatch(/Rosa|Diaz|rosa\.diaz/);
    await snap(journey.page, 'analysis-blind');
    await journey.page.getByRole('button', { name: 'Reveal this candidate' }).click();
    await journey.page.getByText(/Rosa Diaz →/).waitFor();
    expect(await journey.page.getByText('Blind screening is on for this job.').count()).toBe(0);
  });

  step('uploads self-identified groups and reads the fairness report', async () => {
    await journey.page.goto(jobUrl);
    await journey.page.getByLabel('Groups CSV').setInputFiles(journey.files.path('groups.csv'));
    await journey.page.getByText('Groups stored for 2 candidates').waitFor();
    // At the default threshold (60) Rosa, with every skill of the ad, is selected; Sam is not.
    await journey.page.getByText('1 of 2 scored candidates at or above 60.').waitFor();
    const sex = journey.page.getByRole('table', { name: 'Sex selection rates' });
    const male = sex.getByRole('row').filter({ hasText: /^Male/ });
    await male.getByText('Below four-fifths').waitFor();
    expect(await sex.getByRole('row').filter({ hasText: 'Female' }).textContent()).toMatch(
      /100%1\.00/,
    );
    await snap(journey.page, 'job-fairness-report');
  });

  step(
    'downloads the NYC LL144 bias audit summary of the job from its card below the fairness report',
    async () => {
      const audit = journey.page.getByRole('region', {
        name: 'Bias audit summary (NYC Local Law 144)',
      });
      // No one has advanced anyone yet: selected means a recruiter's decision, not a score.
      await audit.getByText(/^2 scored candidates from .+; 0 decided, 0 advanced\.$/).waitFor();
      const [download] = await Promise.all([
        journey.page.waitForEvent('download') as Promise<Download>,
        audit.getByRole('button', { name: 'Download bias audit (NYC LL144, CSV)' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^bias-audit-.+\.csv$/);
      const saved = journey.files.path(download.suggestedFilename());
      await download.saveAs(saved);
      const csv = readFileSync(saved, 'utf8');
      expect(csv).toMatch(/^Bias audit summary/);
      expect(csv).toMatch(/^Sex,Female,1,0,/m);
      expect(csv).toMatch(/^Race\/ethnicity,Asian,1,0,/m);
    },
  );
});
