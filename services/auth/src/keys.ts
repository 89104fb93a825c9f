import { createHash, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface SigningKey {
  privateKey: string;
  publicKey: string;
  /** Key id: a short thumbprint of the public key, carried in every token's header. */
  kid: string;
}

/**
 * The RS256 signing key: JWT_PRIVATE_KEY when set (production), otherwise a key generated once
 * into the data folder so local tokens survive restarts.
 */
export function loadSigningKey(options: { privateKeyPem?: string; dataDir: string }): SigningKey {
  const privateKey = options.privateKeyPem
    ? options.privateKeyPem.replace(/\\n/g, '\n')
    : readOrCreateKeyFile(path.join(options.dataDir, 'jwt-private.pem'));
  const publicKey = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  const kid = createHash('sha256').update(publicKey).digest('base64url').slice(0, 16);
  return { privateKey, publicKey, kid };
}

function readOrCreateKeyFile(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8');
  mkdirSync(path.dirname(file), { recursive: true });
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  writeFileSync(file, pem, { mode: 0o600 });
  return pem;
}
