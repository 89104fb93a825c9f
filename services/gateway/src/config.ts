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
  /**
   * /metrics is served here, on a listener of its own, never on PORT: the ingress forwards every
   * path of PORT to the internet. 0 picks a free port; a taken port turns metrics off (logged).
   */
  METRICS_PORT: envInt(9091),
  /** Where the metrics listener binds: this machine only, unless a scraper elsewhere needs it. */
  METRICS_HOST: z.string().default('127.0.0.1'),
});
export type GatewayConfig = z.infer<typeof gatewayEnv>;

export const loadGatewayConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadConfig(gatewayEnv, env);
