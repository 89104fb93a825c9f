import { randomBytes } from 'node:crypto';

/**
 * Test support shared by every service's tests: a fresh PostgreSQL database per test file on the
 * server in DATABASE_URL (or an in-memory PGlite when it is unset), and a unique Redis key prefix.
 * Not imported by production code.
 */
export interface TestDatabase {
  /** Pass to openDatabase as `url`; undefined means PGlite. */
  url?: string;
  dataDir?: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(prefix = 'test'): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { dataDir: 'memory://', drop: async () => {} };
  const { Client } = await import('pg');
  const name = `shortlist_${prefix}_${randomBytes(5).toString('hex')}`.toLowerCase();
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export const testRedisUrl = (): string => process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export const uniqueSuffix = (): string => randomBytes(4).toString('hex');

/**
 * Ends every connection to the database at `url` but the one asking, as a PostgreSQL restart or
 * failover does: for tests of surviving it, on a test's own database, never the shared server.
 */
export async function terminateConnections(url: string): Promise<number> {
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}
