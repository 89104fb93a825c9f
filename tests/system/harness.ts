import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, uniqueSuffix, workspaceDir } from '@shortlist/kit';
import { collectLines, freePorts, terminate, waitForHttp } from '@shortlist/test-support';

export { terminate };

/**
 * The whole product as production runs it: every built service as its own process (plus the
 * matching worker), one fresh PostgreSQL database with a schema per service, the machine's Redis
 * under a private prefix, and the gateway in front. Tests talk to it only through the gateway.
 * `npm test` builds the bundles first.
 */
export interface Deployment {
  url: string;
  env: Record<string, string>;
  logs: Map<string, string[]>;
  /** Starts or restarts one process (e.g. to kill and replace the worker). */
  processes: Map<string, ChildProcess>;
  startProcess(name: string): ChildProcess;
  stop(): Promise<void>;
}

const repoRoot = path.resolve(workspaceDir('@shortlist/tests'), '..');
const SERVICES = ['auth', 'documents', 'matching', 'billing'] as const;

export async function startDeployment(extraEnv: Record<string, string> = {}): Promise<Deployment> {
  const db = await createTestDatabase('system');
  const [gatewayPort, ...servicePorts] = await freePorts(SERVICES.length + 1);
  const ports = Object.fromEntries(SERVICES.map((s, i) => [s, servicePorts[i]!]));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'shortlist-system-')),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `sys-${uniqueSuffix()}`,
    // Any free port for the worker's probes: products of suites running in parallel must not clash.
    WORKER_METRICS_PORT: '0',
    METRICS_PORT: '0',
    ...(db.url ? { DATABASE_URL: db.url } : {}),
    ...Object.fromEntries(
      SERVICES.map((s) => [`${s.toUpperCase()}_URL`, `http://127.0.0.1:${ports[s]}`]),
    ),
    ...extraEnv,
  };
  const entries: Record<string, { file: string; port?: number }> = {
    ...Object.fromEntries(
      SERVICES.map((s) => [s, { file: `services/${s}/dist/main.js`, port: ports[s] }]),
    ),
    worker: { file: 'services/matching/dist/worker.js' },
    gateway: { file: 'services/gateway/dist/main.js', port: gatewayPort },
  };
  const logs = new Map<string, string[]>();
  const processes = new Map<string, ChildProcess>();

  const startProcess = (name: string) => {
    const entry = entries[name];
    if (!entry) throw new Error(`unknown process ${name}`);
    const lines = logs.get(name) ?? [];
    logs.set(name, lines);
    const child = spawn(process.execPath, [path.join(repoRoot, entry.file)], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        ...env,
        ...(entry.port ? { PORT: String(entry.port) } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    collectLines(child, lines, Infinity);
    processes.set(name, child);
    return child;
  };

  const present = Object.keys(entries).filter((name) =>
    existsSync(path.join(repoRoot, entries[name]!.file)),
  );
  for (const name of present) startProcess(name);
  const stop = async () => {
    await Promise.all([...processes.values()].map((child) => terminate(child)));
    await db.drop();
  };
  try {
    for (const name of present) {
      const port = entries[name]!.port;
      if (port) {
        await waitForHttp(`http://127.0.0.1:${port}/readyz`, {
          describe: () =>
            `${name} did not become ready:\n${(logs.get(name) ?? []).slice(-20).join('\n')}`,
        });
      }
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: `http://127.0.0.1:${gatewayPort}`, env, logs, processes, startProcess, stop };
}
