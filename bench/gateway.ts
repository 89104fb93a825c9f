// What the gateway costs: GET /api/auth/me straight to auth, then through the gateway, with the
// same load. Runs the built services as processes (`npm run build` first) on real PostgreSQL
// (DATABASE_URL, default the local server) and Redis (REDIS_URL).
// Usage: node scripts/run-ts.mjs bench/gateway.ts [--seconds 10] [--connections 50]
import os from 'node:os';
import { createTestDatabase } from '@shortlist/kit';
import autocannon from 'autocannon';
import { freePorts, startService, stopAll, waitForHttp } from './lib/processes';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 10);
const connections = arg('connections', 50);

async function load(url: string, token: string) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  if (result.non2xx > 0) throw new Error(`${result.non2xx} non-2xx answers from ${url}`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function main() {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  const db = await createTestDatabase('bench');
  const [authPort, gatewayPort] = await freePorts(2);
  const common = {
    DATABASE_URL: db.url ?? '',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `bench-${authPort}`,
  };
  const auth = startService('services/auth/dist/main.js', {
    ...common,
    PORT: String(authPort),
    DATA_DIR: `/tmp/shortlist-bench-${authPort}`,
  });
  const gateway = startService('services/gateway/dist/main.js', {
    ...common,
    PORT: String(gatewayPort),
    AUTH_URL: `http://127.0.0.1:${authPort}`,
  });
  try {
    await waitForHttp(`http://127.0.0.1:${authPort}/readyz`);
    await waitForHttp(`http://127.0.0.1:${gatewayPort}/healthz`);
    const signup = await fetch(`http://127.0.0.1:${authPort}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }),
    });
    const { token } = (await signup.json()) as { token: string };
    console.log(
      `GET /api/auth/me, ${connections} connections, ${seconds} s each, on ${os.cpus().length} cores (load generator included)`,
    );
    const direct = await load(`http://127.0.0.1:${authPort}/api/auth/me`, token);
    const proxied = await load(`http://127.0.0.1:${gatewayPort}/api/auth/me`, token);
    console.table({ 'auth directly': direct, 'through the gateway': proxied });
    console.log(
      `gateway/direct: throughput ${(proxied.rps / direct.rps).toFixed(2)}x, p50 ${(proxied.p50 / Math.max(direct.p50, 0.001)).toFixed(2)}x, p99 ${(proxied.p99 / Math.max(direct.p99, 0.001)).toFixed(2)}x`,
    );
  } finally {
    await stopAll([gateway, auth]);
    await db.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
