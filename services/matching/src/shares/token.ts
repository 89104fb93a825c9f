import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

// A link's token is 32 random bytes (256 bits, 43 characters of base64url): unguessable, and only
// its SHA-256 is stored, so the database alone opens nothing. A link's code is short and typed by
// a person, so it gets a salted, slow hash instead.

const scryptAsync = promisify(scrypt) as (pw: string, salt: Buffer, len: number) => Promise<Buffer>;

export const newShareToken = (): string => randomBytes(32).toString('base64url');

/** The stored form of a token; anything that is not a token of ours hashes to no link. */
export const hashShareToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** Tokens as we make them: a request with anything else needs no database lookup. */
export const looksLikeShareToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

export async function hashShareCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(code, salt, 32);
  return `scrypt:${salt.toString('base64url')}:${hash.toString('base64url')}`;
}

export async function shareCodeMatches(code: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split(':');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(code, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(actual, expected);
}
