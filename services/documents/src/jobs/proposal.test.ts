import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReadingProposal, ReadingVersion } from '@shortlist/contracts';
import type { Logger } from '@shortlist/kit';
import { extractJob } from '@shortlist/matcher';
import express from 'express';
import request from 'supertest';
import { loadDocumentsConfig } from '../config';
import { startTestDocuments, type TestDocuments } from '../test-app';
import { jobPdf } from '@shortlist/test-support';
import { createReadingProposer } from './propose-reading';
import { checkProposal } from './reading-proposal';
import type { ProposedReading } from './reading-prompt';

// The LLM proposes the reading of a new ad; only what the ad's own lines bear out is offered, the
// recruiter accepts or dismisses it, and any failure leaves the engine's reading alone. The LLM is
// a local server speaking the OpenAI chat-completions protocol, reached by the real SDK.
jest.setTimeout(60_000);

type Reply = { content: string } | { status: number } | 'hang';

/** POST /v1/chat/completions answering what `reply` says for each request's ad text. */
async function startChatServer(reply: (adText: string) => Reply) {
  const asked: string[] = [];
  const app = express();
  app.use(express.json({ limit: '5mb' }));
  app.post('/v1/chat/completions', (req, res) => {
    const body = req.body as { model: string; messages: { content: string }[] };
    const ad = body.messages.map((m) => m.content).join('\n');
    asked.push(ad);
    const r = reply(ad);
    if (r === 'hang') return;
    if ('status' in r) {
      res.status(r.status).json({ error: { message: 'unavailable', type: 'server_error' } });
      return;
    }
    res.json({
      id: `chatcmpl-${asked.length}`,
      object: 'chat.completion',
      created: 0,
      model: body.model,
      choices: [
        { index: 0, message: { role: 'assistant', content: r.content }, finish_reason: 'stop' },
      ],
    });
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    asked,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const AD = [
  'Backend Engineer',
  'Acme, Austin, TX',
  '',
  'Requirements',
  '- 3+ years of professional experience',
  '- Experience with Python',
  '- Experience with PostgreSQL',
  '- Experience with Docker',
].join('\n');

/** What a good LLM says of AD, with one invented line and one invented skill mixed in. */
const ANSWER: ProposedReading = {
  requirements: [
    { kind: 'must', skills: ['Python'], quote: 'Experience with Python' },
    { kind: 'knockout', skills: ['postgres'], quote: '- Experience with PostgreSQL.' },
    { kind: 'nice', skills: ['Docker'], quote: 'experience  with docker' },
    // Not a line of the ad.
    { kind: 'must', skills: ['Kubernetes'], quote: 'Kubernetes in production is required' },
    // A line of the ad that does not name the skill.
    { kind: 'must', skills: ['Terraform'], quote: 'Experience with Docker' },
  ],
  minYears: 3,
  minYearsQuote: '3+ years of professional experience',
  degree: { level: 'master', quote: "Master's degree in Computer Science" },
};

describe('checking a proposed reading against the ad', () => {
  const engine = extractJob(AD).model!;

  test('keeps what the quotes bear out, in canonical names, and counts what it dropped', () => {
    const checked = checkProposal(ANSWER, engine, AD)!;
    expect(checked.model.requirements.map((r) => [r.skills, r.kind, r.source])).toEqual([
      [['Python'], 'must', 'Experience with Python'],
      [['PostgreSQL'], 'knockout', '- Experience with PostgreSQL.'],
      [['Docker'], 'nice', 'experience  with docker'],
    ]);
    expect(checked.dropped).toBe(2);
    expect(checked.model).toMatchObject({ version: engine.version, minYears: 3 });
    // The degree's quote is not in the ad.
    expect(checked.model.degree).toBeUndefined();
  });

  test('years whose quote does not state them are not taken', () => {
    const checked = checkProposal({ ...ANSWER, minYears: 7 }, engine, AD)!;
    expect(checked.model.minYears).toBeUndefined();
  });

  test('nothing borne out: no proposal', () => {
    const invented = { ...ANSWER, requirements: ANSWER.requirements.slice(3) };
    expect(checkProposal(invented, engine, AD)).toBeUndefined();
  });
});

/** A logger that keeps its warnings, so a test can read the line a failure leaves. */
function recordingLogger() {
  const warnings: { reason?: string }[] = [];
  const logger = {
    child: () => logger,
    info: () => undefined,
    warn: (fields: { reason?: string }) => warnings.push(fields),
  };
  return { logger: logger as unknown as Logger, warnings };
}

describe('an LLM that fails', () => {
  const engine = extractJob(AD).model!;
  const cases: [string, Reply, string][] = [
    ['answers garbage', { content: 'Sure! Here is the reading: Python, Docker' }, 'invalid_answer'],
    ['answers the wrong shape', { content: '{"requirements": "Python"}' }, 'invalid_answer'],
    ['keeps failing', { status: 503 }, 'llm_failed'],
    ['never answers', 'hang', 'llm_failed'],
  ];
  test.each(cases)('%s: no proposal, and the log says why', async (_what, reply, reason) => {
    const llm = await startChatServer(() => reply);
    try {
      const { logger, warnings } = recordingLogger();
      const config = loadDocumentsConfig({
        OPENAI_API_KEY: 'test-key',
        OPENAI_BASE_URL: llm.url,
        // Short only where the server never answers: a busy machine must not turn an answer
        // into a timeout.
        LLM_TIMEOUT_MS: reply === 'hang' ? '300' : '10000',
        LLM_MAX_RETRIES: '1',
      });
      const proposer = createReadingProposer(config, logger)!;
      await expect(proposer.propose(AD, engine)).resolves.toBeUndefined();
      expect(warnings.map((w) => w.reason)).toEqual([reason]);
      // The SDK retried what could be retried.
      expect(llm.asked.length).toBe(reason === 'llm_failed' ? 2 : 1);
    } finally {
      await llm.close();
    }
  });

  test('without a key there is no proposer at all', () => {
    expect(createReadingProposer(loadDocumentsConfig({}), recordingLogger().logger)).toBe(
      undefined,
    );
  });
});

describe('a proposal on the job page', () => {
  let t: TestDocuments;
  let llm: Awaited<ReturnType<typeof startChatServer>>;
  const owner = 'proposal-owner';
  beforeAll(async () => {
    llm = await startChatServer(() => ({ content: JSON.stringify(ANSWER) }));
    t = await startTestDocuments({
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: llm.url,
      LLM_TIMEOUT_MS: '20000',
      LLM_MAX_RETRIES: '0',
    });
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  const as = (user = owner) => t.bearer(user);
  const upload = async (title: string) => {
    const res = await request(t.app)
      .post('/api/job-descriptions')
      .set('authorization', as())
      .attach('file', await jobPdf(title, 'Acme', ['Python', 'PostgreSQL', 'Docker']), 'job.pdf');
    expect(res.status).toBe(201);
    return res.body as { id: string; reading: { version: number } };
  };
  const proposalOf = (jobId: string, user = owner) =>
    request(t.app)
      .get(`/api/job-descriptions/${jobId}/reading/proposal`)
      .set('authorization', as(user));
  /** The proposal is made in the background after the upload; polled as the job page would. */
  const waitForProposal = async (jobId: string): Promise<ReadingProposal> => {
    for (;;) {
      const res = await proposalOf(jobId);
      expect(res.status).toBe(200);
      if (res.body) return res.body as ReadingProposal;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  test('accepting makes the next version, named as the LLM proposal, and re-scores the job', async () => {
    const job = await upload('Backend Engineer');
    const proposal = await waitForProposal(job.id);
    expect(proposal.basedOn).toBe(1);
    expect(proposal.dropped).toBe(2);
    expect(proposal.model.requirements.map((r) => r.skills[0])).toEqual([
      'Python',
      'PostgreSQL',
      'Docker',
    ]);
    // The engine's reading stands until the recruiter accepts.
    const before = await request(t.app)
      .get(`/api/job-descriptions/${job.id}`)
      .set('authorization', as());
    expect(before.body.reading.version).toBe(1);
    // Nobody else sees or accepts it.
    expect((await proposalOf(job.id, 'someone-else')).status).toBe(404);
    const stranger = await request(t.app)
      .post(`/api/job-descriptions/${job.id}/reading/proposal/accept`)
      .set('authorization', as('someone-else'));
    expect(stranger.status).toBe(404);

    const accepted = await request(t.app)
      .post(`/api/job-descriptions/${job.id}/reading/proposal/accept`)
      .set('authorization', as());
    expect(accepted.status).toBe(200);
    expect(accepted.body.version).toBe(2);
    expect(
      accepted.body.requirements.find((r: { skills: string[] }) => r.skills[0] === 'PostgreSQL')
        .kind,
    ).toBe('knockout');
    expect(t.rescoreCalls).toContainEqual([
      job.id,
      expect.objectContaining({ requirementsVersion: 2 }),
    ]);
    const history = await request(t.app)
      .get(`/api/job-descriptions/${job.id}/reading/history`)
      .set('authorization', as());
    const [latest] = history.body as ReadingVersion[];
    expect(latest!.summary).toMatch(
      new RegExp(
        `^LLM proposal accepted by ${owner}@example.com: .*PostgreSQL: must-have → knock-out`,
      ),
    );
    expect(latest!.changedBy).toBe(owner);
    expect((await proposalOf(job.id)).body).toBeNull();
  });

  test('dismissing removes it and the reading stays as read from the ad', async () => {
    const job = await upload('Platform Engineer');
    await waitForProposal(job.id);
    const dismissed = await request(t.app)
      .delete(`/api/job-descriptions/${job.id}/reading/proposal`)
      .set('authorization', as());
    expect(dismissed.status).toBe(204);
    expect((await proposalOf(job.id)).body).toBeNull();
    const after = await request(t.app)
      .get(`/api/job-descriptions/${job.id}`)
      .set('authorization', as());
    expect(after.body.reading.version).toBe(1);
    const late = await request(t.app)
      .post(`/api/job-descriptions/${job.id}/reading/proposal/accept`)
      .set('authorization', as());
    expect(late.status).toBe(404);
  });

  test('a proposal made before an edit cannot undo it', async () => {
    const job = await upload('Site Engineer');
    const proposal = await waitForProposal(job.id);
    const edited = await request(t.app)
      .put(`/api/job-descriptions/${job.id}/reading`)
      .set('authorization', as())
      .send({ ...proposal.model, requirements: proposal.model.requirements.slice(0, 1) });
    expect(edited.status).toBe(200);
    // The recruiter's own edit supersedes the proposal.
    expect((await proposalOf(job.id)).body).toBeNull();
  });
});
