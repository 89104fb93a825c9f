import type {
  Analysis,
  Batch,
  BatchStarted,
  BulkUploadResult,
  Candidate,
  JobDescription,
  ReadingProposal,
  ReadingVersion,
  RequirementModelRecord,
  Subscription,
  Usage,
} from '@shortlist/contracts';
import { connectLive, jobPdf, resumePdf, startFakeLlm } from '@shortlist/test-support';
import { generatedResumes } from '../support/generated-resumes';
import { Client } from './client';
import { addMustHave, saveReading } from './readings';
import { useProduct } from './use-product';

// Issue #15 through the gateway: the recruiter edits how Shortlist read a job, and every score of
// that job follows, live, without using another daily match. Timeouts are safety nets only.
jest.setTimeout(600_000);
const LIVE_TIMEOUT_MS = 240_000;

describe('calibrating a job', () => {
  const product = useProduct();

  test('making Kafka a must-have ranks the candidate who has it first; the scores update in place', async () => {
    const client = new Client(product.url);
    await client.signup('calibrating@example.com', 'password123', 'Cal Recruiter');
    const job = await client.uploadPdf<JobDescription>(
      '/api/job-descriptions',
      await jobPdf('Backend Engineer', 'Acme', ['Python', 'PostgreSQL', 'Docker']),
      'job.pdf',
    );
    const kai = await client.uploadPdf<Candidate>(
      '/api/candidates',
      await resumePdf('Kai Berg', ['Python', 'PostgreSQL', 'Docker', 'Apache Kafka']),
      'kai.pdf',
    );
    const noa = await client.uploadPdf<Candidate>(
      '/api/candidates',
      await resumePdf('Noa Field', ['Python', 'PostgreSQL', 'Docker', 'Terraform']),
      'noa.pdf',
    );
    const events = await product.live(client.token!);
    const runs: Record<string, string> = {};
    for (const c of [kai, noa]) {
      const res = await client.call<Analysis>('POST', `/api/analysis/${c.id}/${job.id}`);
      expect(res.status).toBe(202);
      runs[c.id] = res.body.id;
    }
    const first: Record<string, Analysis> = {};
    for (const c of [kai, noa]) {
      first[c.id] = (
        await events.waitFor(
          'analysis:completed',
          (e) => e.analysis.id === runs[c.id],
          LIVE_TIMEOUT_MS,
        )
      ).analysis;
    }

    const saved = await addMustHave(client, job, { id: 'kafka', skill: 'Kafka', source: 'Added' });
    expect(saved.version).toBe(2);

    const after = await scoresAt(events, runs, 2);
    expect(after[kai.id]!.matchPercentage!).toBeGreaterThan(after[noa.id]!.matchPercentage!);
    expect(after[noa.id]!.missingSkills).toContain('Apache Kafka');
    expect(after[noa.id]!.matchPercentage!).toBeLessThan(first[noa.id]!.matchPercentage!);
    // Kai meets every must-have now and is in the strong band; Noa, who lacks a must-have the
    // recruiter saved, drops below it.
    expect(after[kai.id]!.matchPercentage!).toBeGreaterThanOrEqual(STRONG_BAND);
    expect(after[noa.id]!.matchPercentage!).toBeLessThan(STRONG_BAND);

    const list = await client.call<Analysis[]>('GET', '/api/analysis');
    const mine = list.body.filter((a) => a.jobId === job.id);
    expect(mine.map((a) => a.id).sort()).toEqual(Object.values(runs).sort());
    expect(mine.every((a) => a.status === 'completed' && a.requirementsVersion === 2)).toBe(true);

    const usage = await client.call<Usage>('GET', '/api/subscriptions/usage');
    expect(usage.body.dailyMatches).toMatchObject({ used: 2 });

    const history = await client.call<{ version: number; summary: string }[]>(
      'GET',
      `/api/job-descriptions/${job.id}/reading/history`,
    );
    expect(history.body.map((v) => v.version)).toEqual([2, 1]);
    expect(history.body[0]!.summary).toMatch(/Added Apache Kafka \(must-have\)/);

    // Weighing Kafka more, as the editor's "+" does three times, keeps her below the strong band
    // while Kai, who has it, stays in it.
    const heavier = await saveReading(client, job.id, {
      ...saved,
      requirements: saved.requirements.map((r) =>
        r.skills.includes('Apache Kafka') ? { ...r, weight: 3.38 } : r,
      ),
    });
    const weighed = await scoresAt(events, runs, 3);
    expect(weighed[kai.id]!.matchPercentage!).toBeGreaterThanOrEqual(STRONG_BAND);
    expect(weighed[noa.id]!.matchPercentage!).toBeLessThan(STRONG_BAND);

    // Removing the must-have Noa lacked raises her again, back into the band.
    await saveReading(client, job.id, {
      ...heavier,
      requirements: heavier.requirements.filter((r) => !r.skills.includes('Apache Kafka')),
    });
    const removed = await scoresAt(events, runs, 4);
    expect(removed[noa.id]!.matchPercentage!).toBeGreaterThan(weighed[noa.id]!.matchPercentage!);
    expect(removed[noa.id]!.matchPercentage!).toBeGreaterThanOrEqual(STRONG_BAND);
    expect(removed[noa.id]!.missingSkills).not.toContain('Apache Kafka');
    const summaries = await client.call<{ summary: string }[]>(
      'GET',
      `/api/job-descriptions/${job.id}/reading/history`,
    );
    expect(summaries.body.map((v) => v.summary).slice(0, 2)).toEqual([
      'Removed Apache Kafka',
      'Apache Kafka: more weight (1 → 3.38)',
    ]);
  });

  test('a screened job of 50: one edit re-scores every batch item live, and only its owner may edit it', async () => {
    const client = new Client(product.url);
    await client.signup('screening-calibrate@example.com', 'password123', 'Sam Screener');
    await subscribeToPro(client);
    const form = new FormData();
    form.append(
      'file',
      new Blob([await jobPdf('Platform Engineer', 'Acme', ['Python', 'PostgreSQL', 'Docker'])], {
        type: 'application/pdf',
      }),
      'platform.pdf',
    );
    const job = (await client.call<JobDescription>('POST', '/api/job-descriptions', form)).body;
    const resumes = await generatedResumes(CANDIDATES);
    const files = new FormData();
    for (const r of resumes) {
      files.append('files', new Blob([r.bytes], { type: 'application/pdf' }), r.fileName);
    }
    const bulk = await client.call<BulkUploadResult>('POST', '/api/candidates/bulk', files);
    expect(bulk.body).toMatchObject({ created: CANDIDATES, failed: 0 });

    const screening = await product.live(client.token!);
    const started = await client.call<BatchStarted>('POST', '/api/analysis/batch', {
      jobId: job.id,
      candidateIds: 'all',
    });
    expect(started.status).toBe(202);
    await screening.waitFor(
      'batch:progress',
      (e) => e.batchId === started.body.batchId && e.done + e.failed === e.total,
      LIVE_TIMEOUT_MS,
    );
    const before = await batchOf(client, started.body.batchId);
    expect(before.results).toHaveLength(CANDIDATES);

    // Kubernetes becomes a must-have: some of the 50 have it, most do not.
    const saved = await addMustHave(client, job, { id: 'k8s', skill: 'Kubernetes', source: 'x' });

    // Every batch item's analysis is scored again, each announced live with the new version.
    const ids = new Set(before.results.map((r) => r.analysisId));
    const rescored = new Map<string, Analysis>();
    const isRescore = (a: Analysis) => ids.has(a.id) && a.requirementsVersion === 2;
    await screening.waitFor(
      'analysis:completed',
      () => {
        for (const e of screening!.events('analysis:completed')) {
          if (isRescore(e.analysis)) rescored.set(e.analysis.id, e.analysis);
        }
        return rescored.size === CANDIDATES;
      },
      LIVE_TIMEOUT_MS,
    );
    const after = await batchOf(client, started.body.batchId);
    expect(after.results).toHaveLength(CANDIDATES);
    for (const row of after.results) {
      expect(row.matchPercentage).toBe(rescored.get(row.analysisId)!.matchPercentage);
    }
    const list = await client.call<Analysis[]>('GET', `/api/analysis?pageSize=${CANDIDATES}`);
    expect(list.body.filter((a) => a.requirementsVersion === 2)).toHaveLength(CANDIDATES);
    // Those without Kubernetes now miss it; nobody was dropped from the shortlist for it.
    const lacking = after.results.filter((r) => r.missingSkills.includes('Kubernetes'));
    expect(lacking.length).toBeGreaterThan(0);
    expect(lacking.length).toBeLessThan(CANDIDATES);

    const history = await client.call<{ version: number; summary: string; changedBy: string }[]>(
      'GET',
      `/api/job-descriptions/${job.id}/reading/history`,
    );
    expect(history.body.map((v) => v.version)).toEqual([2, 1]);
    expect(history.body[0]!.summary).toBe('Added Kubernetes (must-have)');

    // Another recruiter can neither edit the job's reading nor read its history.
    const intruder = new Client(product.url);
    await intruder.signup('intruder-calibrate@example.com', 'password123', 'Ian Truder');
    const edit = await intruder.call('PUT', `/api/job-descriptions/${job.id}/reading`, {
      ...saved,
      requirements: [],
    });
    expect(edit.status).toBe(404);
    const peek = await intruder.call('GET', `/api/job-descriptions/${job.id}/reading/history`);
    expect(peek.status).toBe(404);
    const unchanged = await client.call<JobDescription>('GET', `/api/job-descriptions/${job.id}`);
    expect(unchanged.body.reading?.version).toBe(2);
  });
});

describe('an LLM proposing the reading of a new job', () => {
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  const product = useProduct({
    before: async () => {
      // Proposes from the ad's own lines, plus one requirement the ad never states.
      llm = await startFakeLlm((req) =>
        req.response_format?.json_schema?.name === 'job_reading'
          ? {
              kind: 'answer',
              content: JSON.stringify({
                requirements: [
                  { kind: 'must', skills: ['Python'], quote: 'Experience with Python' },
                  { kind: 'knockout', skills: ['Docker'], quote: 'Experience with Docker' },
                  { kind: 'must', skills: ['Rust'], quote: 'Rust in production' },
                ],
                minYears: 3,
                minYearsQuote: '3+ years of professional experience',
                degree: null,
              }),
            }
          : { kind: 'status', status: 503 },
      );
      return { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: llm.baseUrl };
    },
    after: async () => {
      await llm?.close();
    },
  });

  test('the proposal checked against the ad waits for the recruiter, who accepts it', async () => {
    const client = new Client(product.url);
    await client.signup('proposal@example.com', 'password123', 'Pia Proposal');
    const form = new FormData();
    form.append(
      'file',
      new Blob([await jobPdf('Backend Engineer', 'Acme', ['Python', 'PostgreSQL', 'Docker'])], {
        type: 'application/pdf',
      }),
      'job.pdf',
    );
    const job = (await client.call<JobDescription>('POST', '/api/job-descriptions', form)).body;
    const path = `/api/job-descriptions/${job.id}/reading/proposal`;
    // Made in the background after the upload, as the job page polls for it.
    let proposal: ReadingProposal | null = null;
    while (!proposal) {
      const res = await client.call<ReadingProposal | null>('GET', path);
      expect(res.status).toBe(200);
      proposal = res.body;
      if (!proposal) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(proposal.dropped).toBe(1);
    expect(proposal.model.requirements.map((r) => [r.skills, r.kind])).toEqual([
      [['Python'], 'must'],
      [['Docker'], 'knockout'],
    ]);

    const intruder = new Client(product.url);
    await intruder.signup('proposal-intruder@example.com', 'password123', 'Ivo Intruder');
    expect((await intruder.call('GET', path)).status).toBe(404);
    expect((await intruder.call('POST', `${path}/accept`)).status).toBe(404);

    const accepted = await client.call<RequirementModelRecord>('POST', `${path}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.version).toBe(2);
    const history = await client.call<ReadingVersion[]>(
      'GET',
      `/api/job-descriptions/${job.id}/reading/history`,
    );
    expect(history.body[0]!.summary).toMatch(/^LLM proposal accepted by proposal@example.com: /);
    expect((await client.call('GET', path)).body).toBeNull();
  });
});

/** The score from which a match shows as strong (green): every must-have met lands here. */
const STRONG_BAND = 80;
/** Candidates in the screened job: the "its 50 analyses". */
const CANDIDATES = 50;

type Live = Awaited<ReturnType<typeof connectLive>>;

/** Each run's analysis as the live event announcing its score at this reading version. */
async function scoresAt(
  events: Live,
  runs: Record<string, string>,
  version: number,
): Promise<Record<string, Analysis>> {
  const found: Record<string, Analysis> = {};
  for (const [candidateId, runId] of Object.entries(runs)) {
    const e = await events.waitFor(
      'analysis:completed',
      (x) => x.analysis.id === runId && x.analysis.requirementsVersion === version,
      LIVE_TIMEOUT_MS,
    );
    found[candidateId] = e.analysis;
  }
  return found;
}

async function batchOf(client: Client, batchId: string): Promise<Batch> {
  const res = await client.call<Batch>('GET', `/api/analysis/batch/${batchId}`);
  expect(res.status).toBe(200);
  return res.body;
}

/** Pro through billing's test checkout, as the web app's test mode does: batches need it. */
async function subscribeToPro(client: Client): Promise<void> {
  const checkout = await client.call<{ subscription_id: string }>(
    'POST',
    '/api/billing/test-checkout',
  );
  expect(checkout.status).toBe(201);
  const activated = await client.call<Subscription>(
    'POST',
    '/api/subscriptions/activate',
    checkout.body,
  );
  expect(activated.body.plan).toBe('pro');
}
