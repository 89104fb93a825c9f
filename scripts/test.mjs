// `npm test`: builds what the tests start as processes (the web app too when the browser tests in
// tests/e2e may run), points the tests at real PostgreSQL and Redis (DATABASE_URL / REDIS_URL, or
// the local defaults when they answer), then runs jest.
// Extra arguments go to jest: `npm test -- packages/matcher`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { canConnect, freePorts, waitForPort } from './ports.mjs';
import { redisServerArgs, requireRedisServer } from './private-redis.mjs';

const env = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' };
// pdf.js loads its worker with a dynamic import, which jest allows only with vm modules enabled.
env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim();

if (!env.DATABASE_URL && env.SHORTLIST_TEST_PGLITE !== '1') {
  if (await canConnect(5432)) env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
  else
    console.log(
      '[test] no PostgreSQL on 127.0.0.1:5432 and no DATABASE_URL: database tests use PGlite',
    );
}
if (env.SHORTLIST_TEST_PGLITE === '1') delete env.DATABASE_URL;
const redisPort = (url) => Number(new URL(url).port || 6379);
const redisHost = (url) => new URL(url).hostname.replace(/^\[|\]$/g, '');
let privateRedis;
if (!env.REDIS_URL && (await canConnect(6379))) env.REDIS_URL = 'redis://127.0.0.1:6379';
else if (
  !env.REDIS_URL ||
  !(await canConnect(redisPort(env.REDIS_URL), redisHost(env.REDIS_URL)))
) {
  // As `npm start` does: a Redis of our own for this run, gone when it ends.
  requireRedisServer(`[test] no Redis answers on ${env.REDIS_URL ?? '127.0.0.1:6379'}`);
  const [port] = await freePorts(1);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shortlist-test-redis-'));
  privateRedis = {
    dir,
    child: spawn('redis-server', redisServerArgs({ port, dir, persist: false }), {
      stdio: 'ignore',
    }),
  };
  console.log(
    `[test] no Redis answers on ${env.REDIS_URL ?? '127.0.0.1:6379'}: using a private one on port ${port}`,
  );
  env.REDIS_URL = `redis://127.0.0.1:${port}`;
  await waitForPort(port);
}

// Jest options that take the next argument as their value (`--opt=value` needs no listing).
const VALUE_FLAGS = new Set([
  '-c', '--config', '-t', '--testNamePattern', '-w', '--maxWorkers', '--outputFile', '--reporters',
  '--shard', '--seed', '--testTimeout', '--coverageDirectory', '--rootDir', '--changedSince',
  '--testPathIgnorePatterns', '--collectCoverageFrom', '--testEnvironment',
]);

/**
 * Whether these jest arguments may run the browser tests (tests/e2e), which need the built web
 * app. Only a clear exclusion says no: a project selection without e2e, or path patterns none of
 * which matches an e2e test file. When unsure, yes: the build is skipped when web/dist is fresh.
 */
function mayRunE2E(args) {
  const patterns = [];
  let selected = null;
  const ignored = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    const inline = eq > 0 ? arg.slice(eq + 1) : undefined;
    if (flag === '--selectProjects' || flag === '--ignoreProjects') {
      const values = inline !== undefined ? inline.split(',') : [];
      while (inline === undefined && args[i + 1] && !args[i + 1].startsWith('-'))
        values.push(args[++i]);
      if (flag === '--selectProjects') (selected ??= []).push(...values);
      else ignored.push(...values);
    } else if (flag === '--testPathPatterns' || flag === '--testPathPattern') {
      patterns.push(inline ?? args[++i] ?? '');
    } else if (VALUE_FLAGS.has(flag) && inline === undefined) {
      i++;
    } else if (!arg.startsWith('-')) {
      patterns.push(arg);
    }
  }
  if (selected && !selected.includes('e2e')) return false;
  if (ignored.includes('e2e')) return false;
  if (patterns.length === 0) return true;
  const dir = path.resolve('tests/e2e');
  const files = existsSync(dir)
    ? readdirSync(dir, { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.e2e.test.ts'))
        .map((f) => path.join(dir, f))
    : [];
  if (files.length === 0) files.push(path.join(dir, 'journey.e2e.test.ts'));
  return patterns.some((pattern) => {
    try {
      const re = new RegExp(pattern, 'i');
      return files.some((f) => re.test(f));
    } catch {
      return true;
    }
  });
}

const jestArgs = process.argv.slice(2);
// The e2e tests drive the built web app; everything else needs only the service bundles.
const webBuild = mayRunE2E(jestArgs) ? '--if-stale' : '--no-web';
const build = spawnSync(process.execPath, ['scripts/build.mjs', webBuild], {
  stdio: 'inherit',
  env,
});
if (build.status !== 0) {
  await stopPrivateRedis();
  process.exit(build.status ?? 1);
}

// Asynchronous, so that a Ctrl-C (which reaches jest too) still stops the private Redis.
const jest = spawn(process.execPath, ['node_modules/jest/bin/jest.js', ...jestArgs], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => jest.kill(signal));
const status = await new Promise((resolve) => jest.once('exit', (code) => resolve(code ?? 1)));
await stopPrivateRedis();
process.exit(status);

async function stopPrivateRedis() {
  if (!privateRedis) return;
  const { child, dir } = privateRedis;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
}
