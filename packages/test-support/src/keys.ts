import { generateKeyPairSync, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';

/**
 * An RS256 key pair made for a test run, signing access tokens as auth would. Give the public key
 * to every service under test (JWT_PUBLIC_KEY); `tokenFor` a user id, or a fresh user when none.
 */
export function testKeys(issuer = 'shortlist') {
  const keys = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const tokenFor = (userId: string = randomUUID(), tokenIssuer = issuer) =>
    jwt.sign({ sub: userId, email: `${userId}@example.com` }, keys.privateKey, {
      algorithm: 'RS256',
      issuer: tokenIssuer,
      expiresIn: 3600,
    });
  return {
    publicKey: keys.publicKey,
    tokenFor,
    /** An Authorization header value. */
    bearer: (userId?: string) => `Bearer ${tokenFor(userId)}`,
  };
}
export type TestKeys = ReturnType<typeof testKeys>;
