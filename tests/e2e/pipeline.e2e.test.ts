import {
  eventually,
  jobPdf,
  resumePdf,
  startTestSmtp,
  type TestSmtp,
} from '@shortlist/test-support';
import { describeE2E, journeySteps, snap } from './support/browser';
import { useJourney } from './support/journey';
import { goPro, screenEveryone, signUp, uploadJob, uploadResume, waitForPath } from './support/ui';

// Issue #19 in the browser: a bulk move from the shortlist, the job's board, a move on the board,
// a note, and the follow-up message sent by email (through a local SMTP server the test starts).
jest.setTimeout(120_000);

describeE2E('a recruiter working a job pipeline', () => {
  let smtp: TestSmtp;
  const journey = useJourney(
    'pipeline',
    () => ({
      'data_engineer.pdf': jobPdf('Data Engineer', 'Acme', ['Python', 'PostgreSQL', 'Docker']),
      'nora_kim.pdf': resumePdf('Nora Kim', ['Python', 'PostgreSQL', 'Docker']),
      'omar_ali.pdf': resumePdf('Omar Ali', ['Python']),
    }),
    {
      before: async () => {
        smtp = await startTestSmtp();
        return smtp.env as Record<string, string>;
      },
      after: async () => {
        await smtp?.close();
      },
    },
  );
  let jobUrl = '';
  const step = journeySteps();

  const column = (stage: string) => journey.page.getByRole('region', { name: stage, exact: true });

  step('screens two candidates and moves both to Shortlisted from the shortlist', async () => {
    await signUp(journey.page, `pipeline-${Date.now()}@example.com`);
    await goPro(journey.page);
    await uploadJob(journey.page, journey.files.path('data_engineer.pdf'));
    await uploadResume(journey.page, [
      journey.files.path('nora_kim.pdf'),
      journey.files.path('omar_ali.pdf'),
    ]);
    jobUrl = await screenEveryone(journey.page, 'Data Engineer', 2);
    // Issue #29.2 / #30.12: the shortlist advances to a stage after the impact preview.
    await journey.page.getByLabel('Select all on this page').check();
    await journey.page.getByLabel('Advance selected to').selectOption('shortlisted');
    await journey.page
      .getByRole('group', { name: 'Act on selected candidates' })
      .getByRole('button', { name: 'Advance', exact: true })
      .click();
    await journey.page.getByRole('button', { name: 'Confirm: Advance to Shortlisted' }).click();
    await journey.page.getByRole('link', { name: 'Open the pipeline' }).waitFor();
  });

  step('the board shows both in Shortlisted; one moves on to Interview', async () => {
    await journey.page.goto(jobUrl);
    await journey.page.getByRole('link', { name: 'Pipeline' }).click();
    await waitForPath(journey.page, /\/pipeline$/);
    await column('Shortlisted').getByText('Nora Kim').waitFor();
    await column('Shortlisted').getByText('Omar Ali').waitFor();
    expect(await column('New').getByRole('article').count()).toBe(0);
    await journey.page.getByLabel('Stage of Omar Ali').selectOption('interview');
    await column('Interview').getByText('Omar Ali').waitFor();
    await snap(journey.page, 'pipeline-board');
  });

  step('writes a note on a candidate and sees it in the history', async () => {
    await column('Interview').getByRole('button', { name: 'Omar Ali' }).click();
    const panel = journey.page.getByRole('complementary', { name: 'Notes on Omar Ali' });
    await panel.getByLabel('Add a note').fill('Strong Python, ask about Docker');
    await panel.getByRole('button', { name: 'Save note' }).click();
    await panel.getByText('Strong Python, ask about Docker').waitFor();
    await panel.getByText(/You moved from Shortlisted to Interview/).waitFor();
    await column('Interview').getByText('1 note').waitFor();
    await panel.getByRole('button', { name: 'Close' }).click();
  });

  step('sends the message by email: it arrives and the candidate is Contacted', async () => {
    await column('Shortlisted').getByRole('button', { name: 'Nora Kim' }).click();
    const panel = journey.page.getByRole('complementary', { name: 'Notes on Nora Kim' });
    await panel.getByLabel('Subject', { exact: true }).fill('Data Engineer at Acme');
    await panel.getByLabel('Message', { exact: true }).fill('Hello Nora, could we talk this week?');
    await panel.getByRole('button', { name: 'Send email' }).click();
    await panel.getByText('Sent. Now in Contacted.').waitFor();
    await column('Contacted').getByText('Nora Kim').waitFor();
    await panel.getByText(/You emailed nora\.kim@example\.com/).waitFor();
    const mail = await eventually(async () =>
      smtp.received.find((m) => m.to.includes('nora.kim@example.com')),
    );
    expect(mail).toMatchObject({
      subject: 'Data Engineer at Acme',
      text: 'Hello Nora, could we talk this week?',
    });
    await snap(journey.page, 'pipeline-notes-panel');
    await journey.page.getByRole('button', { name: 'Table' }).click();
    await journey.page
      .getByRole('row')
      .filter({ hasText: 'Nora Kim' })
      .getByText('Contacted')
      .waitFor();
    await snap(journey.page, 'pipeline-table');
  });
});
