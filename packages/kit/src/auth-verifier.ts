import { internalMembership } from '@shortlist/contracts';
import type { BaseConfig } from './config';
import { isAppError } from './errors';
import { createInternalClient } from './internal';
import { publicKeyProvider, type VerifyOptions } from './jwt';

/**
 * How a service checks the access tokens auth signs: with JWT_PUBLIC_KEY when it is set, else with
 * the key auth serves on its internal API, fetched once when the first token arrives. Team
 * membership is asked of auth's internal API on each request that names a team workspace.
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
    membership: async (workspaceId, userId) => {
      try {
        const found = internalMembership.parse(
          await auth.get(`/internal/workspaces/${workspaceId}/members/${userId}`),
        );
        return found.role;
      } catch (err) {
        if (isAppError(err) && err.code === 'not_found') return null;
        throw err;
      }
    },
  };
}
