import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import pino from 'pino';
import { openDatabase, type DatabaseHandle } from './db';
import { createTestDatabase, terminateConnections, type TestDatabase } from './testing';

// PostgreSQL ending a process's connections (a restart, a failover, an administrator) while one is
// checked out inside a transaction: pg emitted an unhandled 'error' and the process died. Here on
// a database of the test's own, with pg_terminate_backend: never a restart of the shared server.

const onPostgres = Boolean(process.env.DATABASE_URL);

(onPostgres ? describe : describe.skip)('a database connection ended by the server', () => {
  let testDb: TestDatabase;
  let database: DatabaseHandle<Record<string, never>>;
  let migrations: string;
  const logged: string[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase('kit');
    migrations = mkdtempSync(path.join(os.tmpdir(), 'kit-migrations-'));
    mkdirSync(path.join(migrations, 'meta'));
    writeFileSync(
      path.join(migrations, 'meta', '_journal.json'),
      JSON.stringify({ version: '7', dialect: 'postgresql', entries: [] }),
    );
    database = await openDatabase({
      service: 'kit_test',
      url: testDb.url,
      schema: {},
      migrationsFolder: migrations,
      logger: pino(new Writable({ write: (c, _e, cb) => (logged.push(String(c)), cb()) })),
    });
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
    rmSync(migrations, { recursive: true, force: true });
  });

  const terminateOthers = () => terminateConnections(testDb.url!);

  test('inside a transaction: the transaction fails, is logged, and the next query works', async () => {
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // Checked out, between two queries, when the server ends the connection.
      expect(await terminateOthers()).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 300));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    await expect(database.ping()).resolves.toBeUndefined();
    expect(logged.join('')).toContain('database connection lost');
  });

  test('while idle: the next query works', async () => {
    await database.ping();
    expect(await terminateOthers()).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 300));
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
