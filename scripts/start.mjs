// `npm start`: builds what is missing, then runs the whole product on this machine: every service,
// the matching worker (with DATABASE_URL) and the gateway on http://localhost:3001 (PORT to change). With no
// DATABASE_URL each service keeps an embedded PostgreSQL (PGlite) under .data/; with no REDIS_URL
// a private redis-server is started from PATH with its data under .data/redis. A process that dies
// is started again after a backoff (supervise.mjs), and the log says so. Ctrl-C stops it all.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { checkPortFree, freePorts, waitForGateway, waitForPort } from './ports.mjs';
import { formatLogLine } from './log-format.mjs';
import { redisServerArgs, requireRedisServer } from './private-redis.mjs';
import { supervise } from './supervise.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Shortlist needs Node.js >= 20.19 (this is ${process.version}).`);
  process.exit(1);
}

const gatewayPort = Number(process.env.PORT ?? 3001);
const gatewayHost = process.env.HOST ?? '0.0.0.0';
const portTaken = await checkPortFree(gatewayPort, gatewayHost);
if (portTaken) {
  console.error(portTaken);
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
// `--watch` (npm run dev): each process restarts when its bundle changes (node --watch), and the
// web app comes from Vite's dev server instead of web/dist.
const watch = process.argv.includes('--watch');
const nodeArgs = watch ? ['--enable-source-maps', '--watch'] : ['--enable-source-maps'];
// Under --watch, `npm run dev` has built the bundles and keeps them fresh.
const build = watch
  ? { status: 0 }
  : spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [];
let stopping = false;

/**
 * Starts a child with its output prefixed by its name, and starts it again if it dies
 * (supervise.mjs). `quiet` keeps the output to itself (the private Redis' start-up banner and
 * kernel advice mean nothing to a newcomer) and prints the last lines only if the process dies.
 */
function run(name, command, args, env, { quiet = false } = {}) {
  const prefix = `[${name}]`.padEnd(12);
  const held = [];
  const launch = () => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    showOutput(child, prefix, quiet, held);
    child.on('exit', () => {
      if (stopping) return;
      for (const line of held.splice(0)) console.error(line);
    });
    return child;
  };
  const supervisor = supervise(launch, {
    log: (line) => console.error(`${prefix} ${line}`),
    onGiveUp: () => void stop(1),
  });
  children.push({ name, supervisor });
  return supervisor;
}

function showOutput(child, prefix, quiet, held) {
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop();
      for (const line of lines) {
        if (!line.trim()) continue;
        const shown = `${prefix} ${formatLogLine(line)}`;
        if (!quiet) console.log(shown);
        else if (held.push(shown) > 50) held.shift();
      }
    });
  }
}

async function stop(exitCode) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping Shortlist...');
  for (const { supervisor } of children) supervisor.stop();
  // Services first (they drain requests and jobs), Redis last so they can finish cleanly.
  const services = children.filter((c) => c.name !== 'redis');
  await Promise.all(services.map(({ supervisor }) => terminate(supervisor.child, 15_000)));
  await Promise.all(
    children
      .filter((c) => c.name === 'redis')
      .map(({ supervisor }) => terminate(supervisor.child, 5000)),
  );
  process.exit(exitCode);
}

function terminate(child, timeoutMs) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => (clearTimeout(timer), resolve()));
    child.kill('SIGTERM');
  });
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

const env = {
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data'),
};

if (!process.env.REDIS_URL) {
  requireRedisServer('Shortlist needs Redis');
  const [port] = await freePorts(1);
  const dir = path.join(env.DATA_DIR, 'redis');
  mkdirSync(dir, { recursive: true });
  run('redis', 'redis-server', redisServerArgs({ port, dir, persist: true }), {}, { quiet: true });
  env.REDIS_URL = `redis://127.0.0.1:${port}`;
  await waitForPort(port);
}

const services = ['auth', 'documents', 'matching', 'billing'];
if (!process.env.DATABASE_URL) prepareEmbeddedDatabases(env.DATA_DIR, services);
const ports = {};
const chosen = await freePorts(services.length);
services.forEach((service, i) => (ports[service] = chosen[i]));
const urls = Object.fromEntries(
  services.map((s) => [`${s.toUpperCase()}_URL`, `http://127.0.0.1:${ports[s]}`]),
);

for (const service of services) {
  const entry = `services/${service}/dist/main.js`;
  if (!existsSync(entry)) continue;
  run(service, process.execPath, [...nodeArgs, entry], {
    ...env,
    ...urls,
    PORT: String(ports[service]),
    // The services learn the client's address from the gateway on this machine, and from no one
    // else. The gateway itself believes no forwarded address unless TRUST_PROXY says so.
    TRUST_PROXY: 'loopback',
  });
}
// On the embedded database only one process can open matching's data, so the matching API drains
// the queue itself (WORKER_IN_API=auto): a separate worker would only idle.
if (process.env.DATABASE_URL && existsSync('services/matching/dist/worker.js')) {
  run('worker', process.execPath, [...nodeArgs, 'services/matching/dist/worker.js'], {
    ...env,
    ...urls,
    TRUST_PROXY: 'loopback',
  });
}
run('gateway', process.execPath, [...nodeArgs, 'services/gateway/dist/main.js'], {
  ...env,
  ...urls,
  PORT: String(gatewayPort),
  HOST: gatewayHost,
});

// A gateway on every interface is asked on loopback; one on a single address, there.
const probeHost = ['0.0.0.0', '::'].includes(gatewayHost) ? '127.0.0.1' : gatewayHost;
const probeUrl = `http://${probeHost.includes(':') ? `[${probeHost}]` : probeHost}:${gatewayPort}`;
await waitForGateway(probeUrl, {
  onWaiting: (waiting) =>
    console.log(`[start]      still starting: ${waiting.join(', ') || 'the gateway'}...`),
});
console.log(`\n  Shortlist is running at http://localhost:${gatewayPort}  (Ctrl-C to stop)\n`);

/**
 * Creates the embedded databases a first start needs, one after the other: each service would
 * otherwise create its own at the same time, and creating one briefly takes ~700 MB (the same
 * child program as packages/kit's embedded-db.ts, which skips a database that exists).
 */
function prepareEmbeddedDatabases(dataDir, names) {
  const missing = names.filter((name) => !existsSync(path.join(dataDir, name, 'PG_VERSION')));
  if (missing.length === 0) return;
  console.log(`[start] creating the embedded databases (${missing.join(', ')}), once...`);
  const program =
    'const [entry, dir] = process.argv.slice(1); require(entry).PGlite.create(dir).then((db) => db.close());';
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  for (const name of missing) {
    const dir = path.join(dataDir, name);
    mkdirSync(dir, { recursive: true });
    const result = spawnSync(process.execPath, ['-e', program, entry, dir], { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
