import {
  SHARE_INACTIVE_MESSAGE,
  type SharedShortlist,
  type ShareFeedback,
  type ShareFeedbackRequest,
} from '@shortlist/contracts';
import { AppError, isAppError, storedWorkspaceId } from '@shortlist/kit';
import { scoreBand } from '@shortlist/matcher';
import type { Redis } from 'ioredis';
import { findAnalysisByPair } from '../analyses-store';
import { recordAuditEvents } from '../audit/trail';
import type { CoreDeps } from '../deps';
import type { MatchingDb } from '../db';
import type { ShareLinkRow } from '../db/schema';
import { blindView } from '../oversight/blind';
import { announce } from '../pipeline/move';
import { presentChange } from '../pipeline/read-pipeline';
import { analysesOfJob, appendPipelineEvents } from '../pipeline/store';
import { presentAnalysis } from '../present/analysis';
import { presented, type Presented } from '../present/presenter';
import { linkIsActive, presentSharedProfile, presentSharedProfiles } from '../present/share';
import { announceLink, shareLinkNow } from './links';
import { candidatesOfLinks, linkByTokenHash, recordShareAccess, saveShareFeedback } from './store';
import { hashShareToken, looksLikeShareToken, shareCodeMatches } from './token';

// The recipient's side of a shared link (issue #32): everything starts from the token, and
// reaches only that link's candidates of that link's job in that link's workspace, whatever other
// ids a request names.

const inactive = () => new AppError('not_found', SHARE_INACTIVE_MESSAGE);
const CODE_WINDOW_SECONDS = 15 * 60;

export interface OpenDeps {
  db: MatchingDb;
  redis: Redis;
  prefix: string;
  codeTries: number;
}

/**
 * The active link a token opens, after its code when it has one. Unknown, revoked and expired
 * links answer the same "no longer active"; wrong codes are counted per link and refused past
 * the limit, so a code cannot be guessed by trying.
 */
export async function openShareLink(
  deps: OpenDeps,
  token: string,
  code: string | undefined,
): Promise<ShareLinkRow> {
  if (!looksLikeShareToken(token)) throw inactive();
  const link = await linkByTokenHash(deps.db, hashShareToken(token));
  if (!link || !linkIsActive(link)) throw inactive();
  if (!link.codeHash) return link;
  const failures = `${deps.prefix}:share:code-fail:${link.id}`;
  const tried = Number((await deps.redis.get(failures)) ?? 0);
  if (tried >= deps.codeTries)
    throw new AppError('rate_limited', 'Too many wrong codes. Please try again later.');
  if (!code) throw new AppError('unauthorized', 'Type the code you were given with this link');
  if (await shareCodeMatches(code, link.codeHash)) return link;
  await deps.redis.multi().incr(failures).expire(failures, CODE_WINDOW_SECONDS).exec();
  throw new AppError('unauthorized', 'That code is not right');
}

/** The recipient's page: each shared candidate's profile, through the presenter. */
export async function readSharedShortlist(
  deps: Pick<CoreDeps, 'db' | 'documents'>,
  link: ShareLinkRow,
): Promise<Presented<SharedShortlist>> {
  const ownerId = storedWorkspaceId(link.ownerId);
  const rows = await candidatesOfLinks(deps.db, [link.id]);
  const ids = rows.map((r) => r.candidateId);
  const [analyses, documents, jobView] = await Promise.all([
    Promise.all(ids.map((id) => findAnalysisByPair(deps.db, ownerId, id, link.jobId))),
    deps.documents.getCandidates(ownerId, ids).catch((err: unknown) => {
      // Documents being down leaves the profiles without headlines rather than the page blank.
      if (isAppError(err)) return [];
      throw err;
    }),
    blindView(deps.db, ownerId, link.jobId),
  ]);
  const people = new Map(documents.map((d) => [d.candidate.id, d.candidate]));
  const profiles = rows.flatMap((row, i) => {
    const analysis = analyses[i];
    // A candidate erased since the link was made is no longer shown.
    if (!analysis) return [];
    const shown = presentAnalysis(analysis, { candidate: people.get(row.candidateId) ?? null });
    return [presentSharedProfile(link, row, shown, jobView)];
  });
  return presented({
    workspaceName: link.workspaceName,
    jobTitle: link.jobTitle,
    recipient: link.recipient,
    expiresAt: link.expiresAt.toISOString(),
    profiles: presentSharedProfiles(profiles),
  });
}

/** Records a view or a download of the link and tells its recruiter's pages. */
export async function recordOpened(
  deps: Pick<CoreDeps, 'db' | 'notifier'>,
  link: ShareLinkRow,
  kind: 'view' | 'download',
): Promise<void> {
  await recordShareAccess(deps.db, link.id, kind);
  announceLink(deps.notifier, storedWorkspaceId(link.ownerId), await shareLinkNow(deps.db, link));
}

/**
 * The recipient's answer on one of the link's candidates: kept on the link, added to the
 * candidate's pipeline history and to the audit trail as the client's decision (the actor is the
 * link, not a recruiter), and sent live to the recruiter's shortlist and board.
 */
export async function giveShareFeedback(
  deps: Pick<CoreDeps, 'db' | 'notifier'>,
  link: ShareLinkRow,
  candidateId: string,
  body: Required<ShareFeedbackRequest>,
): Promise<ShareFeedback> {
  const ownerId = storedWorkspaceId(link.ownerId);
  const now = new Date();
  const actorId = `share:${link.id}`;
  const events = await deps.db.transaction(async (tx) => {
    const saved = await saveShareFeedback(tx, link.id, candidateId, {
      verdict: body.verdict,
      comment: body.comment,
      at: now,
    });
    const [row] = saved ? await analysesOfJob(tx, ownerId, link.jobId, [candidateId]) : [];
    if (!row) throw new AppError('not_found', 'No such candidate on this link');
    await recordAuditEvents(tx, [
      {
        ownerId,
        jobId: link.jobId,
        candidateId,
        kind: 'client.feedback',
        actorId,
        occurredAt: now,
        analysisId: row.id,
        matchPercentage: row.matchPercentage,
        band: row.matchPercentage === null ? null : scoreBand(row.matchPercentage),
        reason: body.comment || null,
        detail: `${body.verdict} from ${link.recipient} (shared link ${link.id})`,
      },
    ]);
    return appendPipelineEvents(tx, ownerId, [
      {
        jobId: link.jobId,
        candidateId,
        kind: 'feedback',
        feedback: body.verdict,
        client: link.recipient,
        note: body.comment || null,
        authorId: actorId,
        occurredAt: now,
      },
    ]);
  });
  announce(deps.notifier, ownerId, await presentChange(deps.db, ownerId, link.jobId, events));
  announceLink(deps.notifier, ownerId, await shareLinkNow(deps.db, link));
  // The recipient hears back only their own answer, never the recruiter's view of the link.
  return { verdict: body.verdict, comment: body.comment, givenAt: now.toISOString() };
}
