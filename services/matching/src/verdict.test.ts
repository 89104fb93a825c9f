import type { Analysis, Batch, PoolPage } from '@shortlist/contracts';
import { eventually, pdfWithText } from '@shortlist/test-support';
import { startMatchingStack, type MatchingStack } from './test-support/stack';
import request from 'supertest';

jest.setTimeout(90_000);

// The verdict a recruiter reads first (issue #33, item 3), through matching's API with the real
// documents service, PostgreSQL, Redis and a queue worker: stored with each score, returned on the
// single analysis, the live event, the shortlist's rows, its CSV and the pool ranking.

const AD = [
  'Backend Engineer',
  'Acme, Austin, TX',
  '',
  'Requirements',
  '- 3+ years of professional experience',
  '- Experience with Node.js, TypeScript and PostgreSQL',
  '- Must hold an active Secret security clearance',
  '- Visa sponsorship is not available for this role',
];

describe('the verdict through the API', () => {
  let p: MatchingStack;
  beforeAll(async () => {
    p = await startMatchingStack();
    p.matching.startWorker();
  });
  afterAll(() => p.close());

  async function jobWithGates(user: string) {
    const res = await request(p.documents.app)
      .post('/api/job-descriptions')
      .set({ authorization: `Bearer ${p.keys.tokenFor(user)}` })
      .attach('file', await pdfWithText(AD), 'backend.pdf');
    expect([200, 201]).toContain(res.status);
    return res.body as { id: string };
  }

  test('a clearance or sponsorship line in the ad is a gate, stored and returned as unknown for a resume silent on it', async () => {
    const user = p.newUser();
    const job = await jobWithGates(user);
    const candidate = await p.uploadCandidate(user, {
      name: 'Ada Lovelace',
      skills: ['Node.js', 'TypeScript', 'PostgreSQL'],
    });
    const live = await p.live(user);
    const res = await p.api(user).post(`/api/analysis/${candidate.id}/${job.id}`);
    expect(res.status).toBe(202);
    expect(res.body.verdict ?? null).toBeNull();
    const { analysis } = await live.waitFor(
      'analysis:completed',
      (e) => e.analysis.id === res.body.id,
    );
    live.close();

    const verdict = analysis.verdict!;
    expect(verdict.gates).toEqual(
      expect.arrayContaining([
        { kind: 'clearance', label: 'clearance', state: 'unknown' },
        { kind: 'workAuthorization', label: 'work authorization', state: 'unknown' },
      ]),
    );
    // Unknown is not failed: every must-have is met, so the band is Strong.
    expect(verdict).toMatchObject({ band: 'strong', gap: [] });
    expect(verdict.mustMet).toBe(verdict.mustTotal);
    expect(verdict.requirements).toContainEqual(
      expect.objectContaining({ requirement: 'PostgreSQL', state: 'met', importance: 'must' }),
    );
    expect(analysis.gates).toContainEqual(
      expect.objectContaining({ kind: 'clearance', state: 'unknown' }),
    );

    // Stored: read back, the same verdict and gates.
    const got = await p.api(user).get(`/api/analysis/${candidate.id}/${job.id}`);
    expect((got.body as Analysis).verdict).toEqual(verdict);
    expect((got.body as Analysis).gates).toEqual(analysis.gates);
  });

  test('the shortlist rows, the CSV and the pool ranking carry the verdict', async () => {
    const user = p.newUser();
    await p.makePro(user);
    const job = await jobWithGates(user);
    await p.uploadCandidate(user, {
      name: 'Una Full',
      skills: ['Node.js', 'TypeScript', 'PostgreSQL'],
    });
    await p.uploadCandidate(user, { name: 'Ned None', skills: ['Photoshop', 'Illustrator'] });
    const started = await p
      .api(user)
      .post('/api/analysis/batch', { jobId: job.id, candidateIds: 'all' });
    expect(started.status).toBe(202);
    const batchId = started.body.batchId as string;
    const batch = await eventually(async () => {
      const res = await p.api(user).get(`/api/analysis/batch/${batchId}`);
      const body = res.body as Batch;
      return body.status === 'completed' ? body : undefined;
    });
    const byName = new Map(batch.results.map((r) => [r.candidateName, r]));
    expect(byName.get('Una Full')?.verdict).toMatchObject({ band: 'strong' });
    expect(byName.get('Ned None')?.verdict).toMatchObject({ band: 'notRecommended', mustMet: 0 });

    const csv = await p.api(user).get(`/api/analysis/batch/${batchId}.csv`);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Rank,Candidate,Score,Verdict,Requirements,Must-haves met,Gates not met,Gates unknown,Status,Top skills,Missing skills,Decision,Decision reason,Stage',
    );
    const una = batch.results.find((r) => r.candidateName === 'Una Full')!;
    const row = lines.find((l) => l.includes('Una Full'))!;
    const mustHaves = `${una.verdict!.mustMet} of ${una.verdict!.mustTotal}`;
    expect(row).toContain(
      `,Strong,${una.verdict!.mustMet} of ${una.verdict!.mustTotal} must-haves`,
    );
    expect(row).toContain(`,${mustHaves},,`);
    expect(row).toContain('clearance; work authorization');

    const pool = await eventually(async () => {
      const res = await p.api(user).get(`/api/analysis/pool/${job.id}?pageSize=100`);
      const page = res.body as PoolPage;
      return page.pending === 0 && page.ranked === 2 ? page : undefined;
    });
    const pooled = pool.entries.find((e) => e.candidateName === 'Una Full');
    expect(pooled?.verdict).toEqual(una.verdict);
  });
});
