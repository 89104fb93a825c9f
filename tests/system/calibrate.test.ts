import type {
  Analysis,
  Candidate,
  JobDescription,
  RequirementModelRecord,
  Usage,
} from '@shortlist/contracts';
import { jobPdf, resumePdf } from '@shortlist/documents/src/test-files';
import { connectLive } from '@shortlist/matching/src/test-support/live-events';
import { Client } from './client';
import { startProduct, type Product } from './harness';

// Issue #15 through the gateway: the recruiter edits how Shortlist read a job, and every score of
// that job follows, live, without using another daily match. Timeouts are safety nets only.
jest.setTimeout(600_000);
const START_TIMEOUT_MS = 180_000;
const LIVE_TIMEOUT_MS = 240_000;

describe('calibrating a job', () => {
  let product: Product;
  let events: Awaited<ReturnType<typeof connectLive>> | undefined;
  beforeAll(async () => {
    product = await startProduct();
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    events?.close();
    await product?.stop();
  }, START_TIMEOUT_MS);

  test('making Kafka a must-have ranks the candidate who has it first; the scores update in place', async () => {
    const client = new Client(product.url);
    await client.signup('calibrating@example.com', 'password123', 'Cal Recruiter');
    const upload = async <T>(url: string, bytes: Buffer, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
      const res = await client.call<T>('POST', url, form);
      expect(res.status).toBe(201);
      return res.body;
    };
    const job = await upload<JobDescription>(
      '/api/job-descriptions',
      await jobPdf('Backend Engineer', 'Acme', ['Python', 'PostgreSQL', 'Docker']),
      'job.pdf',
    );
    const kai = await upload<Candidate>(
      '/api/candidates',
      await resumePdf('Kai Berg', ['Python', 'PostgreSQL', 'Docker', 'Apache Kafka']),
      'kai.pdf',
    );
    const noa = await upload<Candidate>(
      '/api/candidates',
      await resumePdf('Noa Field', ['Python', 'PostgreSQL', 'Docker', 'Terraform']),
      'noa.pdf',
    );
    events = await connectLive(product.url, client.token!);
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

    const reading = job.reading as RequirementModelRecord;
    const saved = await client.call<RequirementModelRecord>(
      'PUT',
      `/api/job-descriptions/${job.id}/reading`,
      {
        ...reading,
        requirements: [
          ...reading.requirements,
          { id: 'kafka', kind: 'must', skills: ['Kafka'], soft: false, weight: 1, source: 'Added' },
        ],
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(2);

    const after: Record<string, Analysis> = {};
    for (const c of [kai, noa]) {
      after[c.id] = (
        await events.waitFor(
          'analysis:completed',
          (e) => e.analysis.id === runs[c.id] && e.analysis.requirementsVersion === 2,
          LIVE_TIMEOUT_MS,
        )
      ).analysis;
    }
    expect(after[kai.id]!.matchPercentage!).toBeGreaterThan(after[noa.id]!.matchPercentage!);
    expect(after[noa.id]!.missingSkills).toContain('Apache Kafka');
    expect(after[noa.id]!.matchPercentage!).toBeLessThan(first[noa.id]!.matchPercentage!);

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
  });
});
