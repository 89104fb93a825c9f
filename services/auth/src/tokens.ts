import jwt from 'jsonwebtoken';
import type { SigningKey } from './keys';

export function issueToken(
  user: { id: string; email: string },
  key: SigningKey,
  options: { issuer: string; ttlSeconds: number },
): string {
  return jwt.sign({ email: user.email }, key.privateKey, {
    algorithm: 'RS256',
    subject: user.id,
    issuer: options.issuer,
    expiresIn: options.ttlSeconds,
    keyid: key.kid,
  });
}
