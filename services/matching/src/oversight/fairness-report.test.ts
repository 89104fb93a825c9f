import { storedWorkspaceId } from '@shortlist/kit';
import type { Batch, FairnessReport } from '@shortlist/contracts';
import { candidateRecord } from '../candidates/candidate-record';
import { eraseCandidate } from '../candidates/erase-candidate';
import { eventually } from '@shortlist/test-support';
import { startMatchingStack, type MatchingStack } from '../test-support/stack';

jest.setTimeout(120_000);

// The fairness report (issue #17, item 5) through matching's API: a screening of seven real
// resumes, the recruiter's CSV of self-identified groups, and the four-fifths flag.

const SKILLS = ['Node.js', 'TypeScript', 'PostgreSQL', 'Redis', 'Docker'];

describe('fairness report', () => {
  let p: MatchingStack;
  beforeAll(async () => {
    p = await startMatchingStack();
    p.matching.startWorker();
  });
  afterAll(() => p.close());

  test('selection rates by sex, race/ethnicity and both, with the four-fifths flag', async () => {
    const user = p.newUser();
    await p.makePro(user);
    const job = await p.aJob(user);
    const strong = (name: string) => p.uploadCandidate(user, { name, skills: SKILLS });
    const weak = (name: string) => p.uploadCandidate(user, { name, skills: ['Excel'] });
    const men = [await strong('Al Adams'), await strong('Bo Brown'), await strong('Cy Clark')];
    const women = [await strong('Di Dunn'), await weak('Em Evans'), await weak('Fay Fox')];
    const unknown = await strong('Gil Gray');
    const everyone = [...men, ...women, unknown];

    const started = await p.api(user).post('/api/analysis/batch', {
      jobId: job.id,
      candidateIds: everyone.map((c) => c.id),
    });
    const batch = await eventually(async () => {
      const got = (await p.api(user).get(`/api/analysis/batch/${started.body.batchId}`))
        .body as Batch;
      return got.status === 'completed' ? got : undefined;
    });
    const score = (id: string) => batch.results.find((r) => r.candidateId === id)!.matchPercentage!;
    const threshold = score(men[0]!.id);
    expect(score(women[1]!.id)).toBeLessThan(threshold);

    // Ids for some rows, the resume's email for others; a row for no one of this account.
    const csv = [
      'candidate_id,email,sex,race_ethnicity',
      `${men[0]!.id},,Male,White`,
      `${men[1]!.id},,Male,Black or African American`,
      `,${men[2]!.email},Male,White`,
      `${women[0]!.id},,Female,White`,
      `,${women[1]!.email!.toUpperCase()},Female,Black or African American`,
      `${women[2]!.id},,Female,unknown`,
      'not-a-candidate,,Female,White',
    ].join('\n');
    const uploaded = await p.api(user).post('/api/analysis/groups', { csv });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toEqual({ stored: 6, unmatched: ['not-a-candidate'] });

    const res = await p
      .api(user)
      .get(`/api/analysis/jobs/${job.id}/fairness?threshold=${threshold}`);
    expect(res.status).toBe(200);
    const report = res.body as FairnessReport;
    expect(report).toMatchObject({ jobId: job.id, threshold, applicants: 7, selected: 5 });
    expect(report.sex.groups).toEqual([
      {
        group: 'Male',
        applicants: 3,
        selected: 3,
        selectionRate: 1,
        impactRatio: 1,
        flagged: false,
      },
      {
        group: 'Female',
        applicants: 3,
        selected: 1,
        selectionRate: 0.3333,
        impactRatio: 0.3333,
        flagged: true,
      },
    ]);
    expect(report.sex.unknown).toBe(1);
    expect(report.raceEthnicity.unknown).toBe(2);
    expect(report.intersectional.groups.map((g) => [g.group, g.selected, g.applicants])).toEqual([
      // Highest rate first, then by name.
      ['Female / White', 1, 1],
      ['Male / Black or African American', 1, 1],
      ['Male / White', 2, 2],
      ['Female / Black or African American', 0, 1],
    ]);

    // At a threshold everyone reaches, every rate is equal and nobody is flagged.
    const all = (await p.api(user).get(`/api/analysis/jobs/${job.id}/fairness?threshold=0`))
      .body as FairnessReport;
    expect(all.selected).toBe(7);
    expect(all.sex.groups.map((g) => [g.impactRatio, g.flagged])).toEqual([
      [1, false],
      [1, false],
    ]);

    const sheet = await p
      .api(user)
      .get(`/api/analysis/jobs/${job.id}/fairness?threshold=${threshold}&format=csv`);
    expect(sheet.headers['content-type']).toMatch(/text\/csv/);
    expect(sheet.text).toContain('Sex,Female,3,1,0.3333,0.3333,yes,');
    expect(sheet.text).toContain('Sex,Unknown,1,,,,,group not supplied');

    // Another account sees no report of this job.
    const other = await p.api(p.newUser()).get(`/api/analysis/jobs/${job.id}/fairness`);
    expect(other.status).toBe(404);

    // The candidate's export carries their groups; erasure removes them.
    const record = await candidateRecord(
      p.matching.database.db,
      storedWorkspaceId(user),
      women[1]!.id,
    );
    expect(record.groups).toMatchObject({
      sex: 'Female',
      raceEthnicity: 'Black or African American',
    });
    await eraseCandidate(p.matching.database.db, storedWorkspaceId(user), women[1]!.id, user);
    expect(
      (await candidateRecord(p.matching.database.db, storedWorkspaceId(user), women[1]!.id)).groups,
    ).toBeNull();
    const after = (
      await p.api(user).get(`/api/analysis/jobs/${job.id}/fairness?threshold=${threshold}`)
    ).body as FairnessReport;
    expect(after.applicants).toBe(6);
  });

  test('a file without the needed columns is refused with a clear message', async () => {
    const res = await p.api(p.newUser()).post('/api/analysis/groups', { csv: 'name,age\nBob,40' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/candidate_id or email/);
  });
});
