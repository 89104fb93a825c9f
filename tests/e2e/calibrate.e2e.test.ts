import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jobPdf, resumePdf } from '@shortlist/documents/src/test-files';
import type { Browser, Page } from 'playwright-core';
import {
  describeE2E,
  journeySteps,
  launchBrowser,
  openContext,
  snap,
  type E2EContext,
} from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import { uploadJob, uploadResume, waitForPath } from './support/ui';

// Issue #15: the recruiter corrects how Shortlist read a job on the job page, and the shortlist
// open in another tab re-orders itself as the analyses are scored again.
jest.setTimeout(120_000);

describeE2E('a recruiter calibrating a job', () => {
  let product: RunningProduct;
  let browser: Browser;
  let recruiter: E2EContext;
  let page: Page;
  let files: string;
  const step = journeySteps();

  beforeAll(async () => {
    files = mkdtempSync(path.join(os.tmpdir(), 'shortlist-calibrate-'));
    const write = async (name: string, bytes: Promise<Buffer>) =>
      writeFileSync(path.join(files, name), await bytes);
    await write(
      'backend_engineer.pdf',
      jobPdf('Backend Engineer', 'Acme', ['Python', 'PostgreSQL', 'Docker']),
    );
    // Noa has every skill of the ad; Kai lacks Docker but has Kafka.
    await write('noa_field.pdf', resumePdf('Noa Field', ['Python', 'PostgreSQL', 'Docker']));
    await write('kai_berg.pdf', resumePdf('Kai Berg', ['Python', 'PostgreSQL', 'Apache Kafka']));
    [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
    recruiter = await openContext(browser, product.url);
    page = recruiter.page;
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    if (files) rmSync(files, { recursive: true, force: true });
  }, 60_000);

  const shortlistNames = () =>
    page.getByRole('table').locator('tbody tr td[data-label="Candidate"]').allTextContents();

  step('signs up, goes Pro and uploads a job and two resumes', async () => {
    await page.goto('/auth');
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await page.getByLabel('Email').fill(`calibrate-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('password123');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await waitForPath(page, '/dashboard');
    await page.goto('/pricing');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Test checkout (no real payment)' }).click();
    await page.getByText('Welcome to Pro!', { exact: true }).waitFor();
    await uploadJob(page, path.join(files, 'backend_engineer.pdf'));
    await uploadResume(page, [path.join(files, 'noa_field.pdf'), path.join(files, 'kai_berg.pdf')]);
  });

  step('screens both: Noa, who has every skill of the ad, ranks first', async () => {
    await page.goto('/jobs');
    await page.getByRole('link', { name: 'Backend Engineer' }).click();
    await page.getByRole('link', { name: 'Screen candidates' }).click();
    await waitForPath(page, /^\/jobs\/[^/]+\/screen$/);
    await page.getByLabel('All candidates (2)').check();
    await page.getByRole('button', { name: 'Screen 2 candidates' }).click();
    // Safety net for a busy 2-core machine, not a speed check.
    await page.getByText('Screening complete: 2 of 2 analysed').waitFor({ timeout: 90_000 });
    expect(await shortlistNames()).toEqual(['Noa Field', 'Kai Berg']);
  });

  step(
    'in another tab, drops Docker and makes Kafka a must-have; the shortlist re-orders live',
    async () => {
      const jobUrl = new URL(page.url()).pathname.replace(/\/screen$/, '');
      const editor = await recruiter.context.newPage();
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
      while ((await shortlistNames())[0] !== 'Kai Berg' && Date.now() < deadline) {
        await page.waitForTimeout(250);
      }
      expect(await shortlistNames()).toEqual(['Kai Berg', 'Noa Field']);
    },
  );
});
