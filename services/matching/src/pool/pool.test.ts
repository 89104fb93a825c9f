import { storedWorkspaceId } from '@shortlist/kit';
import type { Analysis, PoolPage } from '@shortlist/contracts';
import { ENGINE_VERSION } from '@shortlist/matcher';
import { eventually } from '@shortlist/test-support';
import { startMatchingStack, type MatchingStack } from '../test-support/stack';
import { POOL_CHUNK_SIZE, poolRankJobs } from './read-pool';
import { poolVersions, savePoolScores } from './store';

jest.setTimeout(120_000);

// The pool ranking is a preview, but a recruiter who opens a candidate from it must see the same
// number and the same evidence: the pool's score of a pair is the single analysis's score.

const SKILLS = ['Node.js', 'TypeScript', 'PostgreSQL', 'Redis', 'Docker', 'Kubernetes', 'AWS'];
const PEOPLE = 9;

describe('the pool ranking', () => {
  let p: MatchingStack;
  beforeAll(async () => {
    p = await startMatchingStack();
    p.matching.startWorker();
  });
  afterAll(() => p.close());

  test('scores every pair exactly as a single analysis does', async () => {
    const user = p.newUser();
    await p.makePro(user); // more analyses than a free day's matches
    const job = await p.uploadJob(user, {
      title: 'Platform Engineer',
      company: 'Acme',
      skills: SKILLS,
    });
    const candidates = [];
    for (let i = 0; i < PEOPLE; i++) {
      const skills = SKILLS.filter((_, s) => (i + s) % 3 !== 0).slice(0, 1 + (i % SKILLS.length));
      candidates.push(
        await p.uploadCandidate(user, {
          name: `Pooled ${String.fromCharCode(65 + i)} Example`,
          skills: [...skills, i % 2 ? 'Go' : 'Photoshop'],
        }),
      );
    }
    const ranking = await eventually(async () => {
      const res = await p.api(user).get(`/api/analysis/pool/${job.id}?pageSize=100`);
      expect(res.status).toBe(200);
      const page = res.body as PoolPage;
      return page.pending === 0 && page.ranked === PEOPLE ? page : undefined;
    });
    expect(new Set(ranking.entries.map((e) => e.matchPercentage)).size).toBeGreaterThan(1);

    const live = await p.live(user);
    for (const candidate of candidates) {
      const res = await p.api(user).post(`/api/analysis/${candidate.id}/${job.id}`);
      expect(res.status).toBe(202);
      const { analysis } = await live.waitFor(
        'analysis:completed',
        (e) => e.analysis.id === res.body.id,
      );
      const entry = ranking.entries.find((e) => e.candidateId === candidate.id);
      expect(entry).toEqual({
        rank: expect.any(Number),
        candidateId: candidate.id,
        candidateName: analysis.candidateName,
        matchPercentage: analysis.matchPercentage,
        topSkills: analysis.topSkills,
        missingSkills: analysis.missingSkills,
        breakdown: analysis.breakdown,
        verdict: analysis.verdict,
        analyzerNote: analysis.analyzerNote,
        requirementsVersion: (analysis as Analysis).requirementsVersion,
      });
    }
    live.close();
  });

  test('on a blind job, equal scores follow the labels shown, not the hidden names', async () => {
    const user = p.newUser();
    const job = await p.uploadJob(user, {
      title: 'Blind Engineer',
      company: 'Acme',
      skills: SKILLS,
    });
    expect(
      (await p.api(user).put(`/api/analysis/jobs/${job.id}/blind`, { blind: true })).status,
    ).toBe(200);
    // Same resume, different names: every score ties.
    for (const name of ['Abe Alpha', 'Bea Bravo', 'Cy Charlie', 'Di Delta', 'Ed Echo', 'Flo Fox']) {
      await p.uploadCandidate(user, { name, skills: SKILLS.slice(0, 4) });
    }
    const ranking = await eventually(async () => {
      const res = await p.api(user).get(`/api/analysis/pool/${job.id}?pageSize=100`);
      const page = res.body as PoolPage;
      return page.pending === 0 && page.ranked === 6 ? page : undefined;
    });
    expect(new Set(ranking.entries.map((e) => e.matchPercentage)).size).toBe(1);
    const labels = ranking.entries.map((e) => e.candidateName);
    expect(labels.every((l) => l.startsWith('Candidate #'))).toBe(true);
    expect(labels).toEqual([...labels].sort());
  });

  test('a late chunk scored with an older reading does not replace a newer score', async () => {
    const db = p.matching.database.db;
    const score = (requirementsVersion: number, matchPercentage: number) => ({
      candidateId: 'c1',
      candidateName: 'Late Example',
      requirementsVersion,
      engineVersion: ENGINE_VERSION,
      matchPercentage,
      result: { topSkills: [], missingSkills: [], breakdown: [], analyzerNote: null },
    });
    await savePoolScores(db, storedWorkspaceId('owner-late'), 'job-late', [score(2, 80)]);
    await savePoolScores(db, storedWorkspaceId('owner-late'), 'job-late', [score(1, 40)]);
    expect(await poolVersions(db, storedWorkspaceId('owner-late'), 'job-late')).toEqual([
      { candidateId: 'c1', requirementsVersion: 2, engineVersion: ENGINE_VERSION },
    ]);
    await savePoolScores(db, storedWorkspaceId('owner-late'), 'job-late', [score(3, 60)]);
    expect(
      (await poolVersions(db, storedWorkspaceId('owner-late'), 'job-late'))[0]?.requirementsVersion,
    ).toBe(3);
  });

  test('reads while a ranking runs queue the same chunks again, not new ones', () => {
    const input = { ownerId: storedWorkspaceId('o'), jobId: 'j', requirementsVersion: 3 };
    const ids = Array.from({ length: POOL_CHUNK_SIZE * 3 + 7 }, (_, i) => `c${1000 + i}`);
    const first = poolRankJobs({ ...input, candidateIds: ids });
    expect(first).toHaveLength(4);
    // The second chunk finished: the stale candidates left are the others, in any order.
    const done = new Set(first[1]!.data.candidateIds);
    const left = ids.filter((id) => !done.has(id)).reverse();
    const again = poolRankJobs({ ...input, candidateIds: left });
    expect(again.map((j) => j.queueJobId)).toEqual(
      [first[0], first[2], first[3]].map((j) => j!.queueJobId),
    );
    // Another reading is other work.
    const edited = poolRankJobs({ ...input, requirementsVersion: 4, candidateIds: left });
    expect(edited.map((j) => j.queueJobId)).not.toContain(first[0]!.queueJobId);
  });
});
