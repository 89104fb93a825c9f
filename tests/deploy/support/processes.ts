import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { baseEnv } from '@shortlist/kit';
import type { z } from 'zod';
import { readRepoFile, ROOT } from './yaml';

/**
 * The processes Shortlist runs, read from the code rather than listed here: scripts/build.mjs
 * ENTRIES names each service's process entries, and each service's src/config.ts exports the zod
 * schema of the environment it reads.
 */
export interface Process {
  /** The image stage, compose service and Deployment name: `auth`, `matching-api`, `matching-worker`. */
  name: string;
  service: string;
  entry: string;
  /** `services/<service>/src/<entry>.ts` */
  source: string;
  /** `services/<service>/dist/<entry>.js`, what the image runs. */
  dist: string;
  /** The main entry serves the service's API; other entries (the queue worker) serve only health. */
  servesApi: boolean;
}

/** ENTRIES of scripts/build.mjs. Parsed, not imported: importing the script runs the build. */
export function buildEntries(): Record<string, string[]> {
  const script = readRepoFile('scripts/build.mjs');
  const literal = /export const ENTRIES = \{([\s\S]*?)\};/.exec(script)?.[1];
  if (!literal)
    throw new Error('scripts/build.mjs no longer declares `export const ENTRIES = {…}`');
  const entries: Record<string, string[]> = {};
  for (const match of literal.matchAll(/([\w-]+)\s*:\s*\[([^\]]*)\]/g)) {
    entries[match[1]!] = [...match[2]!.matchAll(/'([^']+)'|"([^"]+)"/g)].map((m) => m[1] ?? m[2]!);
  }
  return entries;
}

/** The naming rule of the Dockerfile's stages (see its header). */
export function processes(): Process[] {
  return Object.entries(buildEntries()).flatMap(([service, entries]) =>
    entries.map((entry) => ({
      name:
        entry === 'main'
          ? entries.length > 1
            ? `${service}-api`
            : service
          : `${service}-${entry}`,
      service,
      entry,
      source: `services/${service}/src/${entry}.ts`,
      dist: `services/${service}/dist/${entry}.js`,
      servesApi: entry === 'main',
    })),
  );
}

export const processNamed = (name: string): Process => {
  const found = processes().find((p) => p.name === name);
  if (!found) throw new Error(`no process ${name}`);
  return found;
};

export type EnvSchema = z.ZodObject<z.ZodRawShape>;

const isEnvSchema = (value: unknown): value is EnvSchema =>
  typeof value === 'object' &&
  value !== null &&
  'shape' in value &&
  typeof (value as { safeParse?: unknown }).safeParse === 'function';

/** Each service's exported env schema (`authEnv`, `matchingEnv`, …), keyed by service. */
export async function envSchemas(): Promise<Map<string, EnvSchema>> {
  const schemas = new Map<string, EnvSchema>();
  for (const service of readdirSync(path.join(ROOT, 'services'))) {
    const file = path.join(ROOT, 'services', service, 'src', 'config.ts');
    if (!existsSync(file)) continue;
    const mod = (await import(file)) as Record<string, unknown>;
    const found = Object.entries(mod).filter(
      ([name, value]) => name.endsWith('Env') && isEnvSchema(value),
    );
    if (found.length !== 1) {
      throw new Error(
        `${file}: expected one exported *Env schema, found ${found.map(([n]) => n).join(', ') || 'none'}`,
      );
    }
    schemas.set(service, found[0]![1] as EnvSchema);
  }
  return schemas;
}

/** The values a schema gives when nothing is set. */
export const schemaDefaults = (schema: EnvSchema): Record<string, unknown> =>
  schema.parse({}) as Record<string, unknown>;

/** Defaults that only make sense on a developer's machine. */
export const DEV_LIKE = /127\.0\.0\.1|localhost|\bdev|sandbox/i;
export const LOOPBACK = /127\.0\.0\.1|localhost|\[::1\]/i;

/** Read by npm dependencies (express, …) straight from process.env, whatever our code does. */
const READ_BY_LIBRARIES = new Set(['NODE_ENV']);

export interface Requirement {
  key: string;
  /** Why production must set it. */
  reason: string;
  /** The default is a development value (then the value set must not be one). */
  devDefault: boolean;
}

/**
 * The variables a process must be given in production: those whose default is wrong there (unset,
 * so the feature or store falls back to a local one, or a loopback / development / sandbox value).
 * Shared kit variables count only for services whose code reads them: the gateway reads no
 * DATABASE_URL, so it must not be handed one.
 */
export function productionRequirements(service: string, schema: EnvSchema): Requirement[] {
  const defaults = schemaDefaults(schema);
  const shared = new Set(Object.keys(baseEnv.shape));
  const requirements: Requirement[] = [];
  for (const key of Object.keys(schema.shape)) {
    const value = defaults[key];
    const devDefault = value !== undefined && DEV_LIKE.test(String(value));
    if (value !== undefined && !devDefault) continue;
    if (shared.has(key) && !READ_BY_LIBRARIES.has(key) && !serviceReads(service, key)) continue;
    requirements.push({
      key,
      devDefault,
      reason: devDefault ? `defaults to ${String(value)}` : 'is unset by default',
    });
  }
  return requirements;
}

const sourceCache = new Map<string, string>();

/** Whether the service's own (non-test) code names the variable, or a kit helper that reads it. */
export function serviceReads(service: string, key: string): boolean {
  let text = sourceCache.get(service);
  if (text === undefined) {
    text = sourceFiles(path.join(ROOT, 'services', service, 'src'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    sourceCache.set(service, text);
  }
  if (new RegExp(`\\b${key}\\b`).test(text)) return true;
  return READ_THROUGH.some(
    (helper) =>
      helper.reads.includes(key) && helper.uses.test(text!) && !helper.unless?.test(text!),
  );
}

const DATABASE = ['DATABASE_URL', 'DATABASE_POOL_SIZE', 'DATA_DIR'];

/** Kit helpers that read shared variables for the service that calls them. */
const READ_THROUGH: { uses: RegExp; unless?: RegExp; reads: string[] }[] = [
  { uses: /\bdatabaseSettings\b/, reads: DATABASE },
  { uses: /\brunService\b/, reads: ['NODE_ENV', 'LOG_LEVEL', 'HOST', 'SHUTDOWN_TIMEOUT_MS'] },
  // runService hands the database settings to a set-up that takes them…
  { uses: /\brunService\b[\s\S]*\(\{[^}]*\bdatabase\b[^}]*\}\)/, reads: DATABASE },
  // …and checks the internal token, unless the process holds none (the gateway).
  { uses: /\brunService\b/, unless: /\bholdsInternalToken: false\b/, reads: ['INTERNAL_TOKEN'] },
  {
    uses: /\bauthVerifier\b/,
    reads: ['JWT_ISSUER', 'JWT_PUBLIC_KEY', 'AUTH_URL', 'INTERNAL_TOKEN'],
  },
];

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'test-support' ? [] : sourceFiles(full);
    const isTest = /\.test\.tsx?$/.test(name) || name.startsWith('test-');
    return name.endsWith('.ts') && !isTest ? [full] : [];
  });
}

/** The variable holding the port a process listens on: PORT, or `<ENTRY>_…_PORT` for other entries. */
/**
 * Where a process serves /metrics: on a METRICS_PORT of its own when it has one (the gateway, whose
 * every public path the ingress forwards), otherwise where it listens.
 */
export function metricsPortKey(proc: Process, schema: EnvSchema): string {
  return proc.entry === 'main' && 'METRICS_PORT' in schema.shape
    ? 'METRICS_PORT'
    : listenPortKey(proc, schema);
}

export function listenPortKey(proc: Process, schema: EnvSchema): string {
  if (proc.entry === 'main') return 'PORT';
  const prefix = `${proc.entry.toUpperCase()}_`;
  const key = Object.keys(schema.shape).find((k) => k.startsWith(prefix) && k.endsWith('_PORT'));
  if (!key) throw new Error(`${proc.name}: no ${prefix}…_PORT variable in its config`);
  return key;
}
