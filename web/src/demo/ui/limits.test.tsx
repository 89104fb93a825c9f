import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch } from '../../test/fetch';
import { aCandidate, aJob, anAnalysis } from '../../test/factories';
import { renderWithProviders, resetStorage } from '../../test/render';
import { DemoUsagePanel } from './DemoUsagePanel';
import { DEMO_LIMIT_MESSAGES } from '../data/limits';
import { runDemoAnalysis, uploadDemoCandidate, uploadDemoJob } from '../data/operations';
import { SESSION_START_KEY, getSessionId } from '../data/session';
import { demoDataKey, loadDemoData, saveDemoData } from '../data/store';

beforeEach(resetStorage);

const file = new File(['%PDF'], 'job.pdf', { type: 'application/pdf' });

describe('demo mode', () => {
  test('starts with one sample job and two sample candidates under the session key', () => {
    const data = loadDemoData();
    expect([data.jobs.length, data.candidates.length, data.analyses.length]).toEqual([1, 2, 0]);
    expect(getSessionId()).toMatch(/^session_\d+_[a-z0-9]+$/);
    expect(localStorage.getItem(demoDataKey(getSessionId()))).not.toBeNull();
    expect(sessionStorage.getItem('demo_recruiter_data')).not.toBeNull();
  });

  test('two job descriptions of their own are allowed (the sample does not count), a third is refused before anything is sent', async () => {
    let n = 0;
    const calls = installFetch({
      'POST /api/demo/parse': () => ({
        body: { job: aJob({ id: `demo_job_${++n}` }), profile: { text: '' } },
      }),
    });
    await uploadDemoJob(file);
    await uploadDemoJob(file);
    expect(loadDemoData().jobs).toHaveLength(3);
    await expect(uploadDemoJob(file)).rejects.toThrow(
      'Demo limit reached! You can only upload 2 job descriptions in demo mode. Sign up for unlimited uploads!',
    );
    expect(calls).toHaveLength(2);
    expect(calls[0]?.url).toBe('/api/demo/parse?kind=job');
  });

  test('candidates stop at 3 of their own, besides the two samples', async () => {
    let n = 0;
    installFetch({
      'POST /api/demo/parse': () => ({
        body: { candidate: aCandidate({ id: `demo_c_${++n}` }), profile: { text: '' } },
      }),
    });
    for (let i = 0; i < 3; i++) await uploadDemoCandidate(file);
    expect(loadDemoData().candidates).toHaveLength(5);
    await expect(uploadDemoCandidate(file)).rejects.toThrow(DEMO_LIMIT_MESSAGES.candidates);
    expect(DEMO_LIMIT_MESSAGES.candidates).toBe(
      'Demo limit reached! You can only upload 3 candidates in demo mode. Sign up for unlimited uploads!',
    );
  });

  test('analyses use the real engine with the stored profiles, and stop at 3', async () => {
    const calls = installFetch({
      'POST /api/demo/analyze': { body: anAnalysis({ id: '', matchPercentage: 73 }) },
    });
    const data = loadDemoData();
    const job = data.jobs[0]!;
    const [first, second] = data.candidates;
    const result = await runDemoAnalysis(first!.id, job.id);
    expect(result.matchPercentage).toBe(73);
    expect([result.candidateId, result.jobId, result.candidate?.name]).toEqual([
      first!.id,
      job.id,
      first!.name,
    ]);
    const body = JSON.parse(String(calls[0]?.init.body)) as {
      job: { title: string };
      candidate: { name: string };
    };
    expect([body.job.title, body.candidate.name]).toEqual([job.title, first!.name]);

    await runDemoAnalysis(second!.id, job.id);
    saveDemoData({
      ...loadDemoData(),
      analyses: [...loadDemoData().analyses, anAnalysis({ id: 'x' })],
    });
    await expect(runDemoAnalysis(first!.id, job.id)).rejects.toThrow(
      'Demo limit reached! You can only run 3 analyses in demo mode. Sign up for unlimited AI-powered analyses!',
    );
    expect(calls).toHaveLength(2);
  });

  test('data older than two hours is cleared and the clock restarts', () => {
    saveDemoData({ ...loadDemoData(), analyses: [anAnalysis()] });
    expect(loadDemoData().analyses).toHaveLength(1);
    const start = Date.now() - 2 * 60 * 60 * 1000 - 1000;
    sessionStorage.setItem(SESSION_START_KEY, String(start));
    expect(loadDemoData().analyses).toHaveLength(0);
    expect(Number(sessionStorage.getItem(SESSION_START_KEY))).toBeGreaterThan(start);
  });

  test('the usage panel turns red at any limit and offers a reset', async () => {
    const data = loadDemoData();
    saveDemoData({ ...data, jobs: [...data.jobs, aJob({ id: 'j1' }), aJob({ id: 'j2' })] });
    const onReset = jest.fn();
    renderWithProviders(<DemoUsagePanel onReset={onReset} />);
    const panel = await screen.findByRole('region', { name: 'Demo usage' });
    expect(await screen.findByText('2 / 2')).toBeTruthy();
    expect(panel.className).toContain('demo-usage-reached');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Demo (lose all data)' }));
    expect(onReset).toHaveBeenCalled();
  });

  test('the usage panel stays calm under the limits; the samples are not counted', async () => {
    renderWithProviders(<DemoUsagePanel onReset={() => {}} />);
    expect(await screen.findByText('0 / 2')).toBeTruthy();
    expect(screen.getAllByText('0 / 3')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Demo usage' }).className).not.toContain(
      'demo-usage-reached',
    );
  });
});
