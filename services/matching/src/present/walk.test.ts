import type { Analysis, Candidate } from '@shortlist/contracts';
import type { Router } from 'express';
import request from 'supertest';
import { eventually } from '@shortlist/test-support';
import { startMatchingStack, type MatchingStack } from '../test-support/stack';
import { analysisRoutes } from '../routes/analysis';
import { demoRoutes } from '../routes/demo';
import { internalRoutes } from '../routes/internal';
import { poolRoutes } from '../routes/pool';
import { sharedRoutes } from '../routes/shares';
import { pdfText } from '../test-support/pdf-text';

jest.setTimeout(180_000);

// Every exit of an analysis or a candidate goes through the presenter (issue #28.2, #30.3): this
// walks EVERY route and live event of matching on a blind job and finds no name, email, phone or
// city of its candidates. The route list is read from the routers themselves, so a route added
// without being walked here (or exempted, with the reason) fails the test.

const SKILLS = ['Node.js', 'TypeScript', 'PostgreSQL', 'Redis', 'Docker'];

/** Routes that are not walked, and why none can show a blind job's candidate to a recruiter. */
const EXEMPT: Record<string, string> = {
  // The internal API answers other services with the service credential, never a browser: the
  // GDPR record is the candidate's own data, handed to them.
  'internal POST /jobs/:jobId/rescore': 'service credential; answers a count',
  'internal GET /candidates/:id/record': "service credential; the candidate's own record",
  'internal DELETE /candidates/:id': 'service credential; answers nothing',
  // The public demo scores documents the visitor sends; nothing stored, no job of anyone's.
  'demo POST /analyze': "anonymous; scores the visitor's own documents",
  // A reveal is the recruiter's recorded choice to see one candidate: it answers the settings.
  'api POST /jobs/:jobId/reveal': 'the recorded reveal of one candidate, by design',
};

describe('a blind job, walked through every route and event of matching', () => {
  let p: MatchingStack;
  beforeAll(async () => {
    p = await startMatchingStack();
    p.matching.startWorker();
  });
  afterAll(() => p.close());

  test('no route or event shows a name, email, phone or city', async () => {
    const user = p.newUser();
    await p.makePro(user);
    const job = await p.aJob(user);
    const people: Candidate[] = [];
    for (const [name, email, city] of [
      ['Harvey Dent', 'harvey.dent@example.com', 'Gotham, USA'],
      ['Selina Kyle', 'selina.kyle@example.com', 'Metropolis, USA'],
    ] as const) {
      people.push(
        await p.uploadCandidate(user, {
          name,
          skills: SKILLS.slice(0, 3),
          extra: [email, '+1 555 010 2030', city, `${name} built services with Node.js.`],
        }),
      );
    }
    const identity = people.flatMap((c) =>
      [
        c.name,
        ...c.name.split(' '),
        c.email,
        c.phone,
        c.location,
        c.location?.split(',')[0],
      ].filter((s): s is string => !!s && s.length > 2),
    );
    expect(identity).toEqual(expect.arrayContaining(['Harvey', 'Dent', 'harvey.dent@example.com']));
    expect(people.every((c) => c.location && c.email)).toBe(true);
    const live = await p.live(user);
    const api = p.api(user);
    expect((await api.put(`/api/analysis/jobs/${job.id}/blind`, { blind: true })).status).toBe(200);

    const walked = new Map<string, string>();
    const walk = async (route: string, res: request.Response) => {
      expect({ route, status: res.status }).toEqual({ route, status: expect.any(Number) });
      walked.set(route, res.text);
    };
    const [harvey, selina] = people as [Candidate, Candidate];

    await walk(
      'api POST /:candidateId/:jobId',
      await api.post(`/api/analysis/${harvey.id}/${job.id}`),
    );
    const one = await eventually(async () => {
      const got = (await api.get(`/api/analysis/${harvey.id}/${job.id}`)).body as Analysis;
      return got.status === 'completed' ? got : undefined;
    });
    await walk(
      'api GET /:candidateId/:jobId',
      await api.get(`/api/analysis/${harvey.id}/${job.id}`),
    );
    const batch = await api.post('/api/analysis/batch', { jobId: job.id, candidateIds: 'all' });
    await walk('api POST /batch', batch);
    await eventually(async () => {
      const got = await api.get(`/api/analysis/batch/${batch.body.batchId}`);
      return got.body.status === 'completed' ? got : undefined;
    });
    await walk('api GET /batch/:id', await api.get(`/api/analysis/batch/${batch.body.batchId}`));
    await walk(
      'api GET /batch/:id.csv',
      await api.get(`/api/analysis/batch/${batch.body.batchId}.csv`),
    );
    await walk('api GET /', await api.get('/api/analysis'));
    await walk('api GET /stats', await api.get('/api/analysis/stats'));
    await walk(
      'api POST /:analysisId/regenerate-message',
      await api.post(`/api/analysis/${one.id}/regenerate-message`),
    );
    await walk(
      'api POST /:analysisId/rescore-engine',
      await api.post(`/api/analysis/${one.id}/rescore-engine`),
    );
    await walk(
      'api POST /decisions',
      await api.post('/api/analysis/decisions', {
        jobId: job.id,
        candidateIds: [harvey.id],
        decision: 'hold',
      }),
    );
    await walk('api GET /audit', await api.get(`/api/analysis/audit?jobId=${job.id}&format=csv`));
    await walk(
      'api GET /jobs/:jobId/candidates',
      await api.get(`/api/analysis/jobs/${job.id}/candidates`),
    );
    await walk(
      'api GET /jobs/:jobId/oversight',
      await api.get(`/api/analysis/jobs/${job.id}/oversight`),
    );
    await walk(
      'api PUT /jobs/:jobId/blind',
      await api.put(`/api/analysis/jobs/${job.id}/blind`, { blind: true }),
    );
    await walk(
      'api POST /groups',
      await api.post('/api/analysis/groups', {
        csv: `candidate_id,email,sex,race_ethnicity\n${harvey.id},,Male,unknown\n`,
      }),
    );
    await walk(
      'api GET /jobs/:jobId/fairness',
      await api.get(`/api/analysis/jobs/${job.id}/fairness?format=csv`),
    );
    await walk('api GET /outreach/settings', await api.get('/api/analysis/outreach/settings'));
    await walk(
      'api POST /jobs/:jobId/pipeline/top',
      await api.post(`/api/analysis/jobs/${job.id}/pipeline/top`, { count: 1, stage: 'contacted' }),
    );
    await walk(
      'api POST /jobs/:jobId/pipeline/moves',
      await api.post(`/api/analysis/jobs/${job.id}/pipeline/moves`, {
        candidateIds: [harvey.id, selina.id],
        stage: 'shortlisted',
      }),
    );
    await walk(
      'api POST /jobs/:jobId/pipeline/:candidateId/notes',
      await api.post(`/api/analysis/jobs/${job.id}/pipeline/${harvey.id}/notes`, {
        note: 'Strong on Node.js',
      }),
    );
    await walk(
      'api GET /jobs/:jobId/pipeline',
      await api.get(`/api/analysis/jobs/${job.id}/pipeline`),
    );
    await walk(
      'api GET /jobs/:jobId/pipeline.csv',
      await api.get(`/api/analysis/jobs/${job.id}/pipeline.csv`),
    );
    await walk(
      'api GET /jobs/:jobId/pipeline/:candidateId/history',
      await api.get(`/api/analysis/jobs/${job.id}/pipeline/${harvey.id}/history`),
    );
    await walk(
      'api GET /jobs/:jobId/screenings',
      await api.get(`/api/analysis/jobs/${job.id}/screenings`),
    );
    await walk('api GET /jobs/:jobId/stages', await api.get(`/api/analysis/jobs/${job.id}/stages`));
    await walk(
      'api POST /jobs/:jobId/funnel',
      await api.post(`/api/analysis/jobs/${job.id}/funnel`, {}),
    );
    await walk(
      'api POST /jobs/:jobId/outreach',
      await api.post(`/api/analysis/jobs/${job.id}/outreach`, {
        candidateIds: [harvey.id],
        subject: 'Hello',
      }),
    );
    // A shortlist shared from the blind job, even "named": the recipient never sees more than the
    // recruiter, and the recruiter's own view of the link shows labels.
    const made = await api.post('/api/analysis/shares', {
      jobId: job.id,
      candidateIds: [harvey.id, selina.id],
      recipient: 'Client',
      workspaceName: 'Acme Talent',
      named: true,
    });
    await walk('api POST /shares', made);
    const { id: linkId, token } = made.body as { id: string; token: string };
    await walk('api GET /jobs/:jobId/shares', await api.get(`/api/analysis/jobs/${job.id}/shares`));
    await walk(
      'api POST /shares/:linkId/reveal',
      await api.post(`/api/analysis/shares/${linkId}/reveal`, { candidateId: harvey.id }),
    );
    const recipient = request(p.matching.url);
    await walk('shared GET /:token', await recipient.get(`/api/shared/${token}`));
    const pdf = await recipient.get(`/api/shared/${token}/shortlist.pdf`).buffer(true);
    await walk('shared GET /:token/shortlist.pdf', {
      status: pdf.status,
      text: pdfText(pdf.body as Buffer),
    } as request.Response);
    await walk(
      'shared POST /:token/candidates/:candidateId/feedback',
      await recipient
        .post(`/api/shared/${token}/candidates/${harvey.id}/feedback`)
        .send({ verdict: 'interview', comment: 'Yes please' }),
    );
    await walk(
      'api POST /shares/:linkId/revoke',
      await api.post(`/api/analysis/shares/${linkId}/revoke`),
    );
    await walk(
      'api GET /batch/:id.json',
      await api.get(`/api/analysis/batch/${batch.body.batchId}.json`),
    );
    await walk('api GET /rejection-reasons', await api.get('/api/analysis/rejection-reasons'));
    await walk(
      'api PUT /rejection-reasons',
      await api.put('/api/analysis/rejection-reasons', { reasons: ['Location'] }),
    );
    const preview = await api.post(`/api/analysis/jobs/${job.id}/impact-preview`, {
      candidateIds: [selina.id],
      action: 'reject',
    });
    await walk('api POST /jobs/:jobId/impact-preview', preview);
    await walk(
      'api GET /jobs/:jobId/impact-previews',
      await api.get(`/api/analysis/jobs/${job.id}/impact-previews`),
    );
    await walk(
      'api POST /jobs/:jobId/rejections',
      await api.post(`/api/analysis/jobs/${job.id}/rejections`, {
        candidateIds: [selina.id],
        reason: 'Location',
        previewId: preview.body.id,
      }),
    );
    await walk(
      'api POST /jobs/:jobId/advance',
      await api.post(`/api/analysis/jobs/${job.id}/advance`, {
        candidateIds: [harvey.id],
        stage: 'interview',
      }),
    );
    await walk(
      'api POST /jobs/:jobId/rejections/drafts',
      await api.post(`/api/analysis/jobs/${job.id}/rejections/drafts`, {
        candidateIds: [selina.id],
      }),
    );
    await walk(
      'api POST /jobs/:jobId/rejections/send',
      await api.post(`/api/analysis/jobs/${job.id}/rejections/send`, {
        messages: [{ candidateId: selina.id, subject: 'Your application', body: 'Hello,\n\nNo.' }],
      }),
    );
    await walk(
      'api GET /oversight/bias-audit',
      await api.get(`/api/analysis/oversight/bias-audit?jobId=${job.id}&format=csv`),
    );
    await walk(
      'pool GET /:jobId',
      await eventually(async () => {
        const res = await api.get(`/api/analysis/pool/${job.id}`);
        return res.body.pending === 0 && res.body.entries?.length ? res : undefined;
      }),
    );

    // Every route of matching is walked or exempt, by the routers' own lists.
    const deps = { ...p.matching, db: p.matching.database.db, verify: {} } as never;
    const all = [
      ...routesOf('api', analysisRoutes(deps)),
      ...routesOf('pool', poolRoutes(deps)),
      ...routesOf('internal', internalRoutes(deps)),
      ...routesOf('demo', demoRoutes(deps)),
      ...routesOf('shared', sharedRoutes(deps)),
    ];
    expect(all.filter((r) => !walked.has(r) && !EXEMPT[r])).toEqual([]);
    expect([...walked.keys(), ...Object.keys(EXEMPT)].filter((r) => !all.includes(r))).toEqual([]);

    // Answers of every walked route, and every live event sent meanwhile.
    const events = (
      [
        'analysis:progress',
        'analysis:completed',
        'analysis:failed',
        'batch:progress',
        'batch:completed',
        'pipeline:changed',
        'share:changed',
      ] as const
    ).flatMap((name) =>
      live.events(name).map((e) => [`event ${name}`, JSON.stringify(e)] as const),
    );
    expect(live.events('analysis:completed').length).toBeGreaterThan(0);
    expect(live.events('pipeline:changed').length).toBeGreaterThan(0);
    // The fixtures' candidates live in the job's own city: that word there is the job's location.
    const theirs = identity.filter((s) => s !== job.location && !job.location?.includes(s));
    const leaks = [...walked.entries(), ...events].flatMap(([where, text]) =>
      theirs
        .filter((s) => text.toLowerCase().includes(s.toLowerCase()))
        .map((s) => `${where}: ${s}`),
    );
    expect(leaks).toEqual([]);
    // The candidate's own city is never in an analysis: the embedded card has none.
    const cards = live.events('analysis:completed').map((e) => e.analysis.candidate);
    expect(cards.every((c) => c && c.location === null && c.email === null)).toBe(true);
    live.close();
  });
});

/** "prefix METHOD /path" of every route a router holds. */
function routesOf(prefix: string, router: Router): string[] {
  return router.stack.flatMap((layer) => {
    const route = layer.route as { path: string; methods: Record<string, boolean> } | undefined;
    if (!route) return [];
    return Object.keys(route.methods).map((m) => `${prefix} ${m.toUpperCase()} ${route.path}`);
  });
}
