import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { BaseConfig } from './config';
import { openEmbeddedDatabase } from './embedded-db';
import type { Logger } from './logger';
import { migrationsFolder } from './paths';

/**
 * Drizzle on `pg` when a DATABASE_URL is given, otherwise on in-process PGlite under
 * DATA_DIR/<service>. Both speak PostgreSQL, so schemas, queries and migrations are the same.
 * Each service owns one PostgreSQL schema named after it, and runs its committed migrations at start.
 */
export type Database<TSchema extends Record<string, unknown> = Record<string, never>> = PgDatabase<
  PgQueryResultHKT,
  TSchema
>;

export interface DatabaseHandle<TSchema extends Record<string, unknown>> {
  db: Database<TSchema>;
  driver: 'pg' | 'pglite';
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A statement built once per database, for a query a hot path runs on every request: drizzle
 * otherwise builds a query's SQL from its builder on each call, a tenth of a busy service's CPU
 * (issue #16). `build` writes the statement's values as `sql.placeholder(name)` and ends with
 * `.prepare(name)`, so PostgreSQL also parses and plans it once per connection; the values are
 * bound at `execute`. For the database itself, not a transaction (each is a new object).
 */
export function statementPerDatabase<Db extends object, Statement>(
  build: (db: Db) => Statement,
): (db: Db) => Statement {
  const built = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

/** Where a process finds its service's database, and how many connections it keeps. */
export interface DatabaseSettings {
  url?: string;
  /** Where PGlite keeps its files; `memory://` for a throwaway database. */
  dataDir?: string;
  poolSize?: number;
  logger?: Logger;
  /** PEM file of the CA that signed the server's certificate (DATABASE_CA_FILE). */
  caFile?: string;
}

/** The settings of `service`'s database from the shared config: one place for every main. */
export function databaseSettings(
  config: BaseConfig,
  service: string,
  logger?: Logger,
): DatabaseSettings & { dataDir: string } {
  return {
    url: config.DATABASE_URL,
    poolSize: config.DATABASE_POOL_SIZE,
    caFile: config.DATABASE_CA_FILE,
    dataDir: path.resolve(config.DATA_DIR, service),
    logger,
  };
}

export interface OpenDatabaseOptions<TSchema extends Record<string, unknown>> {
  service: string;
  url?: string;
  /** Where PGlite keeps its files; `memory://` for a throwaway database. */
  dataDir?: string;
  schema: TSchema;
  migrationsFolder: string;
  logger?: Logger;
  poolSize?: number;
  caFile?: string;
}

export async function openDatabase<TSchema extends Record<string, unknown>>(
  options: OpenDatabaseOptions<TSchema>,
): Promise<DatabaseHandle<TSchema>> {
  return options.url ? openPg(options) : openPglite(options);
}

/**
 * How a service opens its own database: its PostgreSQL schema (named after the service), its
 * drizzle schema, and the migrations committed in `@shortlist/<service>`, applied at open.
 */
export function serviceDatabase<TSchema extends Record<string, unknown>>(
  service: string,
  schema: TSchema,
) {
  return (settings: DatabaseSettings): Promise<DatabaseHandle<TSchema>> =>
    openDatabase({
      ...settings,
      service,
      schema,
      migrationsFolder: migrationsFolder(`@shortlist/${service}`),
    });
}

async function openPg<TSchema extends Record<string, unknown>>(
  options: OpenDatabaseOptions<TSchema>,
): Promise<DatabaseHandle<TSchema>> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({
    ...connectionOptions(options.url!, options.caFile),
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    application_name: `shortlist-${options.service}`,
  });
  // A connection PostgreSQL ends (a restart, a failover, pg_terminate_backend) must not end the
  // process. pg-pool listens for errors only on idle clients: one ended while checked out between
  // two queries (inside a transaction) emitted an unhandled 'error' and crashed the worker. Every
  // client gets a listener of its own; its next query fails, it is dropped on release, and the
  // pool opens a new connection (retrying within connectionTimeoutMillis) for the next request.
  pool.on('connect', (client) =>
    client.on('error', (err) =>
      options.logger?.warn({ err: err.message }, 'database connection lost; the pool reconnects'),
    ),
  );
  // Idle clients: the listener above has logged it; the pool replaces the client.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema: options.schema }) as unknown as Database<TSchema>;
  // Replicas starting together must not run the same migration twice: they queue on one advisory
  // lock per service, held by a dedicated connection for the length of the migration.
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const client = await pool.connect();
  try {
    const lockKey = `shortlist-migrate-${options.service}`;
    await client.query('select pg_advisory_lock(hashtext($1))', [lockKey]);
    try {
      await migrate(drizzle(client), migrationConfig(options));
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [lockKey]);
    }
  } catch (err) {
    client.release();
    await pool.end();
    throw err;
  }
  client.release();
  return handleOf(db, 'pg', pool, () => pool.end());
}

/** The handle over either driver: `ping` asks the server for a row, `close` ends the pool or the
 *  embedded database. */
function handleOf<TSchema extends Record<string, unknown>>(
  db: Database<TSchema>,
  driver: DatabaseHandle<TSchema>['driver'],
  connection: { query(sql: string): Promise<unknown> },
  close: () => Promise<void>,
): DatabaseHandle<TSchema> {
  return {
    db,
    driver,
    ping: async () => {
      await connection.query('select 1');
    },
    close,
  };
}

/**
 * The pool's connection: the URL as given, or, with a CA file, TLS verified against that CA. The
 * URL's own ssl parameters are dropped then, since the driver lets them override an ssl object.
 */
function connectionOptions(url: string, caFile?: string) {
  if (!caFile) return { connectionString: url };
  const withoutSsl = new URL(url);
  for (const key of [...withoutSsl.searchParams.keys()])
    if (key.startsWith('ssl')) withoutSsl.searchParams.delete(key);
  return {
    connectionString: withoutSsl.toString(),
    ssl: { ca: readFileSync(caFile, 'utf8'), rejectUnauthorized: true },
  };
}

async function openPglite<TSchema extends Record<string, unknown>>(
  options: OpenDatabaseOptions<TSchema>,
): Promise<DatabaseHandle<TSchema>> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const dataDir = options.dataDir ?? path.resolve('.data', options.service);
  const client = await openEmbeddedDatabase(dataDir);
  const db = drizzle(client, { schema: options.schema }) as unknown as Database<TSchema>;
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  await migrate(drizzle(client), migrationConfig(options));
  return handleOf(db, 'pglite', client, () => client.close());
}

function migrationConfig(options: { service: string; migrationsFolder: string }) {
  return {
    migrationsFolder: options.migrationsFolder,
    migrationsSchema: options.service,
    migrationsTable: '__migrations',
  };
}
