import type {
  Analysis,
  Candidate,
  JobDescription,
  JobPipeline,
  PipelineChange,
  PipelineEvent,
} from '@shortlist/contracts';
import { parseCsv } from '@shortlist/csv';
import {
  eventually,
  jobPdf,
  resumePdf,
  startTestSmtp,
  type TestSmtp,
} from '@shortlist/test-support';
import { Client } from './client';
import { useProduct } from './use-product';

// Issue #19 items 2 and 3 through the gateway: a job's pipeline (bulk move, note, history, CSV),
// live to the owner only, and the follow-up message sent through a local SMTP server.
jest.setTimeout(600_000);
const LIVE_TIMEOUT_MS = 240_000;

const SKILLS = ['Python', 'PostgreSQL', 'Docker'];

describe('pipeline through the gateway', () => {
  let smtp: TestSmtp;
  const product = useProduct({
    env: { FREE_DAILY_MATCHES: '20' },
    before: async () => {
      smtp = await startTestSmtp();
      return smtp.env as Record<string, string>;
    },
    after: async () => {
      await smtp?.close();
    },
  });

  test('bulk move, note and email are live for the owner, 404 and silent for anyone else', async () => {
    const owner = new Client(product.url);
    await owner.signup('pipeline-owner@example.com', 'password123', 'Pia Owner');
    const job = await owner.uploadPdf<JobDescription>(
      '/api/job-descriptions',
      await jobPdf('Data Engineer', 'Acme', SKILLS),
      'job.pdf',
    );
    const people = [
      await owner.uploadPdf<Candidate>(
        '/api/candidates',
        await resumePdf('Rita Rows', SKILLS),
        'rita.pdf',
      ),
      await owner.uploadPdf<Candidate>(
        '/api/candidates',
        await resumePdf('Sam Sets', ['Python']),
        'sam.pdf',
      ),
    ];
    const live = await product.live(owner.token!);
    for (const c of people) {
      expect((await owner.call('POST', `/api/analysis/${c.id}/${job.id}`)).status).toBe(202);
      await live.waitFor(
        'analysis:completed',
        (e) => e.analysis.candidateId === c.id,
        LIVE_TIMEOUT_MS,
      );
    }
    const intruder = new Client(product.url);
    await intruder.signup('pipeline-intruder@example.com');
    const theirs = await product.live(intruder.token!);
    const seen: PipelineChange[] = [];
    const theirSeen: PipelineChange[] = [];
    live.socket.on('pipeline:changed', (e) => seen.push(e));
    theirs.socket.on('pipeline:changed', (e) => theirSeen.push(e));

    const base = `/api/analysis/jobs/${job.id}/pipeline`;
    const fresh = await owner.call<JobPipeline>('GET', base);
    expect(fresh.status).toBe(200);
    expect(fresh.body.entries.map((e) => e.stage)).toEqual(['new', 'new']);

    const [rita, sam] = people.map((c) => c.id) as [string, string];
    const moved = await owner.call<PipelineChange>('POST', `${base}/moves`, {
      candidateIds: [rita, sam],
      stage: 'shortlisted',
    });
    expect(moved.status).toBe(200);
    const note = await owner.call('POST', `${base}/${sam}/notes`, { note: 'Python only' });
    expect(note.status).toBe(201);
    await eventually(async () => (seen.length === 2 ? true : undefined));
    expect(seen[0]!.entries.map((e) => e.stage)).toEqual(['shortlisted', 'shortlisted']);
    expect(seen[1]!.events[0]).toMatchObject({ kind: 'note', note: 'Python only' });

    // The message as the analysis page offers it, edited, sent through the local SMTP server.
    const analysis = (await owner.call<Analysis>('GET', `/api/analysis/${rita}/${job.id}`)).body;
    const body = `${analysis.generatedMessage}\nBest, Pia`;
    const sent = await owner.call<PipelineChange>('POST', `/api/analysis/jobs/${job.id}/outreach`, {
      candidateIds: [rita],
      subject: 'Data Engineer at Acme',
      body,
    });
    expect(sent.status).toBe(200);
    const mail = await eventually(async () =>
      smtp.received.find((m) => m.to.includes('rita.rows@example.com')),
    );
    expect(mail).toMatchObject({ subject: 'Data Engineer at Acme', text: body.trim() });
    await eventually(async () => (seen.length === 3 ? true : undefined));
    expect(seen[2]!.entries[0]).toMatchObject({ candidateId: rita, stage: 'contacted' });

    const history = await owner.call<{ events: PipelineEvent[] }>('GET', `${base}/${rita}/history`);
    expect(history.body.events.map((e) => [e.kind, e.toStage])).toEqual([
      ['moved', 'shortlisted'],
      ['message', null],
      ['moved', 'contacted'],
    ]);
    expect(history.body.events[1]!.message).toEqual({
      to: 'rita.rows@example.com',
      subject: 'Data Engineer at Acme',
      body: body.trim(),
    });

    const csv = await owner.call('GET', `${base}.csv`);
    expect(csv.status).toBe(200);
    const rows = parseCsv(csv.text);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[3]])).toEqual([
      ['Rita Rows', 'Contacted', '0'],
      ['Sam Sets', 'Shortlisted', '1'],
    ]);

    // Another recruiter: every route answers 404, and no event reaches them.
    for (const [method, url, payload] of [
      ['GET', base, undefined],
      ['GET', `${base}.csv`, undefined],
      ['POST', `${base}/moves`, { candidateIds: [rita], stage: 'hired' }],
      ['POST', `${base}/${rita}/notes`, { note: 'mine' }],
      [
        'POST',
        `/api/analysis/jobs/${job.id}/outreach`,
        { candidateIds: [rita], subject: 'Hi', body: 'Hi' },
      ],
    ] as const) {
      expect((await intruder.call(method, url, payload)).status).toBe(404);
    }
    expect(
      (await intruder.call<{ events: unknown[] }>('GET', `${base}/${rita}/history`)).body.events,
    ).toEqual([]);
    expect(theirSeen).toEqual([]);

    // The mail server goes down: a clear 502, and Sam stays Shortlisted.
    await smtp.down();
    const failed = await owner.call<{ error: string }>(
      'POST',
      `/api/analysis/jobs/${job.id}/outreach`,
      {
        candidateIds: [sam],
        subject: 'Data Engineer at Acme',
        body: 'Hello Sam',
      },
    );
    expect(failed.status).toBe(502);
    expect(failed.body.error).toMatch(/mail server did not take the message/);
    const after = await owner.call<JobPipeline>('GET', base);
    expect(after.body.entries.find((e) => e.candidateId === sam)?.stage).toBe('shortlisted');
  });
});
