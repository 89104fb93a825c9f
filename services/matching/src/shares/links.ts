import type {
  JobShares,
  ShareLink,
  ShareLinkCreated,
  createShareRequest,
} from '@shortlist/contracts';
import { notFound, storedWorkspaceId, type WorkspaceId } from '@shortlist/kit';
import { scoreBand } from '@shortlist/matcher';
import type { z } from 'zod';
import { recordAuditEvents } from '../audit/trail';
import type { MatchingDb } from '../db';
import type { ShareLinkRow } from '../db/schema';
import type { Notifier } from '../notifier';
import { blindView } from '../oversight/blind';
import { analysesOfJob } from '../pipeline/store';
import { presented, type Presented } from '../present/presenter';
import { presentShareLink } from '../present/share';
import {
  accessCounts,
  candidatesOfLinks,
  insertShareLink,
  linkOfOwner,
  linksOfJob,
  markRevealed,
  revokeLink,
} from './store';
import { hashShareCode, hashShareToken, newShareToken } from './token';

// The recruiter's side of shared links (issue #32): make one per recipient, list a job's, revoke
// one at once, reveal one candidate's name on one link (a recorded act of the recruiter).

const DAY_MS = 24 * 3600_000;

/**
 * A new link to some of the workspace's candidates of a job, each of which must have been
 * analysed for it (else 404 and nothing is made). The token is answered once; only its hash stays.
 */
export async function createShareLink(
  db: MatchingDb,
  ownerId: WorkspaceId,
  actorId: string,
  request: z.output<typeof createShareRequest>,
): Promise<Presented<ShareLinkCreated>> {
  const ids = [...new Set(request.candidateIds)];
  const rows = await analysesOfJob(db, ownerId, request.jobId, ids);
  if (!rows.length || rows.length !== ids.length) throw notFound('Candidate of this job');
  const token = newShareToken();
  const link = await insertShareLink(
    db,
    {
      ownerId,
      jobId: request.jobId,
      jobTitle: rows[0]!.jobTitle,
      recipient: request.recipient,
      workspaceName: request.workspaceName,
      tokenHash: hashShareToken(token),
      codeHash: request.code ? await hashShareCode(request.code) : null,
      named: request.named,
      showScore: request.showScore,
      createdBy: actorId,
      expiresAt: new Date(Date.now() + request.expiresInDays * DAY_MS),
    },
    ids.map((candidateId) => ({ candidateId, note: request.notes[candidateId] || null })),
  );
  const shown = await presentLinks(db, ownerId, link.jobId, [link]);
  return presented({ ...shown[0]!, token, path: `/share/${token}` });
}

/** The workspace's links of a job, newest first (none for a job that is not theirs). */
export async function sharesOfJob(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId: string,
): Promise<Presented<JobShares>> {
  const links = await linksOfJob(db, ownerId, jobId);
  return presented({ jobId, links: await presentLinks(db, ownerId, jobId, links) });
}

/** One link as its recruiter sees it now (for answers and live events). */
export async function shareLinkNow(
  db: MatchingDb,
  link: ShareLinkRow,
): Promise<Presented<ShareLink>> {
  const [shown] = await presentLinks(db, storedWorkspaceId(link.ownerId), link.jobId, [link]);
  return presented(shown!);
}

async function presentLinks(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId: string,
  links: ShareLinkRow[],
): Promise<ShareLink[]> {
  const ids = links.map((l) => l.id);
  const [candidates, counts, view, analysed] = await Promise.all([
    candidatesOfLinks(db, ids),
    accessCounts(db, ids),
    blindView(db, ownerId, jobId),
    analysesOfJob(db, ownerId, jobId),
  ]);
  const names = new Map(analysed.map((row) => [row.candidateId, row.candidateName]));
  return links.map((link) =>
    presentShareLink(
      view,
      link,
      candidates.filter((c) => c.linkId === link.id),
      names,
      counts.get(link.id),
    ),
  );
}

async function ownLink(db: MatchingDb, ownerId: WorkspaceId, linkId: string) {
  const link = await linkOfOwner(db, ownerId, linkId);
  if (!link) throw notFound('Shared link');
  return link;
}

/** Revokes the link at once: its next request answers "no longer active". */
export async function revokeShareLink(
  db: MatchingDb,
  ownerId: WorkspaceId,
  actorId: string,
  linkId: string,
): Promise<Presented<ShareLink>> {
  await ownLink(db, ownerId, linkId);
  await revokeLink(db, ownerId, linkId, actorId);
  return shareLinkNow(db, await ownLink(db, ownerId, linkId));
}

/**
 * Shows one candidate's name to this link's recipient: the recruiter's act on one candidate,
 * recorded in the audit trail with the link it was for.
 */
export async function revealOnShareLink(
  db: MatchingDb,
  ownerId: WorkspaceId,
  actorId: string,
  linkId: string,
  candidateId: string,
): Promise<Presented<ShareLink>> {
  const link = await ownLink(db, ownerId, linkId);
  const now = new Date();
  await db.transaction(async (tx) => {
    if (!(await markRevealed(tx, link.id, candidateId, actorId, now)))
      throw notFound('Candidate on this link');
    const [row] = await analysesOfJob(tx, ownerId, link.jobId, [candidateId]);
    await recordAuditEvents(tx, [
      {
        ownerId,
        jobId: link.jobId,
        candidateId,
        kind: 'share.revealed',
        actorId,
        occurredAt: now,
        analysisId: row?.id ?? null,
        matchPercentage: row?.matchPercentage ?? null,
        band: row?.matchPercentage == null ? null : scoreBand(row.matchPercentage),
        detail: `name shown on shared link ${link.id} (${link.recipient})`,
      },
    ]);
  });
  return shareLinkNow(db, link);
}

/** Tells the workspace's open pages how a link stands now. */
export function announceLink(
  notifier: Notifier,
  ownerId: WorkspaceId,
  link: Presented<ShareLink>,
): void {
  notifier.emit(ownerId, 'share:changed', link);
}
