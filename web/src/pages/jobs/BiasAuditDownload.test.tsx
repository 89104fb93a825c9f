import type { BiasAudit } from '@shortlist/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, testUser } from '../../test/render';
import { BiasAuditDownload } from './BiasAuditDownload';

const empty = { groups: [], small: [], unknown: 0 };
const audit = (jobId: string | null, applicants: number): BiasAudit => ({
  jobId,
  applicants,
  decided: 4,
  selected: 2,
  dataFrom: '2026-11-02T10:00:00.000Z',
  dataTo: '2026-11-20T10:00:00.000Z',
  sex: empty,
  raceEthnicity: empty,
  intersectional: empty,
  generatedAt: '2026-11-27T10:00:00.000Z',
});

/** Records the names the browser is handed to save (jsdom has no object URLs). */
function savedFiles() {
  URL.createObjectURL = jest.fn(() => 'blob:audit');
  URL.revokeObjectURL = jest.fn();
  const saved: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}
afterEach(() => jest.restoreAllMocks());

/** The sentence saying what the download covers. */
const coverage = async () =>
  within(
    await screen.findByRole('region', { name: 'Bias audit summary (NYC Local Law 144)' }),
  ).findByRole('status');

test('the job’s bias audit says what it covers and downloads as CSV, then the whole workspace as JSON', async () => {
  const calls = installFetch({
    'GET /api/analysis/oversight/bias-audit': (url) => {
      const query = new URL(url, 'http://x').searchParams;
      if (query.get('format') === 'csv') {
        return {
          body: 'category,group',
          headers: { 'content-disposition': 'attachment; filename="bias-audit-j1.csv"' },
        };
      }
      return { body: audit(query.get('jobId'), query.get('jobId') ? 6 : 40) };
    },
  });
  const saved = savedFiles();
  renderWithProviders(<BiasAuditDownload jobId="j1" />, { user: testUser });

  expect((await coverage()).textContent).toMatch(
    /^6 scored candidates from .+ to .+; 4 decided, 2 advanced\.$/,
  );
  await userEvent.click(
    screen.getByRole('button', { name: 'Download bias audit (NYC LL144, CSV)' }),
  );
  await waitFor(() => expect(saved).toEqual(['bias-audit-j1.csv']));

  await userEvent.selectOptions(screen.getByLabelText('Scope'), 'Every job in the workspace');
  await waitFor(async () => expect((await coverage()).textContent).toMatch(/^40 scored/));
  await userEvent.click(
    screen.getByRole('button', { name: 'Download bias audit (NYC LL144, JSON)' }),
  );
  await waitFor(() => expect(saved).toEqual(['bias-audit-j1.csv', 'bias-audit-all-jobs.json']));

  expect(calls.map((c) => c.url)).toEqual([
    '/api/analysis/oversight/bias-audit?jobId=j1',
    '/api/analysis/oversight/bias-audit?jobId=j1&format=csv',
    '/api/analysis/oversight/bias-audit',
    '/api/analysis/oversight/bias-audit?format=json',
  ]);
});

test('a scope with no scores yet says so rather than offering rates of nobody', async () => {
  installFetch({ 'GET /api/analysis/oversight/bias-audit': { body: audit('j1', 0) } });
  renderWithProviders(<BiasAuditDownload jobId="j1" />, { user: testUser });
  expect((await coverage()).textContent).toBe('No scored candidates in this scope yet.');
});

test('a failed download says why beside the buttons', async () => {
  installFetch({
    'GET /api/analysis/oversight/bias-audit': (url) =>
      url.includes('format=csv')
        ? { status: 503, body: { error: 'The audit is not available right now', code: 'busy' } }
        : { body: audit('j1', 6) },
  });
  renderWithProviders(<BiasAuditDownload jobId="j1" />, { user: testUser });
  await coverage();
  await userEvent.click(
    screen.getByRole('button', { name: 'Download bias audit (NYC LL144, CSV)' }),
  );
  expect((await screen.findByRole('alert')).textContent).toBe(
    'The audit is not available right now',
  );
});
