import {
  createShareRequest,
  SHARE_CODE_HEADER,
  shareFeedbackRequest,
  shareRevealRequest,
} from '@shortlist/contracts';
import { handle, rateLimit, userOf, workspaceOf } from '@shortlist/kit';
import { Router, type RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { CoreDeps } from '../deps';
import { answer } from '../present/answer';
import {
  announceLink,
  createShareLink,
  revealOnShareLink,
  revokeShareLink,
  sharesOfJob,
} from '../shares/links';
import {
  giveShareFeedback,
  openShareLink,
  readSharedShortlist,
  recordOpened,
} from '../shares/open';
import { sharedShortlistPdf } from '../shares/pdf';
import { hashShareToken } from '../shares/token';

const id = z.string().trim().min(1).max(100);
const jobParams = z.object({ jobId: id });
const linkParams = z.object({ linkId: id });
const tokenParams = z.object({ token: z.string().max(200) });
const feedbackParams = tokenParams.extend({ candidateId: id });

/** The recruiter's routes of shared links, on the analysis router (behind its auth). */
export function addShareRoutes(router: Router, deps: CoreDeps): void {
  router.post(
    '/shares',
    answer(async (req, res) => {
      const ownerId = workspaceOf(req).id;
      const link = await createShareLink(
        deps.db,
        ownerId,
        userOf(req).id,
        createShareRequest.parse(req.body),
      );
      res.status(201);
      return link;
    }),
  );

  router.get(
    '/jobs/:jobId/shares',
    answer((req) => sharesOfJob(deps.db, workspaceOf(req).id, jobParams.parse(req.params).jobId)),
  );

  router.post(
    '/shares/:linkId/revoke',
    answer(async (req) => {
      const ownerId = workspaceOf(req).id;
      const { linkId } = linkParams.parse(req.params);
      const link = await revokeShareLink(deps.db, ownerId, userOf(req).id, linkId);
      announceLink(deps.notifier, ownerId, link);
      return link;
    }),
  );

  router.post(
    '/shares/:linkId/reveal',
    answer(async (req) => {
      const ownerId = workspaceOf(req).id;
      const { linkId } = linkParams.parse(req.params);
      const { candidateId } = shareRevealRequest.parse(req.body);
      const link = await revealOnShareLink(deps.db, ownerId, userOf(req).id, linkId, candidateId);
      announceLink(deps.notifier, ownerId, link);
      return link;
    }),
  );
}

/**
 * `/api/shared/:token`: what a link's recipient opens, without an account. Every answer asks
 * browsers to send no referrer (the token is in the page's address) and search engines to index
 * nothing, and is never cached; each link answers a bounded number of requests a minute.
 */
export function sharedRoutes(deps: CoreDeps & { redis: Redis }): Router {
  const router = Router();
  const open = {
    db: deps.db,
    redis: deps.redis,
    prefix: deps.config.REDIS_PREFIX,
    codeTries: deps.config.SHARE_CODE_TRIES,
  };
  const private_: RequestHandler = (_req, res, next) => {
    res.setHeader('referrer-policy', 'no-referrer');
    res.setHeader('x-robots-tag', 'noindex, nofollow, noarchive');
    res.setHeader('cache-control', 'no-store');
    next();
  };
  const perLink = rateLimit(
    deps.redis,
    [
      {
        name: 'matching:shared:link',
        // Counted on the token's hash: the token itself never reaches Redis.
        key: (req) => hashShareToken(String(req.params.token ?? '')),
        points: deps.config.SHARE_REQUESTS_PER_MINUTE,
        durationSeconds: 60,
      },
    ],
    {
      prefix: deps.config.REDIS_PREFIX,
      message: 'This link was opened too often just now. Please wait a minute and try again.',
      timeoutMs: deps.config.RATE_LIMIT_TIMEOUT_MS,
    },
  );
  const codeOf = (req: Parameters<RequestHandler>[0]) => {
    const code = req.headers[SHARE_CODE_HEADER];
    return typeof code === 'string' ? code : undefined;
  };
  router.use(private_);

  router.get(
    '/:token',
    perLink,
    answer(async (req) => {
      const { token } = tokenParams.parse(req.params);
      const link = await openShareLink(open, token, codeOf(req));
      const page = await readSharedShortlist(deps, link);
      await recordOpened(deps, link, 'view');
      return page;
    }),
  );

  router.get(
    '/:token/shortlist.pdf',
    perLink,
    answer(async (req, res) => {
      const { token } = tokenParams.parse(req.params);
      const link = await openShareLink(open, token, codeOf(req));
      const pdf = await sharedShortlistPdf(await readSharedShortlist(deps, link));
      await recordOpened(deps, link, 'download');
      res.setHeader('content-type', 'application/pdf');
      res.setHeader('content-disposition', 'attachment; filename="shortlist.pdf"');
      res.send(pdf);
    }),
  );

  router.post(
    '/:token/candidates/:candidateId/feedback',
    perLink,
    handle(async (req) => {
      const { token, candidateId } = feedbackParams.parse(req.params);
      const link = await openShareLink(open, token, codeOf(req));
      return giveShareFeedback(deps, link, candidateId, shareFeedbackRequest.parse(req.body));
    }),
  );

  return router;
}
