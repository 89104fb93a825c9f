import type {
  Analysis,
  AuditExport,
  Candidate,
  InvitationCreated,
  InvitationPreview,
  JobDescription,
  JobPipeline,
  Usage,
  Workspace,
  WorkspaceMembersResponse,
  WorkspacesResponse,
} from '@shortlist/contracts';
import { connectLive, jobPdf, resumePdf } from '@shortlist/test-support';
import { Client } from './client';
import { useProduct } from './use-product';

// Issue #19 item 1 through the gateway: two recruiters of one workspace see each other's jobs,
// candidates, analyses and pipeline moves live; a removed member and an outsider get 404 on every
// route and no socket events; an invitation link works once. Plans and daily limits stay per user.
jest.setTimeout(600_000);
const LIVE_TIMEOUT_MS = 240_000;
const SKILLS = ['Java', 'Spring', 'PostgreSQL'];

describe('team workspaces through the gateway', () => {
  const product = useProduct({ env: { FREE_DAILY_MATCHES: '20' } });

  test('members share everything live; former members and outsiders get 404 and silence', async () => {
    const owner = new Client(product.url);
    const ownerUser = await owner.signup('ws-owner@example.com', 'password123', 'Olga Owner');
    const created = await owner.call<Workspace>('POST', '/api/workspaces', { name: 'Acme Talent' });
    expect(created.status).toBe(201);
    const team = created.body;
    expect(team).toMatchObject({ name: 'Acme Talent', personal: false, role: 'owner' });

    // An invitation link works once.
    const invite = await owner.call<InvitationCreated>(
      'POST',
      `/api/workspaces/${team.id}/invitations`,
      { role: 'recruiter' },
    );
    expect(invite.status).toBe(201);
    const token = invite.body.token;
    const member = new Client(product.url);
    const memberUser = await member.signup('ws-member@example.com', 'password123', 'Max Member');
    const preview = await member.call<InvitationPreview>('GET', `/api/invitations/${token}`);
    expect(preview.body).toMatchObject({ workspaceName: 'Acme Talent', role: 'recruiter' });
    const accepted = await member.call<Workspace>('POST', `/api/invitations/${token}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id: team.id, role: 'recruiter' });
    const outsider = new Client(product.url);
    await outsider.signup('ws-outsider@example.com');
    const reused = await outsider.call('POST', `/api/invitations/${token}/accept`);
    expect(reused.status).toBe(410);
    const listed = await member.call<WorkspacesResponse>('GET', '/api/workspaces');
    expect(listed.body.workspaces.map((w) => w.name)).toEqual(['Personal', 'Acme Talent']);

    // The owner fills the team workspace; the member sees it all.
    owner.workspace = team.id;
    member.workspace = team.id;
    const job = await owner.uploadPdf<JobDescription>(
      '/api/job-descriptions',
      await jobPdf('Java Developer', 'Acme', SKILLS),
      'job.pdf',
    );
    const [ada, bob] = [
      await owner.uploadPdf<Candidate>(
        '/api/candidates',
        await resumePdf('Ada Beans', SKILLS),
        'ada.pdf',
      ),
      await owner.uploadPdf<Candidate>(
        '/api/candidates',
        await resumePdf('Bob Script', ['JavaScript', 'React']),
        'bob.pdf',
      ),
    ];
    expect((await member.call<JobDescription[]>('GET', '/api/job-descriptions')).body).toEqual([
      expect.objectContaining({ id: job.id }),
    ]);
    expect((await member.call('GET', `/api/candidates/${ada!.id}`)).status).toBe(200);
    // Nothing of the team is in anyone's personal workspace.
    const personal = new Client(product.url);
    personal.token = owner.token;
    expect((await personal.call<unknown[]>('GET', '/api/job-descriptions')).body).toEqual([]);

    const ownerLive = await product.live(owner.token!, team.id);
    const ownerPersonalLive = await product.live(owner.token!);
    const memberLive = await product.live(member.token!, team.id);
    const outsiderLive = await product.live(outsider.token!);

    // The member runs an analysis; both see it complete live. The match is the member's.
    expect((await member.call('POST', `/api/analysis/${ada!.id}/${job.id}`)).status).toBe(202);
    for (const live of [ownerLive, memberLive]) {
      await live.waitFor(
        'analysis:completed',
        (e) => e.analysis.candidateId === ada!.id,
        LIVE_TIMEOUT_MS,
      );
    }
    const shared = await owner.call<Analysis>('GET', `/api/analysis/${ada!.id}/${job.id}`);
    expect(shared.body.status).toBe('completed');
    const usage = async (client: Client) =>
      (await client.call<Usage>('GET', '/api/subscriptions/usage')).body.dailyMatches.used;
    expect(await usage(member)).toBe(1);
    expect(await usage(owner)).toBe(0);
    // The audit trail names the person who ran it, not the workspace.
    const trail = await owner.call<AuditExport>('GET', `/api/analysis/audit?jobId=${job.id}`);
    expect(trail.body.events.find((e) => e.kind === 'analysis.scored')?.actorId).toBe(
      memberUser.id,
    );

    // The owner moves the candidate; the member sees the move live.
    const move = await owner.call('POST', `/api/analysis/jobs/${job.id}/pipeline/moves`, {
      candidateIds: [ada!.id],
      stage: 'shortlisted',
    });
    expect(move.status).toBe(200);
    await memberLive.waitFor('pipeline:changed', (e) => e.jobId === job.id, LIVE_TIMEOUT_MS);
    const board = await member.call<JobPipeline>('GET', `/api/analysis/jobs/${job.id}/pipeline`);
    expect(board.body.entries.find((e) => e.candidateId === ada!.id)?.stage).toBe('shortlisted');

    // An outsider naming the workspace is refused everywhere, and cannot listen to it.
    outsider.workspace = team.id;
    await expectNotFoundEverywhere(outsider, team.id, job.id, ada!.id);
    await expect(connectLive(product.url, outsider.token!, team.id)).rejects.toThrow(
      /Workspace not found/,
    );
    // Without the header the outsider is in their own workspace, where the job does not exist.
    outsider.workspace = undefined;
    expect((await outsider.call('GET', `/api/job-descriptions/${job.id}`)).status).toBe(404);

    // The owner removes the member: from then on 404, and the open socket hears nothing more.
    const members = await owner.call<WorkspaceMembersResponse>(
      'GET',
      `/api/workspaces/${team.id}/members`,
    );
    expect(members.body.members.map((m) => m.userId).sort()).toEqual(
      [ownerUser.id, memberUser.id].sort(),
    );
    const removed = await owner.call(
      'DELETE',
      `/api/workspaces/${team.id}/members/${memberUser.id}`,
    );
    expect(removed.status).toBe(204);
    await expectNotFoundEverywhere(member, team.id, job.id, ada!.id);

    const heardBefore = memberLive.events('analysis:completed').length;
    expect((await owner.call('POST', `/api/analysis/${bob!.id}/${job.id}`)).status).toBe(202);
    await ownerLive.waitFor(
      'analysis:completed',
      (e) => e.analysis.candidateId === bob!.id,
      LIVE_TIMEOUT_MS,
    );
    expect(
      (
        await owner.call('POST', `/api/analysis/jobs/${job.id}/pipeline/moves`, {
          candidateIds: [bob!.id],
          stage: 'rejected',
        })
      ).status,
    ).toBe(200);
    await ownerLive.waitFor(
      'pipeline:changed',
      (e) => e.events.some((ev) => ev.candidateId === bob!.id),
      LIVE_TIMEOUT_MS,
    );
    expect(memberLive.events('analysis:completed')).toHaveLength(heardBefore);
    expect(
      memberLive
        .events('pipeline:changed')
        .some((e) => e.events.some((ev) => ev.candidateId === bob!.id)),
    ).toBe(false);
    for (const silent of [outsiderLive, ownerPersonalLive]) {
      expect(silent.events('analysis:completed')).toEqual([]);
      expect(silent.events('pipeline:changed')).toEqual([]);
    }
    // A removed member's new socket is refused too.
    await expect(connectLive(product.url, member.token!, team.id)).rejects.toThrow(
      /Workspace not found/,
    );
  });
});

/** Every route of a workspace's data answers 404 to someone who is not (or no longer) a member. */
async function expectNotFoundEverywhere(
  client: Client,
  workspaceId: string,
  jobId: string,
  candidateId: string,
) {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/job-descriptions'],
    ['GET', `/api/job-descriptions/${jobId}`],
    ['GET', `/api/job-descriptions/${jobId}/file`],
    ['GET', `/api/job-descriptions/${jobId}/reading/history`],
    ['GET', '/api/candidates'],
    ['GET', `/api/candidates/${candidateId}`],
    ['GET', `/api/candidates/${candidateId}/export`],
    ['DELETE', `/api/candidates/${candidateId}`],
    ['GET', '/api/analysis'],
    ['GET', `/api/analysis/${candidateId}/${jobId}`],
    ['POST', `/api/analysis/${candidateId}/${jobId}`],
    ['POST', '/api/analysis/batch', { jobId, candidateIds: [candidateId] }],
    ['GET', `/api/analysis/pool/${jobId}`],
    ['GET', `/api/analysis/jobs/${jobId}/pipeline`],
    [
      'POST',
      `/api/analysis/jobs/${jobId}/pipeline/moves`,
      { candidateIds: [candidateId], stage: 'hired' },
    ],
    ['GET', `/api/analysis/jobs/${jobId}/oversight`],
    ['GET', `/api/analysis/jobs/${jobId}/fairness`],
    ['GET', `/api/analysis/audit?jobId=${jobId}`],
    ['GET', `/api/workspaces/${workspaceId}/members`],
    ['POST', `/api/workspaces/${workspaceId}/invitations`, {}],
  ];
  for (const [method, url, body] of routes) {
    const res = await client.call(method, url, body);
    expect({ method, url, status: res.status }).toEqual({ method, url, status: 404 });
  }
}
