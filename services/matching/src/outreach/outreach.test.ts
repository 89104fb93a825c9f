import type { JobPipeline, PipelineChange, PipelineEvent } from '@shortlist/contracts';
import { eventually, pdfWithText, startTestSmtp, type TestSmtp } from '@shortlist/test-support';
import { startMatchingStack, type MatchingStack } from '../test-support/stack';
import request from 'supertest';

jest.setTimeout(90_000);

// Outreach that is sent (issue #19): the follow-up message goes out through SMTP (a local server
// this test starts, never a real one), the candidate moves to Contacted and the message is kept.

const SKILLS = ['Node.js', 'TypeScript', 'PostgreSQL'];

describe('outreach by email', () => {
  let smtp: TestSmtp;
  let p: MatchingStack;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    p = await startMatchingStack(smtp.env);
    p.matching.startWorker();
  });
  afterAll(async () => {
    await p.close();
    await smtp.close();
  });

  async function analysed(user: string, jobId: string, candidateId: string) {
    expect((await p.api(user).post(`/api/analysis/${candidateId}/${jobId}`)).status).toBe(202);
    return eventually(async () => {
      const got = await p.api(user).get(`/api/analysis/${candidateId}/${jobId}`);
      return got.body.status === 'completed' ? got.body : undefined;
    });
  }
  const stageOf = async (user: string, jobId: string, candidateId: string) =>
    (
      (await p.api(user).get(`/api/analysis/jobs/${jobId}/pipeline`)).body as JobPipeline
    ).entries.find((e) => e.candidateId === candidateId)?.stage;

  test('the edited message arrives at the address on the resume; the candidate is Contacted', async () => {
    const user = p.newUser();
    const job = await p.uploadJob(user, { title: 'Backend Dev', company: 'Acme', skills: SKILLS });
    const ann = await p.uploadCandidate(user, { name: 'Ann Able', skills: SKILLS });
    const analysis = await analysed(user, job.id, ann.id);
    expect(analysis.generatedMessage).not.toBe('');
    const live = await p.live(user);
    const seen: PipelineChange[] = [];
    live.socket.on('pipeline:changed', (e) => seen.push(e));

    expect((await p.api(user).get('/api/analysis/outreach/settings')).body).toEqual({
      configured: true,
      from: 'Recruiter <jobs@shortlist.test>',
    });
    const body = `${analysis.generatedMessage}\n\nP.S. Edited by the recruiter.`;
    const sent = await p.api(user).post(`/api/analysis/jobs/${job.id}/outreach`, {
      candidateIds: [ann.id],
      subject: 'Backend Dev at Acme',
      body,
    });
    expect(sent.status).toBe(200);

    const mail = await eventually(async () =>
      smtp.received.find((m) => m.subject === 'Backend Dev at Acme'),
    );
    expect(mail.to).toEqual(['ann.able@example.com']);
    expect(mail.from).toContain('jobs@shortlist.test');
    expect(mail.text).toBe(body);
    expect(await stageOf(user, job.id, ann.id)).toBe('contacted');

    const events = (
      await p.api(user).get(`/api/analysis/jobs/${job.id}/pipeline/${ann.id}/history`)
    ).body.events as PipelineEvent[];
    expect(events.map((e) => e.kind)).toEqual(['message', 'moved']);
    expect(events[0]).toMatchObject({
      authorId: user,
      message: { to: 'ann.able@example.com', subject: 'Backend Dev at Acme', body },
    });
    expect(events[1]).toMatchObject({ fromStage: 'new', toStage: 'contacted' });
    await eventually(async () => (seen.length ? true : undefined));
    expect(seen[0]!.entries[0]).toMatchObject({ candidateId: ann.id, stage: 'contacted' });
  });

  test("on a blind job the pipeline shows labels and the history hides the message's address", async () => {
    const user = p.newUser();
    const job = await p.uploadJob(user, { title: 'Blind Dev', company: 'Acme', skills: SKILLS });
    const gil = await p.uploadCandidate(user, { name: 'Gil Grant', skills: SKILLS });
    await analysed(user, job.id, gil.id);
    const sent = await p.api(user).post(`/api/analysis/jobs/${job.id}/outreach`, {
      candidateIds: [gil.id],
      subject: 'Blind Dev',
      body: 'Hello Gil Grant, write to me at gil.grant@example.com',
    });
    expect(sent.status).toBe(200);
    const blind = await request(p.matching.url)
      .put(`/api/analysis/jobs/${job.id}/blind`)
      .set({ authorization: `Bearer ${p.keys.tokenFor(user)}` })
      .send({ blind: true });
    expect(blind.status).toBe(200);

    const board = (await p.api(user).get(`/api/analysis/jobs/${job.id}/pipeline`))
      .body as JobPipeline;
    expect(board.entries[0]!.candidateName).toMatch(/^Candidate #[0-9A-F]{6}$/);
    const csv = await p.api(user).get(`/api/analysis/jobs/${job.id}/pipeline.csv`);
    const history = await p
      .api(user)
      .get(`/api/analysis/jobs/${job.id}/pipeline/${gil.id}/history`);
    const text = JSON.stringify(board) + csv.text + JSON.stringify(history.body);
    expect(text).not.toMatch(/Gil|Grant|gil\.grant/);
    expect((history.body.events as PipelineEvent[])[0]!.message?.to).toBe(
      'hidden while screening blind',
    );
  });

  test('for a selection, each candidate gets their own generated message unless one is written', async () => {
    const user = p.newUser();
    const job = await p.uploadJob(user, { title: 'Platform Dev', company: 'Acme', skills: SKILLS });
    const people = [
      await p.uploadCandidate(user, { name: 'Bea Bold', skills: SKILLS }),
      // Two of three must-haves: Partial, so written to (one of three is Not recommended: none).
      await p.uploadCandidate(user, { name: 'Cal Calm', skills: ['Node.js', 'TypeScript'] }),
    ];
    const messages = [];
    for (const c of people) messages.push((await analysed(user, job.id, c.id)).generatedMessage);
    const sent = await p.api(user).post(`/api/analysis/jobs/${job.id}/outreach`, {
      candidateIds: people.map((c) => c.id),
      subject: 'Platform Dev',
    });
    expect(sent.status).toBe(200);
    for (const [i, c] of people.entries()) {
      const address = `${c.name.toLowerCase().replace(' ', '.')}@example.com`;
      const mail = smtp.received.find(
        (m) => m.to.includes(address) && m.subject === 'Platform Dev',
      );
      expect(mail?.text).toBe(messages[i]!.trim());
      expect(await stageOf(user, job.id, c.id)).toBe('contacted');
    }
  });

  test('a candidate without an email is a clear 422; nothing is sent or moved', async () => {
    const user = p.newUser();
    const job = await p.uploadJob(user, { title: 'Ops Dev', company: 'Acme', skills: SKILLS });
    const file = await pdfWithText([
      'Nomail Person',
      'Skills',
      SKILLS.join(', '),
      'Experience',
      'Engineer at Acme 2019 - 2024',
    ]);
    const nomail = await p.uploadCandidateFile(user, file, 'nomail.pdf');
    expect(nomail.email).toBeNull();
    await analysed(user, job.id, nomail.id);
    const before = smtp.received.length;
    const sent = await p.api(user).post(`/api/analysis/jobs/${job.id}/outreach`, {
      candidateIds: [nomail.id],
      subject: 'Ops Dev',
      body: 'Hello',
    });
    expect(sent.status).toBe(422);
    expect(sent.body.error).toMatch(/no email address/);
    expect(smtp.received.length).toBe(before);
    expect(await stageOf(user, job.id, nomail.id)).toBe('new');

    const other = p.newUser();
    const foreign = await p.api(other).post(`/api/analysis/jobs/${job.id}/outreach`, {
      candidateIds: [nomail.id],
      subject: 'Ops Dev',
      body: 'Hello',
    });
    expect(foreign.status).toBe(404);
  });

  // Last: it stops the SMTP server.
  test('with the mail server down the answer is a 502 that says so, and the stage does not move', async () => {
    const user = p.newUser();
    const job = await p.uploadJob(user, { title: 'Cloud Dev', company: 'Acme', skills: SKILLS });
    const dan = await p.uploadCandidate(user, { name: 'Dan Down', skills: SKILLS });
    await analysed(user, job.id, dan.id);
    await smtp.down();
    const sent = await p.api(user).post(`/api/analysis/jobs/${job.id}/outreach`, {
      candidateIds: [dan.id],
      subject: 'Cloud Dev',
      body: 'Hello Dan',
    });
    expect(sent.status).toBe(502);
    expect(sent.body.error).toMatch(/mail server did not take the message/);
    expect(sent.body.error).toMatch(/not moved/);
    expect(await stageOf(user, job.id, dan.id)).toBe('new');
    const events = (
      await p.api(user).get(`/api/analysis/jobs/${job.id}/pipeline/${dan.id}/history`)
    ).body.events as PipelineEvent[];
    expect(events).toEqual([]);
  });
});
