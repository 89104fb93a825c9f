import {
  loginBody,
  signupBody,
  updateMeBody,
  type AuthResponse,
  type MeResponse,
} from '@shortlist/contracts';
import {
  clientIp,
  createSmtpMailer,
  handle,
  rateLimit,
  requireAuth,
  userOf,
  type Logger,
  type VerifyOptions,
} from '@shortlist/kit';
import { Router, type Request } from 'express';
import type { Redis } from 'ioredis';
import type { AuthConfig } from '../config';
import type { AuthDb } from '../db';
import type { SigningKey } from '../keys';
import { issueToken } from '../tokens';
import { signupNotifier } from '../signup-notice';
import { findUser, renameUser, signUp, verifyLogin } from '../users';

export interface AuthRouteDeps {
  db: AuthDb;
  redis: Redis;
  key: SigningKey;
  config: AuthConfig;
  verify: VerifyOptions;
  logger: Logger;
}

export function authRoutes({ db, redis, key, config, verify, logger }: AuthRouteDeps): Router {
  const router = Router();
  const notifyOwner = signupNotifier(createSmtpMailer(config), logger);
  const tokenFor = (user: { id: string; email: string }) =>
    issueToken(user, key, { issuer: config.JWT_ISSUER, ttlSeconds: config.JWT_TTL_SECONDS });

  // Brute force is slowed per IP and per targeted email; both count every attempt. A signup with
  // a registered email checks its password as a login does, so the two share one budget per
  // email: otherwise signup would be a second, separate allowance of guesses at a password.
  const limit = (action: string) =>
    rateLimit(
      redis,
      [
        { name: `auth:${action}:ip`, key: clientIp, points: config.AUTH_RATE_LIMIT_PER_IP },
        {
          name: 'auth:password:email',
          key: (req: Request) => emailKey(req.body),
          points: config.AUTH_RATE_LIMIT_PER_EMAIL,
        },
      ].map((rule) => ({ ...rule, durationSeconds: config.AUTH_RATE_LIMIT_WINDOW_SECONDS })),
      {
        prefix: config.REDIS_PREFIX,
        message: 'Too many attempts. Please wait a few minutes and try again.',
        unavailableMessage: 'Sign-in is temporarily unavailable. Please try again in a minute.',
        timeoutMs: config.RATE_LIMIT_TIMEOUT_MS,
      },
    );

  router.post(
    '/signup',
    limit('signup'),
    handle(async (req, res) => {
      const body = signupBody.parse(req.body);
      // An email with an account signs its owner in, or fails as a login does: the answer never
      // says whether the email was registered.
      const user = await signUp(db, body, notifyOwner);
      res.status(201);
      return { token: tokenFor(user), user } satisfies AuthResponse;
    }),
  );

  router.post(
    '/login',
    limit('login'),
    handle(async (req) => {
      const body = loginBody.parse(req.body);
      const user = await verifyLogin(db, body);
      return { token: tokenFor(user), user } satisfies AuthResponse;
    }),
  );

  router.get(
    '/me',
    requireAuth(verify),
    handle(async (req) => ({ user: await findUser(db, userOf(req).id) }) satisfies MeResponse),
  );

  router.patch(
    '/me',
    requireAuth(verify),
    handle(async (req) => {
      const { name } = updateMeBody.parse(req.body);
      return { user: await renameUser(db, userOf(req).id, name) } satisfies MeResponse;
    }),
  );

  return router;
}

function emailKey(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email ? email.trim().toLowerCase() : undefined;
}
