import { baseEnv, envInt, envOptional, loadConfig, smtpEnv } from '@shortlist/kit';
import { z } from 'zod';

export const authEnv = baseEnv.extend({
  PORT: envInt(4001),
  /** PEM of the RS256 signing key; when unset, one is generated once under DATA_DIR/auth. */
  JWT_PRIVATE_KEY: envOptional(),
  /** Token lifetime in seconds (default 7 days). */
  JWT_TTL_SECONDS: envInt(7 * 24 * 3600),
  /** Login and signup attempts allowed per window for one email, and from one IP (offices share IPs). */
  AUTH_RATE_LIMIT_PER_EMAIL: envInt(10),
  AUTH_RATE_LIMIT_PER_IP: envInt(50),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: envInt(15 * 60),
  /** Where set, the owner of an account is told of a sign-up attempt with their email. */
  ...smtpEnv,
});
export type AuthConfig = z.infer<typeof authEnv>;

export const loadAuthConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(authEnv, env);
