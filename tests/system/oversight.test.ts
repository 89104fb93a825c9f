import type {
  Analysis,
  AuditExport,
  Candidate,
  FairnessReport,
  JobDescription,
  JobOversight,
  PoolPage,
} from '@shortlist/contracts';
import { eventually, jobPdf, resumeOf, resumePdf, startFakeLlm } from '@shortlist/test-support';
import { Client } from './client';
import { useProduct } from './use-product';

// Issue #17 through the gateway, with the LLM a local OpenAI-protocol server: blind screening
// (masked page and live event, masked LLM request, equal score, audited reveal), the fairness
// report from uploaded groups, and erasure taking the groups with the candidate.
jest.setTimeout(600_000);
const LIVE_TIMEOUT_MS = 240_000;

const SKILLS = ['Python', 'PostgreSQL', 'Docker', 'Kubernetes'];

describe('oversight through the gateway', () => {
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  const product = useProduct({
    before: async () => {
      llm = await startFakeLlm(() => ({
        kind: 'answer',
        content: JSON.stringify({
          matchPercentage: 97,
          topSkills: ['Python'],
          missingSkills: [],
          evidence: [],
          summary: 'Solid Python background.',
        }),
      }));
      return { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: llm.baseUrl, FREE_DAILY_MATCHES: '20' };
    },
    after: async () => {
      await llm?.close();
    },
  });

  test('blind screening, a reveal, the fairness report and erasure', async () => {
    const client = new Client(product.url);
    await client.signup('oversight@example.com', 'password123', 'Olive Recruiter');
    const job = await client.uploadPdf<JobDescription>(
      '/api/job-descriptions',
      await jobPdf('Platform Engineer', 'Acme', SKILLS),
      'job.pdf',
    );
    const grace = await client.uploadPdf<Candidate>(
      '/api/candidates',
      await resumePdf('Grace Hopper', SKILLS, ['Nationality: American', 'Pronouns: she/her']),
      'grace.pdf',
    );
    const alan = await client.uploadPdf<Candidate>(
      '/api/candidates',
      await resumePdf('Alan Turing', ['Excel']),
      'alan.pdf',
    );
    const events = await product.live(client.token!);
    const analyse = async (candidateId: string) => {
      // A re-run keeps the analysis id: only an event that arrives after this request counts.
      const earlier = new Set(events!.events('analysis:completed'));
      const res = await client.call<Analysis>('POST', `/api/analysis/${candidateId}/${job.id}`);
      expect(res.status).toBe(202);
      return (
        await events!.waitFor(
          'analysis:completed',
          (e) => !earlier.has(e) && e.analysis.candidateId === candidateId,
          LIVE_TIMEOUT_MS,
        )
      ).analysis;
    };
    const sighted = await analyse(grace.id);
    await analyse(alan.id);
    expect(resumeOf(llm.requests.at(-2)!)).toContain('Grace Hopper');

    const on = await client.call<JobOversight>('PUT', `/api/analysis/jobs/${job.id}/blind`, {
      blind: true,
    });
    expect(on.status).toBe(200);
    expect(on.body.blind).toBe(true);

    // Re-run with blind on: the live event and the page are masked, the model's input too.
    const live = await analyse(grace.id);
    expect(live.candidateName).toMatch(/^Candidate #[0-9A-F]{6}$/);
    expect(JSON.stringify({ ...live, job: null })).not.toMatch(/Grace|Hopper|American/);
    const sent = JSON.stringify(llm.requests.at(-1));
    expect(sent).not.toMatch(/Grace|Hopper|grace\.hopper@example\.com|American|she\/her/);
    expect(live.matchPercentage).toBe(sighted.matchPercentage);
    const page = await client.call<Analysis>('GET', `/api/analysis/${grace.id}/${job.id}`);
    expect(page.body.candidate).toMatchObject({ name: live.candidateName, email: null });
    // The job page's ranking of the whole pool hides her too.
    const pool = await eventually(
      async () => {
        const res = await client.call<PoolPage>('GET', `/api/analysis/pool/${job.id}`);
        return res.body.pending === 0 && res.body.entries.length > 0 ? res.body : undefined;
      },
      120_000,
      'the pool ranking',
    );
    const inPool = pool.entries.find((e) => e.candidateId === grace.id);
    expect(inPool?.candidateName).toBe(live.candidateName);
    expect(JSON.stringify(pool)).not.toMatch(/Grace|Hopper|American/);

    const reveal = await client.call<JobOversight>('POST', `/api/analysis/jobs/${job.id}/reveal`, {
      candidateId: grace.id,
    });
    expect(reveal.body.revealedCandidateIds).toEqual([grace.id]);
    const shown = await client.call<Analysis>('GET', `/api/analysis/${grace.id}/${job.id}`);
    expect(shown.body.candidate?.name).toBe('Grace Hopper');
    const trail = await client.call<AuditExport>('GET', `/api/analysis/audit?jobId=${job.id}`);
    expect(trail.body.events.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['blind.changed', 'candidate.revealed']),
    );

    // Groups by the resume's email and by id; the weak candidate is flagged at the threshold.
    const csv = `email,candidate_id,sex,race_ethnicity\n${grace.email},,Female,White\n,${alan.id},Male,White\n`;
    const stored = await client.call('POST', '/api/analysis/groups', { csv });
    expect(stored.body).toEqual({ stored: 2, unmatched: [] });
    const threshold = sighted.matchPercentage!;
    const report = await client.call<FairnessReport>(
      'GET',
      `/api/analysis/jobs/${job.id}/fairness?threshold=${threshold}`,
    );
    expect(report.status).toBe(200);
    expect(report.body.sex.groups).toEqual([
      {
        group: 'Female',
        applicants: 1,
        selected: 1,
        selectionRate: 1,
        impactRatio: 1,
        flagged: false,
      },
      {
        group: 'Male',
        applicants: 1,
        selected: 0,
        selectionRate: 0,
        impactRatio: 0,
        flagged: true,
      },
    ]);

    // Erasing a candidate takes their groups and scores out of the report.
    expect((await client.call('DELETE', `/api/candidates/${alan.id}`)).status).toBe(204);
    const after = await client.call<FairnessReport>(
      'GET',
      `/api/analysis/jobs/${job.id}/fairness?threshold=${threshold}`,
    );
    expect(after.body.applicants).toBe(1);
    expect(after.body.sex.groups.map((g) => g.group)).toEqual(['Female']);

    // Another account gets nothing of this job.
    const other = new Client(product.url);
    await other.signup('other-oversight@example.com', 'password123', 'Other');
    const foreign = await other.call('GET', `/api/analysis/jobs/${job.id}/fairness`);
    expect(foreign.status).toBe(404);
  });
});
