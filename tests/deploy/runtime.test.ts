import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  createRedis,
  createTestDatabase,
  testRedisUrl,
  uniqueSuffix,
  type TestDatabase,
} from '@shortlist/kit';
import { freePorts } from '@shortlist/test-support';
import { execForm, lastInstruction, parseDockerfile, stageEnv } from './support/dockerfile';
import { assembleImage } from './support/image-layout';
import { exposedMetrics } from './support/metrics';
import {
  envSchemas,
  listenPortKey,
  metricsPortKey,
  processes,
  type Process,
} from './support/processes';
import { readRepoFile, ROOT } from './support/yaml';

// Every process started as its image starts it: the stage's CMD, in a folder laid out by the
// stage's COPY lines, with the stage's ENV, in production mode, on real PostgreSQL and Redis. It
// must run its migrations, answer the probes the manifests use (/readyz, /healthz, /metrics on the
// port they name) and, on SIGTERM to node itself, drain and exit 0 — what a rollout does.

const dockerfile = parseDockerfile();
const all = processes();
const written = all.filter((p) => existsSync(path.join(ROOT, p.source)));
const notWritten = all.filter((p) => !written.includes(p));
const canRun = Boolean(process.env.DATABASE_URL);

async function waitFor(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`exited with ${child.exitCode} before answering:\n${output()}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} never answered 200:\n${output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

let database: TestDatabase | undefined;
const ports = new Map<string, number>();
const scraped = new Set<string>();
/** The processes that came up and were scraped. */
const ran = new Set<string>();
const running = new Set<ChildProcess>();
const folders: string[] = [];
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const shared = {
  REDIS_URL: testRedisUrl(),
  REDIS_PREFIX: `deploy-${uniqueSuffix()}`,
  INTERNAL_TOKEN: randomBytes(24).toString('hex'),
  JWT_PRIVATE_KEY: keys.privateKey
    .export({ type: 'pkcs8', format: 'pem' })
    .toString()
    .replace(/\n/g, '\\n'),
  JWT_PUBLIC_KEY: keys.publicKey
    .export({ type: 'spki', format: 'pem' })
    .toString()
    .replace(/\n/g, '\\n'),
  LOG_LEVEL: 'warn',
  // A shared test machine: loopback instead of the image's 0.0.0.0.
  HOST: '127.0.0.1',
  BILLING_TEST_MODE: 'false',
  WORKER_IN_API: 'false',
};

beforeAll(async () => {
  if (!canRun) return;
  database = await createTestDatabase('deploy');
  // Chosen together: one at a time, the system may hand out the same port twice.
  const free = await freePorts(all.length * 2);
  all.forEach((proc, i) => {
    ports.set(proc.name, free[2 * i]!);
    ports.set(`${proc.name}:metrics`, free[2 * i + 1]!);
  });
});

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await database?.drop();
  // The services leave queue metadata and counters under the run's private prefix.
  const redis = createRedis(testRedisUrl());
  const keys: string[] = [];
  for await (const batch of redis.scanStream({ match: `${shared.REDIS_PREFIX}:*` }))
    keys.push(...(batch as string[]));
  if (keys.length) await redis.del(...keys);
  await redis.quit();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const urlOf = (name: string) => `http://127.0.0.1:${ports.get(name)}`;

async function startAsImage(proc: Process) {
  const schema = (await envSchemas()).get(proc.service)!;
  const portKey = listenPortKey(proc, schema);
  const app = assembleImage(dockerfile, proc.name);
  folders.push(app);
  const [command, ...args] = execForm(lastInstruction(dockerfile, proc.name, 'CMD')!.args)!;
  expect(command).toBe('node');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    ...stageEnv(dockerfile, proc.name),
    ...shared,
    DATA_DIR: path.join(app, 'data'),
    DATABASE_URL: database!.url!,
    AUTH_URL: urlOf('auth'),
    DOCUMENTS_URL: urlOf('documents'),
    MATCHING_URL: urlOf('matching-api'),
    BILLING_URL: urlOf('billing'),
    [portKey]: String(ports.get(proc.name)),
  };
  const metricsKey = metricsPortKey(proc, schema);
  if (metricsKey !== portKey) env[metricsKey] = String(ports.get(`${proc.name}:metrics`));
  let output = '';
  const child = spawn(process.execPath, args, { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  running.add(child);
  const metricsUrl = `http://127.0.0.1:${env[metricsKey]}/metrics`;
  return { child, output: () => output, env, metricsUrl };
}

const describeIfDatabase = canRun ? describe : describe.skip;

describeIfDatabase('each process, started as its image starts it', () => {
  test.each(written.map((p) => [p.name, p] as const))(
    '%s: migrates, answers its probes and metrics, and stops cleanly on SIGTERM',
    async (name, proc) => {
      expect(existsSync(path.join(ROOT, proc.dist))).toBe(true); // node scripts/build.mjs
      const { child, output, env, metricsUrl } = await startAsImage(proc);
      const base = urlOf(name);
      // The gateway is ready only once every service behind it is, and none runs beside it here:
      // it must come up alive and say it is not ready (services/gateway tests the rest).
      if (name === 'gateway') {
        await waitFor(`${base}/healthz`, child, output);
        expect((await fetch(`${base}/readyz`)).status).toBe(503);
      } else await waitFor(`${base}/readyz`, child, output);
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      if (metricsUrl !== `${base}/metrics`) {
        // Metrics on a listener of their own: the public port does not serve them.
        const outside = await fetch(`${base}/metrics`).then((r) => r.text());
        expect(outside).not.toContain('# TYPE shortlist_');
      }
      const metrics = await fetch(metricsUrl);
      expect(metrics.status).toBe(200);
      const text = await metrics.text();
      for (const [, metric] of text.matchAll(/^# TYPE (\S+) /gm)) scraped.add(metric!);
      ran.add(proc.name);
      expect(text).toMatch(/^# TYPE shortlist_\w+_http_request_duration_seconds histogram$/m);

      const exited = new Promise<number | null>((resolve) =>
        child.once('exit', (code) => resolve(code)),
      );
      child.kill('SIGTERM');
      const bound = Number(env.SHUTDOWN_TIMEOUT_MS ?? 10_000) + 5000;
      const code = await Promise.race([
        exited,
        new Promise((r) => setTimeout(() => r('timeout'), bound)),
      ]);
      running.delete(child);
      expect([code, output()]).toEqual([0, output()]);
    },
    120_000,
  );

  // Services still being written show up as skipped, not as passes.
  if (notWritten.length) {
    test.skip.each(notWritten.map((p) => [p.name, p.source] as const))(
      '%s: %s is not written yet',
      () => undefined,
    );
  }

  test('every metric the dashboard shows from a service that ran here is one it exposes', () => {
    const dashboard = readRepoFile('k8s/base/dashboards/shortlist.json');
    // A service's processes share one metric prefix (matching's API and worker), so a service
    // counts once all of its processes ran.
    const complete = new Set(
      all
        .filter((p) => all.every((q) => q.service !== p.service || ran.has(q.name)))
        .map((p) => `shortlist_${p.service}_`),
    );
    const defined = exposedMetrics();
    const shown = new Set(
      (dashboard.match(/\bshortlist_\w+/g) ?? []).map((s) => s.replace(/_(bucket|sum|count)$/, '')),
    );
    const missing = [...shown].filter(
      (metric) =>
        defined.has(metric) &&
        [...complete].some((prefix) => metric.startsWith(prefix)) &&
        !scraped.has(metric),
    );
    expect(missing).toEqual([]);
  });
});
