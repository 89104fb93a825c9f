import { jobPdf, resumePdf } from '@shortlist/test-support';
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

// Issue #15: the recruiter corrects how Shortlist read a job on the job page, and the shortlist
// open in another tab re-orders itself as the analyses are scored again.
jest.setTimeout(120_000);

describeE2E('a recruiter calibrating a job', () => {
  const journey = useJourney('calibrate', () => ({
    'backend_engineer.pdf': jobPdf('Backend Engineer', 'Acme', ['Python', 'PostgreSQL', 'Docker']),
    // Noa has every skill of the ad; Kai lacks Docker but has Kafka.
    'noa_field.pdf': resumePdf('Noa Field', ['Python', 'PostgreSQL', 'Docker']),
    'kai_berg.pdf': resumePdf('Kai Berg', ['Python', 'PostgreSQL', 'Apache Kafka']),
  }));
  const step = journeySteps();

  step('signs up, goes Pro and uploads a job and two resumes', async () => {
    await signUp(journey.page, `calibrate-${Date.now()}@example.com`);
    await goPro(journey.page);
    await uploadJob(journey.page, journey.files.path('backend_engineer.pdf'));
    await uploadResume(journey.page, [
      journey.files.path('noa_field.pdf'),
      journey.files.path('kai_berg.pdf'),
    ]);
  });

  step('screens both: Noa, who has every skill of the ad, ranks first', async () => {
    await screenEveryone(journey.page, 'Backend Engineer', 2);
    await journey.page
      .getByText('Screening complete: 2 of 2 analysed')
      .waitFor({ timeout: 90_000 });
    expect(await shortlistNames(journey.page)).toEqual(['Noa Field', 'Kai Berg']);
  });

  step(
    'in another tab, drops Docker and makes Kafka a must-have; the shortlist re-orders live',
    async () => {
      const jobUrl = new URL(journey.page.url()).pathname.replace(/\/screen$/, '');
      const editor = await journey.context.newPage();
      await editor.goto(jobUrl);
      await editor.getByText(/Version 1, as read from the ad/).waitFor();
      await editor.getByRole('button', { name: 'Edit requirements' }).click();
      await editor.getByRole('button', { name: 'Remove Docker' }).click();
      await editor.getByLabel('Add a requirement').fill('kaf');
      await editor
        .getByRole('list', { name: 'Suggested skills' })
        .getByRole('button', { name: 'Add Apache Kafka' })
        .click();
      await snap(editor, 'job-reading-editor');
      await editor.getByRole('button', { name: 'Save' }).click();
      await editor.getByText('Saved as version 2.', { exact: false }).waitFor();
      await editor.getByText(/^Version 2\./).waitFor();
      await editor.getByRole('button', { name: 'History' }).click();
      await editor
        .getByRole('list', { name: 'Versions of this reading' })
        .getByText(/Added Apache Kafka \(must-have\)/)
        .waitFor();
      await snap(editor, 'job-reading-history');

      // The shortlist tab was left alone: the live events bring the new scores.
      const deadline = Date.now() + 60_000;
      while ((await shortlistNames(journey.page))[0] !== 'Kai Berg' && Date.now() < deadline) {
        await journey.page.waitForTimeout(250);
      }
      expect(await shortlistNames(journey.page)).toEqual(['Kai Berg', 'Noa Field']);
    },
  );

  step(
    'makes Kafka a knock-out: Noa is marked with the reason, still listed and undecided',
    async () => {
      const editor = journey.context.pages().at(-1)!;
      await editor.getByRole('button', { name: 'Edit requirements' }).click();
      await editor.getByLabel('Kind of Apache Kafka').selectOption('knockout');
      await editor.getByRole('button', { name: 'Save' }).click();
      await editor.getByText('Saved as version 3.', { exact: false }).waitFor();

      const noaRow = journey.page.getByRole('row').filter({ hasText: 'Noa Field' });
      await noaRow
        .getByRole('list', { name: 'Knock-outs not met' })
        .getByText('Fails knock-out: Apache Kafka')
        .waitFor({ timeout: 60_000 });
      await expect(noaRow.getByText(/not evidenced on the resume/).textContent()).resolves.toMatch(
        /Added by the recruiter/,
      );
      const kaiRow = journey.page.getByRole('row').filter({ hasText: 'Kai Berg' });
      await kaiRow.getByText('Passes').waitFor();
      expect(await shortlistNames(journey.page)).toEqual(['Kai Berg', 'Noa Field']);
      await expect(noaRow.getByText('Undecided').count()).resolves.toBe(1);
      await snap(journey.page, 'shortlist-knockout-mark');
    },
  );
});
