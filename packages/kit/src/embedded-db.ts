import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import v8 from 'node:v8';

// The embedded PostgreSQL (PGlite) of `npm start` with no DATABASE_URL, one per service. Measured
// on a first start (docs/operations.md, "Memory of a local start"): creating a database runs
// initdb inside the process, and the WebAssembly memory it grows to (~800 MB) is never given back
// to the system; a database opened with PostgreSQL's default 128 MB of shared buffers holds
// ~310 MB. So the database is created by a short-lived child process, whose memory goes when it
// exits, and opened with buffers sized for one person's data and baseline-compiled code only:
// ~135 MB a service.

/**
 * postgresql.conf of an embedded database, written by PGlite at every open (it replaces the
 * file). 16 MB of shared buffers holds a laptop's data many times over; PGlite's WebAssembly
 * heap grows with them and never shrinks.
 */
export const EMBEDDED_POSTGRES_CONF = 'shared_buffers=16MB';

const run = promisify(execFile);

/** The child's whole program: create the database in `dir` and close it. */
const INITDB_PROGRAM =
  'const [entry, dir] = process.argv.slice(1); require(entry).PGlite.create(dir).then((db) => db.close());';

/**
 * Creates the PostgreSQL data directory `dataDir` when it holds none, in a child process so that
 * initdb's memory is not kept by this one. A no-op for `memory://` and for an existing database.
 */
export async function prepareEmbeddedDataDir(dataDir: string): Promise<void> {
  if (dataDir.startsWith('memory://')) return;
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  mkdirSync(dataDir, { recursive: true });
  const entry = require.resolve('@electric-sql/pglite');
  await run(process.execPath, ['-e', INITDB_PROGRAM, entry, dataDir], {
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** Opens (creating it first if needed) the embedded database in `dataDir`. */
export async function openEmbeddedDatabase(dataDir: string) {
  await prepareEmbeddedDataDir(dataDir);
  // V8 compiles WebAssembly twice, a quick baseline and then optimised code for hot functions,
  // and keeps both: the baseline alone is ~50 MB less a process, and was no slower on a loop of
  // 3,000 inserts and 3,000 selects (PostgreSQL's work, not the compiled code, dominates). It
  // must be set before PGlite's module is compiled; nothing else in a service runs WebAssembly.
  // Not for a throwaway `memory://` database (tests): it runs initdb in this process, ~15% slower
  // on baseline code, and lives too short for its memory to matter.
  if (!dataDir.startsWith('memory://')) v8.setFlagsFromString('--liftoff-only');
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.create(dataDir, { postgresqlconf: EMBEDDED_POSTGRES_CONF });
}
