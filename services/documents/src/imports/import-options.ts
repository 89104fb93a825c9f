import { z } from 'zod';

// The page fetch's limits, from env once when the routes are built. Private and loopback
// addresses stay refused unless IMPORT_ALLOW_PRIVATE_HOSTS=true, which only tests (serving pages
// on 127.0.0.1) and a deliberate on-premises setup should set.
const importEnv = z.object({
  IMPORT_FETCH_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  IMPORT_MAX_PAGE_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(3 * 1024 * 1024),
  IMPORT_URLS_PER_HOUR: z.coerce.number().int().positive().default(60),
  IMPORT_ALLOW_PRIVATE_HOSTS: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});

export interface ImportOptions {
  timeoutMs: number;
  maxBytes: number;
  allowPrivate: boolean;
  /** Pages one account may have fetched per hour: each import makes the server fetch a URL. */
  urlsPerHour: number;
}

export function importOptions(env: NodeJS.ProcessEnv): ImportOptions {
  const parsed = importEnv.safeParse(env);
  if (!parsed.success) {
    const name = parsed.error.issues[0]?.path.join('.') ?? 'IMPORT_*';
    throw new Error(`Invalid environment variable ${name}`);
  }
  const e = parsed.data;
  return Object.freeze({
    timeoutMs: e.IMPORT_FETCH_TIMEOUT_MS,
    maxBytes: e.IMPORT_MAX_PAGE_BYTES,
    allowPrivate: e.IMPORT_ALLOW_PRIVATE_HOSTS,
    urlsPerHour: e.IMPORT_URLS_PER_HOUR,
  });
}
