import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestAuth } from '@shortlist/auth/testing';
import type { PipelineEvent } from '@shortlist/contracts';
import { eventually, startTestSmtp, type TestSmtp } from '@shortlist/test-support';
import { startMatchingStack, type MatchingStack } from '../test-support/stack';
import request from 'supertest';

jest.setTimeout(90_000);

// Outreach from a person (issue #29, item 6): From the install's address with the recruiter's
// name, Reply-To the recruiter, a subject with the role and the company, signed with the name.
// The name comes from the real auth service; the mail arrives at a local SMTP server.

const SKILLS = ['Java', 'Spring', 'PostgreSQL'];

describe('outreach from the recruiter', () => {
  let smtp: TestSmtp;
  let auth: Awaited<ReturnType<typeof startTestAuth>>;
  let authServer: Server;
  let p: MatchingStack;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    auth = await startTestAuth({ AUTH_RATE_LIMIT_PER_IP: '1000' });
    authServer = createServer(auth.app);
    await new Promise<void>((r) => authServer.listen(0, '127.0.0.1', r));
    const { port } = authServer.address() as AddressInfo;
    p = await startMatchingStack({
      ...smtp.env,
      AUTH_URL: `http://127.0.0.1:${port}`,
      INTERNAL_TOKEN: auth.config.INTERNAL_TOKEN,
    });
    p.matching.startWorker();
  });
  afterAll(async () => {
    await p.close();
    await new Promise((r) => authServer.close(r));
    await auth.close();
    await smtp.close();
  });

  async function recruiter(email: string, name: string): Promise<string> {
    const res = await request(auth.app)
      .post('/api/auth/signup')
      .send({ email, password: 'secret123', name });
    expect(res.status).toBe(201);
    return res.body.user.id as string;
  }

  async function analysedPair(user: string, candidateName: string) {
    const job = await p.uploadJob(user, {
      title: 'Java Developer',
      company: 'Acme',
      skills: SKILLS,
    });
    const candidate = await p.uploadCandidate(user, { name: candidateName, skills: SKILLS });
    expect((await p.api(user).post(`/api/analysis/${candidate.id}/${job.id}`)).status).toBe(202);
    const analysis = await eventually(async () => {
      const got = await p.api(user).get(`/api/analysis/${candidate.id}/${job.id}`);
      return got.body.status === 'completed' ? got.body : undefined;
    });
    return { job, candidate, message: analysis.generatedMessage as string };
  }

  test('the email names the recruiter, replies go to them, the subject names role and company', async () => {
    const eve = await recruiter('eve@agency.test', 'Eve Recruiter');
    const { job, candidate, message } = await analysedPair(eve, 'Ann Able');
    const sent = await p
      .api(eve)
      .post(`/api/analysis/jobs/${job.id}/outreach`, { candidateIds: [candidate.id] });
    expect(sent.status).toBe(200);

    const mail = await eventually(async () =>
      smtp.received.find((m) => m.to.includes('ann.able@example.com')),
    );
    expect(mail.fromName).toBe('Eve Recruiter');
    expect(mail.fromAddress).toBe('jobs@shortlist.test');
    expect(mail.replyTo.map((r) => r.address)).toEqual(['eve@agency.test']);
    expect(mail.subject).toMatch(/^Java Developer at Acme — /);
    // The generated message ends on its sign-off; the recruiter's name comes right under it.
    expect(mail.text).toBe(`${message.trim()}\nEve Recruiter`);

    const history = await p
      .api(eve)
      .get(`/api/analysis/jobs/${job.id}/pipeline/${candidate.id}/history`);
    expect((history.body.events as PipelineEvent[])[0]!.message).toMatchObject({
      subject: mail.subject,
      body: mail.text,
    });
  });

  test('a name with line breaks, quotes and an address cannot add a header or a recipient', async () => {
    const hostile = 'Mal "Boss" <boss@evil.test>\r\nBcc: attacker@evil.test';
    const mal = await recruiter('mal@agency.test', hostile);
    const { job, candidate } = await analysedPair(mal, 'Bea Bold');
    const sent = await p.api(mal).post(`/api/analysis/jobs/${job.id}/outreach`, {
      candidateIds: [candidate.id],
      subject: 'Java Developer at Acme',
      body: 'Hello Bea, shall we talk?',
    });
    expect(sent.status).toBe(200);

    const mail = await eventually(async () =>
      smtp.received.find((m) => m.to.includes('bea.bold@example.com')),
    );
    expect(mail.envelopeTo).toEqual(['bea.bold@example.com']);
    expect(mail.headerNames).not.toContain('bcc');
    expect(mail.fromAddress).toBe('jobs@shortlist.test');
    expect(mail.fromName).toBe('Mal "Boss" <boss@evil.test> Bcc: attacker@evil.test');
    expect(mail.replyTo.map((r) => r.address)).toEqual(['mal@agency.test']);
    expect(mail.text).toBe(
      'Hello Bea, shall we talk?\n\nMal "Boss" <boss@evil.test> Bcc: attacker@evil.test',
    );
  });
});
