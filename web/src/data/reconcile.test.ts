import type { Analysis } from '@shortlist/contracts';
import { anAnalysis } from '../test/factories';
import { newerAnalysis } from './reconcile';

const at = (s: number) => `2025-01-02T10:00:${String(s).padStart(2, '0')}.000Z`;
const run = (status: Analysis['status'], second: number) =>
  anAnalysis({ status, updatedAt: at(second), candidate: null, job: null });

test('a stale fetched stage never overwrites a cached result', () => {
  expect(newerAnalysis(run('completed', 5), run('queued', 1))?.status).toBe('completed');
  expect(newerAnalysis(run('completed', 5), run('extracting', 2))?.status).toBe('completed');
  expect(newerAnalysis(run('failed', 5), run('scoring', 3))?.status).toBe('failed');
});

test('the later stage wins when the timestamps cannot tell (stage events carry none)', () => {
  expect(newerAnalysis(run('scoring', 1), run('extracting', 2))?.status).toBe('scoring');
  expect(newerAnalysis(run('extracting', 1), run('completed', 5))?.status).toBe('completed');
  expect(newerAnalysis(run('completed', 5), run('completed', 5))?.status).toBe('completed');
});

test('a later write after a finished run wins: a re-run, a regenerated message', () => {
  expect(newerAnalysis(run('completed', 5), run('queued', 9))?.status).toBe('queued');
  const regenerated = { ...run('completed', 9), generatedMessage: 'new' };
  expect(newerAnalysis(run('completed', 5), regenerated)?.generatedMessage).toBe('new');
  // ...and the re-run's result is not undone by the old run's result arriving late.
  expect(newerAnalysis(run('queued', 9), run('completed', 5))?.status).toBe('queued');
});

test('the embedded candidate and job survive from either side', () => {
  const withDocs = anAnalysis({ status: 'extracting', updatedAt: at(1) });
  const merged = newerAnalysis(withDocs, run('completed', 5));
  expect(merged?.status).toBe('completed');
  expect(merged?.candidate?.name).toBe(withDocs.candidate?.name);
  expect(merged?.job?.title).toBe(withDocs.job?.title);
  expect(newerAnalysis(undefined, run('queued', 1))?.status).toBe('queued');
  expect(newerAnalysis(run('queued', 1), null)?.status).toBe('queued');
});
