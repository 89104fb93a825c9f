import type { Analysis, AuditExport } from '@shortlist/contracts';
import { ENGINE_VERSION } from '@shortlist/matcher';
import { and, eq } from 'drizzle-orm';
import { analyses } from '../db/schema';
import { eventually } from '@shortlist/test-support';
import { startMatchingStack, type MatchingStack } from '../test-support/stack';

jest.setTimeout(120_000);

// After an engine upgrade (issue #17, item 2): each result names its engine; one scored by another
// version can be re-scored with the current engine, and the page gets old and new side by side.

const SKILLS = ['Node.js', 'TypeScript', 'PostgreSQL', 'Redis', 'Docker'];

describe('re-score with the current engine', () => {
  let p: MatchingStack;
  beforeAll(async () => {
    p = await startMatchingStack();
    p.matching.startWorker();
  });
  afterAll(() => p.close());

  test('keeps the older engine’s result beside the new one and records the new score', async () => {
    const user = p.newUser();
    const job = await p.aJob(user);
    const ada = await p.uploadCandidate(user, { name: 'Ada Lovelace', skills: SKILLS.slice(0, 3) });
    expect((await p.api(user).post(`/api/analysis/${ada.id}/${job.id}`)).status).toBe(202);
    const read = async () =>
      (await p.api(user).get(`/api/analysis/${ada.id}/${job.id}`)).body as Analysis;
    const fresh = await eventually(async () => {
      const got = await read();
      return got.status === 'completed' ? got : undefined;
    });
    expect(fresh).toMatchObject({
      engineVersion: ENGINE_VERSION,
      currentEngineVersion: ENGINE_VERSION,
    });
    expect(fresh.previousResult).toBeNull();

    // Nothing to do while the current engine scored it.
    const current = await p.api(user).post(`/api/analysis/${fresh.id}/rescore-engine`);
    expect(current.status).toBe(200);
    expect(current.body).toEqual({ analysisId: fresh.id, queued: false });

    // As if an older engine had scored it, differently, and stored it in the layout of then
    // (breakdown and skills in columns of their own, no packed evidence).
    const oldScore = fresh.matchPercentage === 40 ? 41 : 40;
    await p.matching.database.db
      .update(analyses)
      .set({
        engineVersion: '2025.01-old',
        matchPercentage: oldScore,
        evidence: null,
        legacyBreakdown: fresh.breakdown,
        legacyTopSkills: fresh.topSkills,
        legacyMissingSkills: ['COBOL'],
      })
      .where(and(eq(analyses.ownerId, user), eq(analyses.id, fresh.id)));
    const stale = await read();
    expect(stale.engineVersion).toBe('2025.01-old');

    const asked = await p.api(user).post(`/api/analysis/${fresh.id}/rescore-engine`);
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ analysisId: fresh.id, queued: true });
    const rescored = await eventually(async () => {
      const got = await read();
      return got.engineVersion === ENGINE_VERSION ? got : undefined;
    });
    expect(rescored.id).toBe(fresh.id);
    expect(rescored.matchPercentage).toBe(fresh.matchPercentage);
    expect(rescored.previousResult).toMatchObject({
      matchPercentage: oldScore,
      band: 'poor',
      missingSkills: ['COBOL'],
      engineVersion: '2025.01-old',
    });

    const trail = (await p.api(user).get(`/api/analysis/audit?jobId=${job.id}`))
      .body as AuditExport;
    const scored = trail.events.filter((e) => e.kind === 'analysis.scored');
    expect(scored.map((e) => e.engineVersion)).toEqual([ENGINE_VERSION, ENGINE_VERSION]);

    // Another account cannot ask for it.
    const foreign = await p.api(p.newUser()).post(`/api/analysis/${fresh.id}/rescore-engine`);
    expect(foreign.status).toBe(404);
  });
});
