import { randomUUID } from 'node:crypto';
import { storedWorkspaceId } from '@shortlist/kit';
import { aBatch, aMatchingDatabase, anAnalysis, aStrongVerdict } from '../test-support/factories';
import { jobScreenings } from './job-screenings';

// A job's screenings with their bands, straight from the stored rows: a band is the verdict's when
// the score has one, else the score's; a pair screened twice counts in each screening and once in
// the job's summary.

describe("a job's screenings", () => {
  let t: Awaited<ReturnType<typeof aMatchingDatabase>>;
  beforeAll(async () => {
    t = await aMatchingDatabase();
  });
  afterAll(() => t.close());

  test('each with its bands and who started it, and every candidate once in the summary', async () => {
    const ownerId = randomUUID();
    const jobId = randomUUID();
    const [first, second] = [randomUUID(), randomUUID()];
    const [older, newer] = [randomUUID(), randomUUID()];
    const pair = { ownerId, jobId };
    const ada = await anAnalysis(t.db, { ...pair, batchId: newer, requestedBy: second });
    const bo = await anAnalysis(t.db, {
      ...pair,
      candidateName: 'Bo Brown',
      matchPercentage: 65,
      verdict: undefined,
      batchId: older,
      requestedBy: first,
    });
    const cy = await anAnalysis(t.db, {
      ...pair,
      candidateName: 'Cy Young',
      status: 'queued',
      matchPercentage: null,
      batchId: newer,
      requestedBy: second,
    });
    const dee = await anAnalysis(t.db, {
      ...pair,
      candidateName: 'Dee Dunn',
      matchPercentage: 91,
      verdict: aStrongVerdict({ band: 'notRecommended' }),
      batchId: older,
    });
    await aBatch(t.db, [ada, bo, dee], { id: older, createdAt: new Date('2026-11-01T09:00Z') });
    await aBatch(t.db, [ada, cy], { id: newer, createdAt: new Date('2026-11-02T09:00Z') });

    const found = await jobScreenings(t.db, storedWorkspaceId(ownerId), jobId);
    expect(found.summary).toEqual({ strong: 1, partial: 1, notRecommended: 1, pending: 1 });
    expect(found.bandsFrom).toBe('both');
    expect(found.screenings).toEqual([
      expect.objectContaining({
        id: newer,
        requestedBy: second,
        status: 'running',
        total: 2,
        done: 1,
        failed: 0,
        bands: { strong: 1, partial: 0, notRecommended: 0, pending: 1 },
      }),
      expect.objectContaining({
        id: older,
        requestedBy: first,
        status: 'completed',
        total: 3,
        done: 3,
        bands: { strong: 1, partial: 1, notRecommended: 1, pending: 0 },
      }),
    ]);
  });

  test('scores alone band by score; a failed run is pending; another owner sees nothing', async () => {
    const ownerId = randomUUID();
    const jobId = randomUUID();
    const low = await anAnalysis(t.db, { ownerId, jobId, matchPercentage: 40, verdict: undefined });
    const failed = await anAnalysis(t.db, {
      ownerId,
      jobId,
      status: 'failed',
      matchPercentage: null,
      error: 'documents unavailable',
    });
    await aBatch(t.db, [low, failed]);

    const found = await jobScreenings(t.db, storedWorkspaceId(ownerId), jobId);
    expect(found.summary).toEqual({ strong: 0, partial: 0, notRecommended: 1, pending: 1 });
    expect(found.bandsFrom).toBe('score');
    expect(found.screenings).toHaveLength(1);
    expect(found.screenings[0]).toMatchObject({ requestedBy: null, failed: 1, done: 1 });

    const stranger = await jobScreenings(t.db, storedWorkspaceId(randomUUID()), jobId);
    expect(stranger).toEqual({
      jobId,
      summary: expect.anything(),
      bandsFrom: 'none',
      screenings: [],
    });
    expect(stranger.summary).toEqual({ strong: 0, partial: 0, notRecommended: 0, pending: 0 });
    expect((await jobScreenings(t.db, storedWorkspaceId(ownerId), 'not-a-job')).screenings).toEqual(
      [],
    );
  });
});
