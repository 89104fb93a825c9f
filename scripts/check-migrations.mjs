// `npm run check:migrations`: fails when a service's Drizzle schema and its committed migrations
// disagree, i.e. when `drizzle-kit generate` would write a new migration. For each service it copies
// the committed migrations to a scratch folder, runs generate into the copy (offline: generate only
// diffs the schema file against the last snapshot, it never connects to a database) and looks for a
// new .sql file. Arguments: service folders to check (default: every services/* with a drizzle.config.ts).
//
// It also fails on a migration that rewrites a whole table (ALTER COLUMN … TYPE): PostgreSQL holds
// an exclusive lock for the length of the rewrite, so the service is down for minutes on a large
// table, against the upgrade rule of docs/operations.md ("Upgrades"). A migration that must do it
// says so in a comment, `-- rewrites-table: <why, and how long on a large table>`.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const drizzleKit = path.join(root, 'node_modules', 'drizzle-kit', 'bin.cjs');

const serviceDirs = () =>
  readdirSync(path.join(root, 'services'))
    .map((name) => path.join(root, 'services', name))
    .filter((dir) => existsSync(path.join(dir, 'drizzle.config.ts')));

const sqlFiles = (dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();

/** The migration generate would add for this service, or null when schema and migrations agree. */
function drift(serviceDir) {
  const committed = path.join(serviceDir, 'src', 'db', 'migrations');
  const scratch = mkdtempSync(path.join(tmpdir(), 'shortlist-migrations-'));
  try {
    cpSync(committed, scratch, { recursive: true });
    const before = sqlFiles(scratch);
    // drizzle-kit joins --out to the working folder, so it has to be relative.
    const out = path.relative(serviceDir, scratch);
    const run = spawnSync(
      process.execPath,
      [
        drizzleKit,
        'generate',
        '--dialect',
        'postgresql',
        '--schema',
        './src/db/schema.ts',
        '--out',
        out,
      ],
      // stdin closed: a schema change drizzle-kit would ask about (a rename?) fails instead of waiting.
      { cwd: serviceDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 },
    );
    if (run.status !== 0) return `drizzle-kit generate failed:\n${run.stdout}${run.stderr}`;
    const added = sqlFiles(scratch).filter((f) => !before.includes(f));
    return added.length > 0 ? `drizzle-kit generate would add ${added.join(', ')}` : null;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const REWRITES = /ALTER\s+COLUMN\s+"?\w+"?\s+(SET\s+DATA\s+)?TYPE\b/i;
const ACKNOWLEDGED = /^--\s*rewrites-table:\s*\S/m;

/** The migrations that rewrite a table without saying so. */
function unacknowledgedRewrites(serviceDir) {
  const dir = path.join(serviceDir, 'src', 'db', 'migrations');
  if (!existsSync(dir)) return [];
  return sqlFiles(dir).filter((file) => {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const statements = text.replace(/^--.*$/gm, '');
    return REWRITES.test(statements) && !ACKNOWLEDGED.test(text);
  });
}

const dirs =
  process.argv.length > 2 ? process.argv.slice(2).map((d) => path.resolve(d)) : serviceDirs();
let failed = 0;
for (const dir of dirs) {
  const name = path.relative(root, dir) || dir;
  for (const file of unacknowledgedRewrites(dir)) {
    failed++;
    console.error(
      `${name}: ${file} rewrites a table (ALTER COLUMN … TYPE) under an exclusive lock; see ` +
        'docs/operations.md, "Upgrades", for an online alternative, or acknowledge it with a ' +
        'comment `-- rewrites-table: <why>` in the migration.',
    );
  }
  const problem = drift(dir);
  if (problem) {
    failed++;
    console.error(`${name}: schema and migrations disagree. ${problem}`);
    console.error(`  fix: cd ${name} && npx drizzle-kit generate --name what-changed`);
  } else {
    console.log(`${name}: schema and migrations agree`);
  }
}
process.exit(failed > 0 ? 1 : 0);
