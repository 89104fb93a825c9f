import { storedWorkspaceId } from '@shortlist/kit';
import type { Analysis, AuditExport, Batch, JobOversight } from '@shortlist/contracts';
import request from 'supertest';
import { candidateRecord } from '../candidates/candidate-record';
import { eraseCandidate } from '../candidates/erase-candidate';
import { eventually, resumeOf, startFakeLlm } from '@shortlist/test-support';
import { startMatchingStack, type MatchingStack } from '../test-support/stack';
import { candidateReveals, jobOversight } from '../db/schema';
import { blindViews } from './blind';
import { blindLabel } from '../present/blind';

jest.setTimeout(120_000);

// Blind screening (issue #17, item 4) through matching's API, with the real documents service and
// a local OpenAI-protocol server as the LLM: what the recruiter and the model read of a hidden
// candidate, that the score is the same either way, and that a reveal is on the audit trail.

const SKILLS = ['Node.js', 'TypeScript', 'PostgreSQL', 'Redis', 'Docker'];
const PERSONAL = [
  'Nationality: Brazilian',
  'Date of birth: 12 March 1988',
  'She mentored new engineers.',
  'EDUCATION',
  'BSc Computer Science, State University, 2010',
];

describe('blind screening', () => {
  let p: MatchingStack;
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  beforeAll(async () => {
    p = await startMatchingStack();
    llm = await startFakeLlm(() => ({
      kind: 'answer',
      content: JSON.stringify({
        matchPercentage: 99,
        topSkills: ['Node.js'],
        missingSkills: [],
        evidence: [],
        summary: 'Strong Node.js background.',
      }),
    }));
    p.matching.startWorker({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: llm.baseUrl });
  });
  afterAll(async () => {
    await p.close();
    await llm.close();
  });

  const put = (user: string, path: string, body: object) =>
    request(p.matching.url)
      .put(path)
      .set({ authorization: `Bearer ${p.keys.tokenFor(user)}` })
      .send(body);

  async function analysed(user: string, jobId: string, candidateId: string): Promise<Analysis> {
    const before = (await p.api(user).get(`/api/analysis/${candidateId}/${jobId}`)).body as
      Analysis | undefined;
    expect((await p.api(user).post(`/api/analysis/${candidateId}/${jobId}`)).status).toBe(202);
    return eventually(async () => {
      const got = (await p.api(user).get(`/api/analysis/${candidateId}/${jobId}`)).body as Analysis;
      const fresh = got.status === 'completed' && got.completedAt !== before?.completedAt;
      return fresh ? got : undefined;
    });
  }

  test('masks the page, the shortlist, the CSV and the LLM request; the score is unchanged', async () => {
    const user = p.newUser();
    await p.makePro(user); // bulk screening is Pro
    const job = await p.aJob(user);
    const grace = await p.uploadCandidate(user, {
      name: 'Grace Hopper',
      skills: SKILLS.slice(0, 4),
      extra: PERSONAL,
    });
    expect(grace.email).toBe('grace.hopper@example.com');

    const sighted = await analysed(user, job.id, grace.id);
    expect(sighted.blind).toBe(false);
    expect(sighted.candidate?.name).toBe('Grace Hopper');
    expect(resumeOf(llm.requests.at(-1)!)).toContain('Grace Hopper');

    const on = await put(user, `/api/analysis/jobs/${job.id}/blind`, { blind: true });
    expect(on.status).toBe(200);
    expect(on.body).toEqual<JobOversight>({ jobId: job.id, blind: true, revealedCandidateIds: [] });

    // Scored again with blind on: the model reads a masked resume, the number is the same.
    const asked = llm.requests.length;
    const blind = await analysed(user, job.id, grace.id);
    expect(llm.requests.length).toBe(asked + 1);
    const sent = JSON.stringify(llm.requests.at(-1));
    for (const hidden of [
      'Grace',
      'Hopper',
      'grace.hopper@example.com',
      '010-2030',
      'Brazilian',
      '1988',
      '2010',
      'She ',
    ]) {
      expect(sent).not.toContain(hidden);
    }
    expect(resumeOf(llm.requests.at(-1)!)).toContain('PostgreSQL');
    expect(blind.matchPercentage).toBe(sighted.matchPercentage);
    expect(blind.breakdown.map((c) => c.value)).toEqual(sighted.breakdown.map((c) => c.value));

    // The analysis page: a stable label, no contact details, no name in any quoted text.
    const label = blindLabel(job.id, grace.id);
    expect(blind.blind).toBe(true);
    expect(blind.candidateName).toBe(label);
    expect(blind.candidate).toMatchObject({ name: label, email: null, phone: null, links: [] });
    const page = JSON.stringify({ ...blind, job: null });
    for (const hidden of ['Grace', 'Hopper', 'grace.hopper', '010-2030']) {
      expect(page).not.toContain(hidden);
    }

    // Lists and the dashboard's list show the label too.
    const list = (await p.api(user).get('/api/analysis')).body as Analysis[];
    expect(list.map((a) => a.candidateName)).toEqual([label]);

    // The shortlist and its CSV.
    const started = await p.api(user).post('/api/analysis/batch', {
      jobId: job.id,
      candidateIds: [grace.id],
    });
    expect(started.status).toBe(202);
    const batch = await eventually(async () => {
      const got = (await p.api(user).get(`/api/analysis/batch/${started.body.batchId}`))
        .body as Batch;
      return got.status === 'completed' ? got : undefined;
    });
    expect(batch.results[0]?.candidateName).toBe(label);
    const csv = await p.api(user).get(`/api/analysis/batch/${batch.id}.csv`);
    expect(csv.text).toContain(label);
    expect(csv.text).not.toContain('Grace');

    // Reveal one candidate: shown in full, and the trail says who revealed them and when.
    const revealed = await p.api(user).post(`/api/analysis/jobs/${job.id}/reveal`, {
      candidateId: grace.id,
    });
    expect(revealed.body.revealedCandidateIds).toEqual([grace.id]);
    const full = (await p.api(user).get(`/api/analysis/${grace.id}/${job.id}`)).body as Analysis;
    expect(full).toMatchObject({ blind: false, candidate: { name: 'Grace Hopper' } });
    const trail = (await p.api(user).get(`/api/analysis/audit?jobId=${job.id}`))
      .body as AuditExport;
    const kinds = trail.events.map((e) => e.kind);
    expect(kinds).toContain('blind.changed');
    expect(trail.events.find((e) => e.kind === 'candidate.revealed')).toMatchObject({
      actorId: user,
      candidateId: grace.id,
      matchPercentage: sighted.matchPercentage,
    });
    // A second reveal of the same candidate changes nothing and is not logged twice.
    await p.api(user).post(`/api/analysis/jobs/${job.id}/reveal`, { candidateId: grace.id });
    const again = (await p.api(user).get(`/api/analysis/audit?jobId=${job.id}`))
      .body as AuditExport;
    expect(again.events.filter((e) => e.kind === 'candidate.revealed')).toHaveLength(1);

    // Erasure takes the reveal with it.
    await eraseCandidate(p.matching.database.db, storedWorkspaceId(user), grace.id, user);
    const after = await p.api(user).get(`/api/analysis/jobs/${job.id}/oversight`);
    expect(after.body).toEqual({ jobId: job.id, blind: true, revealedCandidateIds: [] });
  });

  test('a candidate of another owner, or never analysed for the job, cannot be revealed', async () => {
    const owner = p.newUser();
    const job = await p.uploadJob(owner, {
      title: 'Data Engineer',
      company: 'Acme',
      skills: SKILLS,
    });
    const ada = await p.uploadCandidate(owner, { name: 'Ada Lovelace', skills: SKILLS });
    const res = await p
      .api(owner)
      .post(`/api/analysis/jobs/${job.id}/reveal`, { candidateId: ada.id });
    expect(res.status).toBe(404);
    await analysed(owner, job.id, ada.id);
    const stranger = p.newUser();
    const foreign = await p
      .api(stranger)
      .post(`/api/analysis/jobs/${job.id}/reveal`, { candidateId: ada.id });
    expect(foreign.status).toBe(404);
    expect(
      (await candidateRecord(p.matching.database.db, storedWorkspaceId(owner), ada.id)).groups,
    ).toBeNull();
  });

  test('blind views of many jobs at once: only blind jobs, each with its own reveals', async () => {
    const db = p.matching.database.db;
    const owner = storedWorkspaceId(`views-${Date.now()}`);
    await db.insert(jobOversight).values([
      { ownerId: owner, jobId: 'job-blind', blind: true, updatedBy: 'u' },
      { ownerId: owner, jobId: 'job-sighted', blind: false, updatedBy: 'u' },
      { ownerId: owner, jobId: 'job-blind-none', blind: true, updatedBy: 'u' },
    ]);
    await db.insert(candidateReveals).values([
      { ownerId: owner, jobId: 'job-blind', candidateId: 'c1', revealedBy: 'u' },
      { ownerId: owner, jobId: 'job-blind', candidateId: 'c2', revealedBy: 'u' },
      { ownerId: owner, jobId: 'job-sighted', candidateId: 'c3', revealedBy: 'u' },
      {
        ownerId: storedWorkspaceId('someone-else'),
        jobId: 'job-blind',
        candidateId: 'c4',
        revealedBy: 'u',
      },
    ]);
    const views = await blindViews(db, owner, [
      'job-blind',
      'job-sighted',
      'job-blind-none',
      'job-unset',
    ]);
    expect([...views.keys()].sort()).toEqual(['job-blind', 'job-blind-none']);
    expect([...views.get('job-blind')!.revealed].sort()).toEqual(['c1', 'c2']);
    expect(views.get('job-blind-none')).toEqual({ blind: true, revealed: new Set() });
  });
});
