// Daily-match consumption throughput on real PostgreSQL: how many consumes per second billing
// sustains, (1) for ONE user on the Pro plan (every consume hits the same counter row, so this is
// the row-lock worst case; Pro, so none is refused), and (2) for 1,000 free users under
// concurrency (3 accepted consumes each, then a 4th that is refused at the limit). Each is measured
// calling the function directly and through POST /internal/usage/consume over HTTP.
// A fresh database is created for the run and dropped after.
// Usage: node scripts/run-ts.mjs bench/usage.ts [--concurrency 32] [--one-user 3000] [--users 1000]
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { createLogger, createTestDatabase, listen } from '@shortlist/kit';
import { buildBillingApp } from '../services/billing/src/app';
import { systemClock } from '../services/billing/src/clock';
import { loadBillingConfig } from '../services/billing/src/config';
import { openBillingDatabase, type BillingDb } from '../services/billing/src/db';
import { createBillingMetrics } from '../services/billing/src/metrics';
import { providerState } from '../services/billing/src/subscriptions/provider-state';
import { claimSubscription, storeProviderState } from '../services/billing/src/subscriptions/store';
import {
  consumeDailyMatch,
  consumeMatches,
  usageOf,
  type UsageDeps,
} from '../services/billing/src/usage/usage';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const concurrency = arg('concurrency', 32);
const oneUserConsumes = arg('one-user', 3000);
const users = arg('users', 1000);

/** Runs `total` tasks with `concurrency` in flight; answers the rate and the outcome counts. */
async function run(total: number, task: (i: number) => Promise<'ok' | 'refused'>) {
  let next = 0;
  const counts = { ok: 0, refused: 0 };
  const start = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, total) }, async () => {
      while (next < total) counts[await task(next++)] += 1;
    }),
  );
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return {
    'consumes/s': Math.round(total / seconds),
    total,
    ...counts,
    seconds: +seconds.toFixed(2),
  };
}

async function makePro(db: BillingDb, userId: string) {
  const now = new Date();
  const next = new Date(now.getTime() + 30 * 24 * 3600 * 1000).toISOString();
  const state = providerState(
    {
      id: `I-BENCH-${userId}`,
      status: 'ACTIVE',
      plan_id: 'P-BENCH',
      update_time: now.toISOString(),
      billing_info: { next_billing_time: next },
    },
    now,
  );
  await claimSubscription(db, userId, state, now);
  await storeProviderState(db, state, now);
}

async function main() {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  const testDb = await createTestDatabase('bench_usage');
  const database = await openBillingDatabase({ url: testDb.url, dataDir: 'unused', poolSize: 10 });
  const config = loadBillingConfig({
    NODE_ENV: 'test',
    BILLING_TEST_MODE: 'false',
    LOG_LEVEL: 'silent',
  });
  const logger = createLogger('billing', 'silent');
  const app = buildBillingApp({
    config,
    database,
    payments: { mode: 'disabled' },
    clock: systemClock,
    logger,
    metrics: createBillingMetrics(),
  });
  const server = createServer(app);
  await listen(server, 0, '127.0.0.1');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const deps: UsageDeps = {
    db: database.db,
    clock: systemClock,
    timeZone: 'UTC',
    freeDailyMatches: 3,
  };

  const direct = async (userId: string, key: string) => {
    try {
      await consumeDailyMatch(deps, { userId, key, count: 1 });
      return 'ok' as const;
    } catch (err) {
      if ((err as { code?: string }).code === 'limit_reached') return 'refused' as const;
      throw err;
    }
  };
  const http = async (userId: string, key: string) => {
    const res = await fetch(`${base}/internal/usage/consume`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-token': config.INTERNAL_TOKEN },
      body: JSON.stringify({ userId, key }),
    });
    await res.arrayBuffer();
    if (res.status === 200) return 'ok' as const;
    if (res.status === 429) return 'refused' as const;
    throw new Error(`consume answered ${res.status}`);
  };

  try {
    await makePro(database.db, 'pro-direct');
    await makePro(database.db, 'pro-http');
    const results: Record<string, object> = {};
    results['1 Pro user, direct'] = await run(oneUserConsumes, (i) =>
      direct('pro-direct', `k${i}`),
    );
    results['1 Pro user, HTTP'] = await run(oneUserConsumes, (i) => http('pro-http', `k${i}`));
    // Each free user: keys 0-2 are accepted, key 3 is refused; interleaved so users overlap.
    const free = (prefix: string, via: typeof direct) => (i: number) =>
      via(`${prefix}-${i % users}`, `k${Math.floor(i / users)}`);
    // Bulk screening's path: one transaction records a whole batch of keys (rate is keys/s).
    await makePro(database.db, 'pro-bulk');
    const batch = 100;
    const bulk = await run(oneUserConsumes / batch, async (i) => {
      const keys = Array.from({ length: batch }, (_, j) => `b${i}-${j}`);
      await consumeMatches(deps, { userId: 'pro-bulk', keys });
      return 'ok';
    });
    results[`1 Pro user, consume-many x${batch}, direct`] = {
      ...bulk,
      'consumes/s': bulk['consumes/s'] * batch,
      total: bulk.total * batch,
      ok: bulk.ok * batch,
    };
    results[`${users} free users, direct`] = await run(users * 4, free('fd', direct));
    results[`${users} free users, HTTP`] = await run(users * 4, free('fh', http));

    console.log(
      `Daily-match consumes on PostgreSQL (pool 10), ${concurrency} in flight, ${cpus().length} cores shared with the load generator`,
    );
    console.table(results);
    // The figures only count if the limits held under that load.
    const sample = await usageOf(deps, `fh-${users - 1}`);
    const pro = await usageOf(deps, 'pro-http');
    console.log(
      `check: free user used ${sample.dailyMatches.used}/3, Pro user used ${pro.dailyMatches.used}`,
    );
    if (sample.dailyMatches.used !== 3 || pro.dailyMatches.used !== oneUserConsumes) {
      throw new Error('limit accounting is wrong under load');
    }
  } finally {
    server.close();
    await database.close();
    await testDb.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
