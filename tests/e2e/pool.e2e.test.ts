import { jobPdf, resumePdf } from '@shortlist/test-support';
import { describeE2E, journeySteps, snap } from './support/browser';
import { useJourney } from './support/journey';
import { matchScore, signUp, uploadJob, uploadResume, waitForPath } from './support/ui';

// Issue #16: the job's page ranks every candidate of the account for it, without choosing anyone
// and without using a daily match.
jest.setTimeout(120_000);

describeE2E('a recruiter opening a job sees the whole pool ranked', () => {
  const journey = useJourney('pool', () => ({
    'backend_engineer.pdf': jobPdf('Backend Engineer', 'Acme', ['Python', 'PostgreSQL', 'Docker']),
    'noa_field.pdf': resumePdf('Noa Field', ['Python', 'PostgreSQL', 'Docker']),
    'kai_berg.pdf': resumePdf('Kai Berg', ['Python', 'Apache Kafka']),
    'ari_stone.pdf': resumePdf('Ari Stone', ['Photoshop', 'Illustrator']),
  }));
  const step = journeySteps();

  step('signs up and uploads three resumes, then a job', async () => {
    await signUp(journey.page, `pool-${Date.now()}@example.com`);
    await uploadResume(journey.page, [
      journey.files.path('ari_stone.pdf'),
      journey.files.path('kai_berg.pdf'),
      journey.files.path('noa_field.pdf'),
    ]);
    await uploadJob(journey.page, journey.files.path('backend_engineer.pdf'));
    // Issue #29 item 5: the ranking is offered right after the upload.
    await journey.page
      .getByRole('status', { name: 'Your pool for this job' })
      .getByRole('link', { name: 'See the best candidates from your pool' })
      .waitFor();
  });

  step('the job page ranks all three, best first, with evidence', async () => {
    await journey.page
      .getByRole('link', { name: 'See the best candidates from your pool' })
      .click();
    await waitForPath(journey.page, /^\/jobs\/[^/]+$/);
    const table = journey.page.getByRole('table', { name: 'Candidates ranked for this job' });
    const names = table.locator('tbody tr td[data-label="Candidate"]');
    // Safety net for a busy 2-core machine, not a speed check.
    await names.nth(2).waitFor({ timeout: 60_000 });
    await journey.page.getByText(/Ranked \d+ of 3 candidates/).waitFor({ state: 'detached' });
    expect(await names.allTextContents()).toEqual(['Noa Field', 'Kai Berg', 'Ari Stone']);
    const first = table.locator('tbody tr').first();
    await first.getByText('Evidence').click();
    await first
      .getByText(/Must-have|must-have|requirements/i)
      .first()
      .waitFor();
    await snap(journey.page, 'job-pool-ranking');
  });

  step('ranking used no daily match', async () => {
    await journey.page.goto('/dashboard');
    const usage = journey.page.getByRole('region', { name: 'Daily matches' });
    await usage.getByText(/0 of \d+ used/).waitFor();
  });

  step(
    'opening a never-analysed candidate runs their analysis and shows the score live',
    async () => {
      await journey.page.goBack();
      await waitForPath(journey.page, /^\/jobs\/[^/]+$/);
      const table = journey.page.getByRole('table', { name: 'Candidates ranked for this job' });
      await table.getByRole('link', { name: 'Kai Berg' }).click();
      await waitForPath(journey.page, /^\/analysis\//);
      // Never "Analysis not found": the run starts and its score arrives on this page.
      expect(await journey.page.getByText('Analysis not found').count()).toBe(0);
      expect(await matchScore(journey.page)).toBeGreaterThan(0);
      await snap(journey.page, 'pool-candidate-analysis');
      // That one run took a daily match, as the ranking card says.
      await journey.page.goto('/dashboard');
      await journey.page
        .getByRole('region', { name: 'Daily matches' })
        .getByText(/1 of \d+ used/)
        .waitFor();
      expect(journey.pageErrors).toEqual([]);
    },
  );
});
