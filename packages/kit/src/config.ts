import { z } from 'zod';
import { envTrustProxy } from './trust-proxy';

// Each service parses process.env once at boot into a typed, frozen config. A bad variable stops
// the process with a message that names it; defaults make a bare `npm start` work.

export class ConfigError extends Error {}

export function loadConfig<S extends z.ZodType>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): Readonly<z.infer<S>> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return Object.freeze(result.data);
}

/** An env number: '' and unset fall back to the default. */
export const envInt = (fallback: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : Number(v)),
    z.number().int().finite(),
  );

export const envBool = (fallback: boolean) =>
  z.preprocess((v) => {
    if (v === undefined || v === '') return fallback;
    return ['1', 'true', 'yes', 'on'].includes(String(v).toLowerCase());
  }, z.boolean());

/** Optional string where an empty value means unset. */
export const envOptional = () =>
  z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

// The variables every service shares. Services extend this with their own.
export const baseEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: envOptional(),
  /** Connections each process keeps to PostgreSQL; size max_connections from it (operations.md). */
  DATABASE_POOL_SIZE: envInt(10),
  /**
   * The CA certificate (PEM file) that signed a managed PostgreSQL's certificate, when it is not
   * one the system trusts: the connection then uses TLS and verifies the server against it.
   */
  DATABASE_CA_FILE: envOptional(),
  DATA_DIR: z.string().default('.data'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /** The same for a managed Redis, with a rediss:// REDIS_URL (read by createRedis). */
  REDIS_CA_FILE: envOptional(),
  /** Prefix of every Redis key (queues, rate limits); lets several installs share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:-]+$/)
    .default('shortlist'),
  JWT_ISSUER: z.string().default('shortlist'),
  JWT_PUBLIC_KEY: envOptional(),
  AUTH_URL: z.string().default('http://127.0.0.1:4001'),
  INTERNAL_TOKEN: z.string().min(16).default('shortlist-dev-internal-token'),
  SHUTDOWN_TIMEOUT_MS: envInt(10_000),
  /** How long a rate-limited route (sign-in, demo) waits for Redis before answering 503. */
  RATE_LIMIT_TIMEOUT_MS: envInt(2000),
  /**
   * The proxies whose X-Forwarded-For is believed (express 'trust proxy'); unset: none, and the
   * client is the connection's own address. `npm start` sets `loopback` for the services behind its
   * gateway; k8s and compose set `1` (the one proxy in front).
   */
  TRUST_PROXY: envTrustProxy(),
});
export type BaseConfig = z.infer<typeof baseEnv>;

/** Refuses the development service credential in production. */
export function assertProductionSafe(config: BaseConfig): void {
  if (
    config.NODE_ENV === 'production' &&
    config.INTERNAL_TOKEN === 'shortlist-dev-internal-token'
  ) {
    throw new ConfigError('INTERNAL_TOKEN must be set to a secret value in production');
  }
}

/** A service's LLM settings, named alike wherever the LLM is used. */
export interface LlmSettings {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  /** Per attempt. */
  LLM_TIMEOUT_MS: number;
  /** The SDK's retries of timeouts, 429 and 5xx. */
  LLM_MAX_RETRIES: number;
}

/** The OpenAI SDK's client options from a service's LLM settings. */
export function llmClientOptions(config: LlmSettings) {
  return {
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    timeout: config.LLM_TIMEOUT_MS,
    maxRetries: config.LLM_MAX_RETRIES,
  };
}
