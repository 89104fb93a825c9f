import { parseCsv } from '@shortlist/csv';
import type {
  Batch,
  BiasAudit,
  Candidate,
  ImpactPreview,
  JobPipeline,
  PipelineEvent,
  RejectionDrafts,
} from '@shortlist/contracts';
import { eventually, startTestSmtp, type TestSmtp } from '@shortlist/test-support';
import { startMatchingStack, type MatchingStack } from '../test-support/stack';

jest.setTimeout(180_000);

// Acting on a shortlist in bulk (issue #29.2) and oversight where the decision is made (#30.12),
// through the API on a real database, queue, worker and a local SMTP server: six candidates of
// known self-identified groups, screened for one job, then decided on.

const SKILLS = ['Node.js', 'TypeScript', 'PostgreSQL'];
// name, sex, race/ethnicity ('' = not supplied)
const PEOPLE = [
  ['Ada Archer', 'Female', 'Asian'],
  ['Bea Brook', 'Female', 'White'],
  ['Cleo Crane', 'Female', ''],
  ['Dan Drake', 'Male', 'Asian'],
  ['Eli Evans', 'Male', 'White'],
  ['Finn Ford', 'Male', ''],
] as const;

describe('a shortlist acted on in bulk, with its oversight', () => {
  let smtp: TestSmtp;
  let p: MatchingStack;
  let user: string;
  let jobId: string;
  let batchId: string;
  const id: Record<string, string> = {};
  beforeAll(async () => {
    smtp = await startTestSmtp();
    p = await startMatchingStack(smtp.env);
    p.matching.startWorker();
    user = p.newUser();
    await p.makePro(user);
    jobId = (await p.uploadJob(user, { title: 'Backend Dev', company: 'Acme', skills: SKILLS })).id;
    const people: Candidate[] = [];
    for (const [name] of PEOPLE)
      people.push(await p.uploadCandidate(user, { name, skills: SKILLS }));
    people.forEach((c, i) => (id[PEOPLE[i]![0].split(' ')[0]!] = c.id));
    const started = await p.api(user).post('/api/analysis/batch', { jobId, candidateIds: 'all' });
    expect(started.status).toBe(202);
    batchId = started.body.batchId;
    await eventually(async () => {
      const got = (await p.api(user).get(`/api/analysis/batch/${batchId}`)).body as Batch;
      return got.status === 'completed' ? got : undefined;
    });
    const csv = [
      'candidate_id,sex,race_ethnicity',
      ...PEOPLE.map(([, sex, race], i) => `${people[i]!.id},${sex},${race}`),
    ].join('\n');
    expect((await p.api(user).post('/api/analysis/groups', { csv })).body.stored).toBe(6);
  });
  afterAll(async () => {
    await p?.close();
    await smtp?.close();
  });

  const api = () => p.api(user);
  const stages = async () =>
    new Map(
      ((await api().get(`/api/analysis/jobs/${jobId}/pipeline`)).body as JobPipeline).entries.map(
        (e) => [e.candidateId, e.stage],
      ),
    );

  test("the workspace's rejection reasons start with the defaults and can be edited", async () => {
    const first = await api().get('/api/analysis/rejection-reasons');
    expect(first.body.reasons).toEqual([
      'Missing must-have skills',
      'Not enough experience',
      'Location',
      'Salary expectations',
      'Position filled',
    ]);
    const edited = await api().put('/api/analysis/rejection-reasons', {
      reasons: ['Location', ' Needs German ', 'location', 'Position filled'],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.reasons).toEqual(['Location', 'Needs German', 'Position filled']);
    expect((await api().get('/api/analysis/rejection-reasons')).body.reasons).toEqual([
      'Location',
      'Needs German',
      'Position filled',
    ]);
    // Another workspace keeps its own (the defaults).
    const other = await p.api(p.newUser()).get('/api/analysis/rejection-reasons');
    expect(other.body.reasons).toHaveLength(5);
    expect((await api().put('/api/analysis/rejection-reasons', { reasons: [''] })).status).toBe(
      400,
    );
  });

  test('a bulk rejection is previewed (four-fifths figures, recorded), then decided with its reason and moved', async () => {
    const chosen = [id.Bea!, id.Cleo!];
    const shown = await api().post(`/api/analysis/jobs/${jobId}/impact-preview`, {
      candidateIds: chosen,
      action: 'reject',
    });
    expect(shown.status).toBe(201);
    const preview = shown.body as ImpactPreview;
    // Favoured by a rejection: those left out of it. Women 1 of 3, men 3 of 3.
    expect(preview).toMatchObject({
      chosen: 2,
      applicants: 6,
      selected: 4,
      selectedMeans: 'not rejected by this action',
      flagged: true,
      groupsKnown: true,
      followedBy: null,
    });
    const rows = (c: ImpactPreview['sex']) =>
      c.groups.map((g) => [g.group, g.selected, g.applicants, g.impactRatio, g.flagged]);
    expect(rows(preview.sex)).toEqual([
      ['Male', 3, 3, 1, false],
      ['Female', 1, 3, 0.3333, true],
    ]);
    expect(preview.raceEthnicity.unknown).toBe(2);

    const rejected = await api().post(`/api/analysis/jobs/${jobId}/rejections`, {
      candidateIds: chosen,
      reason: 'Needs German',
      previewId: preview.id,
    });
    expect(rejected.status).toBe(200);
    const now = await stages();
    expect([now.get(id.Bea!), now.get(id.Cleo!), now.get(id.Ada!) ?? 'new']).toEqual([
      'rejected',
      'rejected',
      'new',
    ]);
    const batch = (await api().get(`/api/analysis/batch/${batchId}`)).body as Batch;
    const bea = batch.results.find((r) => r.candidateId === id.Bea)!;
    expect(bea.decision).toMatchObject({ decision: 'reject', reason: 'Needs German' });
    expect(bea.stage).toBe('rejected');

    // The preview is recorded with the action it preceded, and the audit trail cites it.
    const previews = (await api().get(`/api/analysis/jobs/${jobId}/impact-previews`)).body
      .previews as ImpactPreview[];
    expect(previews[0]).toMatchObject({ id: preview.id, followedBy: 'reject', shownBy: user });
    const audit = (await api().get(`/api/analysis/audit?jobId=${jobId}`)).body.events as {
      kind: string;
      candidateId: string;
      reason: string | null;
      detail: string | null;
    }[];
    const decided = audit.filter((e) => e.kind === 'decision');
    expect(decided.map((e) => [e.candidateId, e.reason, e.detail]).sort()).toEqual(
      chosen.map((c) => [c, 'Needs German', `after impact preview ${preview.id}`]).sort(),
    );
    expect(audit.filter((e) => e.kind === 'pipeline.moved')).toHaveLength(2);
    // A preview serves one action: used again, it is refused and nothing is decided.
    const again = await api().post(`/api/analysis/jobs/${jobId}/rejections`, {
      candidateIds: [id.Finn!],
      reason: 'Location',
      previewId: preview.id,
    });
    expect(again.status).toBe(400);
    expect((await stages()).get(id.Finn!) ?? 'new').toBe('new');
  });

  test('rejection emails are drafted without sending, then sent as edited, From the recruiter', async () => {
    const before = smtp.received.length;
    const drafted = await api().post(`/api/analysis/jobs/${jobId}/rejections/drafts`, {
      candidateIds: [id.Bea!, id.Cleo!],
    });
    expect(drafted.status).toBe(200);
    const { drafts } = drafted.body as RejectionDrafts;
    expect(drafts.map((d) => d.to).sort()).toEqual([
      'bea.brook@example.com',
      'cleo.crane@example.com',
    ]);
    const bea = drafts.find((d) => d.candidateId === id.Bea)!;
    expect(bea.subject).toBe('Your application: Backend Dev at Acme');
    expect(bea.body).toMatch(/^Dear Bea,\n/);
    expect(bea.body).toContain('not to move forward');
    expect(bea.problem).toBeNull();
    // Drafting sends nothing: give a wrongly sent mail time to arrive, then count.
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.received.length).toBe(before);

    const body = `${bea.body}\n\nP.S. We hope to see you apply again.`;
    const sent = await api().post(`/api/analysis/jobs/${jobId}/rejections/send`, {
      messages: [{ candidateId: id.Bea, subject: bea.subject, body }],
    });
    expect(sent.status).toBe(200);
    const mail = await eventually(async () =>
      smtp.received.find((m) => m.to.includes('bea.brook@example.com')),
    );
    expect(mail.subject).toBe('Your application: Backend Dev at Acme');
    expect(mail.text?.trim()).toBe(body);
    expect(mail.from).toContain('jobs@shortlist.test');
    expect(mail.replyTo.length).toBe(1);
    expect(smtp.received.length).toBe(before + 1);
    const history = (await api().get(`/api/analysis/jobs/${jobId}/pipeline/${id.Bea}/history`)).body
      .events as PipelineEvent[];
    expect(history.map((e) => e.kind)).toEqual(['moved', 'message']);
    expect(history[1]!.message).toMatchObject({ to: 'bea.brook@example.com', body });
  });

  test('the CSV and JSON exports carry the decision, its reason and the stage', async () => {
    const csv = await api().get(`/api/analysis/batch/${batchId}.csv`);
    // The verdict's cells hold commas ("Partial — missing A, B"): the CSV is parsed, not split.
    const [header, ...lines] = parseCsv(csv.text.trim());
    expect(header!.join(',')).toBe(
      'Rank,Candidate,Score,Verdict,Requirements,Must-haves met,Gates not met,Gates unknown,Status,Top skills,Missing skills,Decision,Decision reason,Stage',
    );
    const decisionOf = (name: string) => lines.find((l) => l[1] === name)!.slice(11, 14);
    expect(decisionOf('Bea Brook')).toEqual(['reject', 'Needs German', 'Rejected']);
    expect(decisionOf('Ada Archer')).toEqual(['', '', 'New']);
    const json = await api().get(`/api/analysis/batch/${batchId}.json`);
    expect(json.headers['content-disposition']).toMatch(/attachment; filename=".*\.json"/);
    const file = JSON.parse(json.text) as Batch;
    expect(file.results.find((r) => r.candidateId === id.Cleo)).toMatchObject({
      stage: 'rejected',
      decision: { decision: 'reject', reason: 'Needs German' },
    });
  });

  test('the LL144 bias audit summary counts the recorded decisions by group', async () => {
    const advance = await api().post(`/api/analysis/jobs/${jobId}/advance`, {
      candidateIds: [id.Ada, id.Dan, id.Eli],
      stage: 'shortlisted',
    });
    expect(advance.status).toBe(200);
    expect((await stages()).get(id.Dan!)).toBe('shortlisted');
    const hold = await api().post('/api/analysis/decisions', {
      jobId,
      candidateIds: [id.Finn],
      decision: 'hold',
    });
    expect(hold.status).toBe(200);

    const audit = (await api().get(`/api/analysis/oversight/bias-audit?jobId=${jobId}`))
      .body as BiasAudit;
    expect(audit).toMatchObject({ jobId, applicants: 6, decided: 6, selected: 3 });
    // Women: Ada of 3; men: Dan and Eli of 3.
    expect(
      audit.sex.groups.map((g) => [g.group, g.selectionRate, g.impactRatio, g.flagged]),
    ).toEqual([
      ['Male', 0.6667, 1, false],
      ['Female', 0.3333, 0.5, true],
    ]);
    // Asian: Ada and Dan of 2; White: Eli of 2 (Bea rejected); Cleo and Finn not supplied.
    expect(audit.raceEthnicity).toMatchObject({
      groups: [
        { group: 'Asian', applicants: 2, selected: 2, selectionRate: 1, impactRatio: 1 },
        { group: 'White', applicants: 2, selected: 1, selectionRate: 0.5, impactRatio: 0.5 },
      ],
      unknown: 2,
    });
    expect(
      audit.intersectional.groups.map((g) => [g.group, g.selected, g.applicants, g.impactRatio]),
    ).toEqual([
      ['Female / Asian', 1, 1, 1],
      ['Male / Asian', 1, 1, 1],
      ['Male / White', 1, 1, 1],
      ['Female / White', 0, 1, 0],
    ]);

    const csv = await api().get(`/api/analysis/oversight/bias-audit?jobId=${jobId}&format=csv`);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.text.split('\r\n');
    expect(lines).toContain('Applicants (scored),6');
    expect(lines).toContain('Selected (advanced by a recruiter),3');
    expect(lines).toContain('Sex,Female,3,1,0.3333,0.5,yes,');
    expect(lines).toContain('Race/ethnicity,White,2,1,0.5,0.5,yes,');
    expect(lines).toContain('Race/ethnicity,Unknown,2,,,,,group not supplied');
    // The workspace-wide summary holds the same pairs (it has only this job), another none.
    expect((await api().get('/api/analysis/oversight/bias-audit')).body.applicants).toBe(6);
    expect((await p.api(p.newUser()).get('/api/analysis/oversight/bias-audit')).status).toBe(404);
  });
});
