import type { Analysis, Candidate, JobDescription, PoolPage, Usage } from '@shortlist/contracts';
import { jobPdf, resumePdf } from '@shortlist/test-support';
import { Client } from './client';
import { addMustHave } from './readings';
import { useProduct } from './use-product';

// Issue #16 through the gateway: a job's page ranks every candidate of the account without the
// recruiter choosing any, with an analysis's scores, and the ranking follows the pool and the
// job's reading. Timeouts are safety nets only.
jest.setTimeout(600_000);
const FRESH_TIMEOUT_MS = 240_000;

describe('the pool ranking of a job', () => {
  const product = useProduct();

  test('ranks the whole pool, stays fresh, charges nothing and is the owner’s only', async () => {
    const client = new Client(product.url);
    await client.signup('pool-owner@example.com', 'password123', 'Pool Recruiter');
    const resume = async (name: string, skills: string[]) =>
      client.uploadPdf<Candidate>('/api/candidates', await resumePdf(name, skills), `${name}.pdf`);
    const kai = await resume('Kai Berg', ['Python', 'PostgreSQL', 'Docker', 'Apache Kafka']);
    const noa = await resume('Noa Field', ['Python', 'PostgreSQL', 'Docker', 'Terraform']);
    const ari = await resume('Ari Stone', ['Photoshop', 'Illustrator']);
    const job = await client.uploadPdf<JobDescription>(
      '/api/job-descriptions',
      await jobPdf('Backend Engineer', 'Acme', ['Python', 'PostgreSQL', 'Docker']),
      'job.pdf',
    );

    const pool = (query = '') =>
      client.call<PoolPage>('GET', `/api/analysis/pool/${job.id}${query}`);
    // Asks again until the ranking is fresh and passes the check (a read also queues what is stale).
    const freshPool = async (check: (page: PoolPage) => boolean, query = '') => {
      const until = Date.now() + FRESH_TIMEOUT_MS;
      for (;;) {
        const res = await pool(query);
        expect(res.status).toBe(200);
        if (res.body.pending === 0 && check(res.body)) return res.body;
        if (Date.now() > until) throw new Error(`pool never fresh: ${res.text}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    };

    // Right after the job's upload, every candidate is ranked, best first.
    const first = await freshPool((p) => p.ranked === 3);
    expect(first.total).toBe(3);
    expect(first.requirementsVersion).toBe(1);
    expect(first.entries.map((e) => e.rank)).toEqual([1, 2, 3]);
    expect(first.entries.at(-1)!.candidateId).toBe(ari.id);
    const scores = first.entries.map((e) => e.matchPercentage);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    // The same score and evidence a full analysis of the pair gives.
    const events = await product.live(client.token!);
    const started = await client.call<Analysis>('POST', `/api/analysis/${noa.id}/${job.id}`);
    expect(started.status).toBe(202);
    const { analysis } = await events.waitFor(
      'analysis:completed',
      (e) => e.analysis.id === started.body.id,
      FRESH_TIMEOUT_MS,
    );
    const noaEntry = first.entries.find((e) => e.candidateId === noa.id)!;
    expect(noaEntry).toMatchObject({
      matchPercentage: analysis.matchPercentage,
      topSkills: analysis.topSkills,
      missingSkills: analysis.missingSkills,
      breakdown: analysis.breakdown,
    });
    // Ranking charged nothing: the one match used is the analysis's.
    const usage = await client.call<Usage>('GET', '/api/subscriptions/usage');
    expect(usage.body.dailyMatches).toMatchObject({ used: 1 });

    // Pages.
    const second = await pool('?page=2&pageSize=2');
    expect(second.body.entries.map((e) => e.rank)).toEqual([3]);
    expect(second.body.entries[0]!.candidateId).toBe(ari.id);

    // A new candidate joins the ranking.
    const eli = await resume('Eli Moss', ['Python', 'PostgreSQL']);
    const withEli = await freshPool((p) => p.ranked === 4);
    expect(withEli.entries.map((e) => e.candidateId)).toContain(eli.id);

    // A new reading of the job re-ranks: Kafka as a must-have puts Kai first, Noa lacks it.
    await addMustHave(client, job, { id: 'kafka', skill: 'Kafka', source: 'Added' });
    const edited = await freshPool((p) => p.requirementsVersion === 2 && p.ranked === 4);
    expect(edited.entries[0]!.candidateId).toBe(kai.id);
    expect(edited.entries.every((e) => e.requirementsVersion === 2)).toBe(true);
    const noaAfter = edited.entries.find((e) => e.candidateId === noa.id)!;
    expect(noaAfter.missingSkills).toContain('Apache Kafka');
    expect(noaAfter.matchPercentage).toBeLessThan(noaEntry.matchPercentage);

    // An erased candidate leaves the ranking.
    expect((await client.call('DELETE', `/api/candidates/${eli.id}`)).status).toBe(204);
    const afterErase = await freshPool((p) => p.ranked === 3);
    expect(afterErase.total).toBe(3);
    expect(afterErase.entries.map((e) => e.candidateId)).not.toContain(eli.id);

    // Another recruiter cannot see this job's ranking, nor rank their pool against it.
    const other = new Client(product.url);
    await other.signup('pool-other@example.com', 'password123', 'Other Recruiter');
    await other.call('POST', '/api/candidates', await resumeForm('Zed Other', ['Python']));
    const foreign = await other.call('GET', `/api/analysis/pool/${job.id}`);
    expect(foreign.status).toBe(404);
  });
});

async function resumeForm(name: string, skills: string[]) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([await resumePdf(name, skills)], { type: 'application/pdf' }),
    `${name}.pdf`,
  );
  return form;
}
