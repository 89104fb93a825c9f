import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

// scripts/check-migrations.mjs (run by .ci/run) fails when a Drizzle schema has changed without a
// generated migration. It runs drizzle-kit offline, so this test needs no database.
const root = path.resolve(__dirname, '../..');
const check = (...dirs: string[]) =>
  spawnSync(process.execPath, ['scripts/check-migrations.mjs', ...dirs], {
    cwd: root,
    encoding: 'utf8',
  });

test('every service schema agrees with its committed migrations', () => {
  const run = check();
  expect(run.stderr).toBe('');
  expect(run.stdout).toContain('services/matching: schema and migrations agree');
  expect(run.status).toBe(0);
});

test('a table added to a schema without a migration fails the check and says how to fix it', () => {
  // Inside the checkout, so the copied schema still resolves drizzle-orm.
  const cache = path.join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const service = mkdtempSync(path.join(cache, 'drifted-service-'));
  try {
    cpSync(path.join(root, 'services/auth/src/db'), path.join(service, 'src/db'), {
      recursive: true,
    });
    appendFileSync(
      path.join(service, 'src/db/schema.ts'),
      "\nexport const driftCheck = authSchema.table('drift_check', { id: text('id').primaryKey() });\n",
    );
    const run = check(service);
    expect(run.status).toBe(1);
    // The migration drizzle-kit would write next: one more than auth has committed.
    const committed = readdirSync(path.join(service, 'src/db/migrations')).filter((f) =>
      f.endsWith('.sql'),
    ).length;
    const next = String(committed).padStart(4, '0');
    expect(run.stderr).toMatch(
      new RegExp(
        `schema and migrations disagree\\. drizzle-kit generate would add ${next}_\\w+\\.sql`,
      ),
    );
    expect(run.stderr).toContain('npx drizzle-kit generate');
  } finally {
    rmSync(service, { recursive: true, force: true });
  }
});

test('a migration that rewrites a table fails the check until a comment acknowledges it', () => {
  const cache = path.join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const service = mkdtempSync(path.join(cache, 'rewriting-service-'));
  try {
    cpSync(path.join(root, 'services/auth/src/db'), path.join(service, 'src/db'), {
      recursive: true,
    });
    const migration = path.join(service, 'src/db/migrations/9999_retype.sql');
    const statement =
      'ALTER TABLE "auth"."users" ALTER COLUMN "name" SET DATA TYPE varchar(200);\n';
    writeFileSync(migration, statement);
    const flagged = check(service);
    expect(flagged.status).toBe(1);
    expect(flagged.stderr).toContain('9999_retype.sql rewrites a table');
    expect(flagged.stderr).toContain('"Upgrades"');

    writeFileSync(migration, `-- rewrites-table: users is small\n${statement}`);
    const acknowledged = check(service);
    expect([acknowledged.status, acknowledged.stderr]).toEqual([0, '']);
  } finally {
    rmSync(service, { recursive: true, force: true });
  }
});
