import { createPublicKey, type KeyObject } from 'node:crypto';
import type { RequestHandler } from 'express';
import jwt from 'jsonwebtoken';
import { AppError, unauthorized } from './errors';
import type { MembershipCheck } from './workspace';

export interface AuthUser {
  id: string;
  email: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: AuthUser;
  }
}

/** Where a service gets auth's public key: from env, or from auth's internal route. */
export type PublicKeyProvider = () => Promise<string>;

export interface VerifyOptions {
  publicKey: PublicKeyProvider;
  issuer: string;
  /** How `requireWorkspace` checks team membership; without it only personal workspaces work. */
  membership?: MembershipCheck;
}

/**
 * Verifies a bearer token. Only RS256 is accepted, so `alg: none` and an HMAC token signed with the
 * public key as its secret both fail; issuer and expiry are checked.
 */
export async function verifyToken(token: string, options: VerifyOptions): Promise<AuthUser> {
  const pem = await options.publicKey();
  let payload: jwt.JwtPayload | string;
  try {
    payload = jwt.verify(token, keyObjectOf(pem), { algorithms: ['RS256'], issuer: options.issuer });
  } catch (err) {
    const expired = (err as Error).name === 'TokenExpiredError';
    throw unauthorized(expired ? 'Session expired. Please sign in again.' : 'Invalid token');
  }
  if (
    typeof payload === 'string' ||
    typeof payload.sub !== 'string' ||
    typeof payload.email !== 'string'
  ) {
    throw unauthorized('Invalid token');
  }
  return { id: payload.sub, email: payload.email };
}

// Given the PEM text, jsonwebtoken parses the key again on every request (a few percent of an API
// process's CPU); the parsed key is kept per PEM text instead.
let parsed: { pem: string; key: KeyObject } | undefined;
function keyObjectOf(pem: string): KeyObject {
  if (parsed?.pem !== pem) parsed = { pem, key: createPublicKey(pem) };
  return parsed.key;
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/** Requires a valid bearer token and sets `req.user`. */
export function requireAuth(options: VerifyOptions): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) return next(unauthorized());
    try {
      req.user = await verifyToken(token, options);
      next();
    } catch (err) {
      next(err);
    }
  };
}

/** Returns the signed-in user or throws 401; for handlers behind `requireAuth`. */
export function userOf(req: { user?: AuthUser }): AuthUser {
  if (!req.user) throw new AppError('unauthorized', 'Authentication required');
  return req.user;
}

/**
 * The public key from JWT_PUBLIC_KEY, or fetched from auth's `/internal/jwt-public-key` and kept
 * for the life of the process (a key rotation restarts the services). A failed fetch is retried on
 * the next request rather than cached.
 */
export function publicKeyProvider(options: {
  publicKey?: string;
  fetchKey: () => Promise<string>;
}): PublicKeyProvider {
  if (options.publicKey) {
    const key = options.publicKey.replace(/\\n/g, '\n');
    return async () => key;
  }
  let pending: Promise<string> | undefined;
  return () => {
    pending ??= options.fetchKey().catch((err) => {
      pending = undefined;
      throw new AppError('service_unavailable', 'Authentication service unavailable', String(err));
    });
    return pending;
  };
}
