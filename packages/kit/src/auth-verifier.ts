import type { BaseConfig } from './config';
import { createInternalClient } from './internal';
import { publicKeyProvider, type VerifyOptions } from './jwt';

/**
 * How a service checks the access tokens auth signs: with JWT_PUBLIC_KEY when it is set, else with
 * the key auth serves on its internal API, fetched once when the first token arrives.
 */
export function authVerifier(
  config: Pick<BaseConfig, 'JWT_ISSUER' | 'JWT_PUBLIC_KEY' | 'AUTH_URL' | 'INTERNAL_TOKEN'> & {
    INTERNAL_TIMEOUT_MS?: number;
  },
): VerifyOptions {
  const auth = createInternalClient({
    baseUrl: config.AUTH_URL,
    token: config.INTERNAL_TOKEN,
    timeoutMs: config.INTERNAL_TIMEOUT_MS,
    service: 'auth',
  });
  return {
    issuer: config.JWT_ISSUER,
    publicKey: publicKeyProvider({
      publicKey: config.JWT_PUBLIC_KEY,
      fetchKey: async () =>
        (await auth.get<{ publicKey: string }>('/internal/jwt-public-key')).publicKey,
    }),
  };
}
