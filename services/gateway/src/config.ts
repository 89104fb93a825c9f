import { baseEnv, envInt, envOptional, loadConfig } from '@shortlist/kit';
import { z } from 'zod';

export const gatewayEnv = baseEnv.extend({
  PORT: envInt(3001),
  DOCUMENTS_URL: z.string().default('http://127.0.0.1:4002'),
  MATCHING_URL: z.string().default('http://127.0.0.1:4003'),
  BILLING_URL: z.string().default('http://127.0.0.1:4004'),
  /** The built web app; defaults to web/dist of this checkout. */
  WEB_DIST: envOptional(),
  /** Upstream request timeout; uploads of 50 resumes take a while. */
  PROXY_TIMEOUT_MS: envInt(120_000),
});
export type GatewayConfig = z.infer<typeof gatewayEnv>;

export const loadGatewayConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadConfig(gatewayEnv, env);
