import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openEmbeddedDatabase, prepareEmbeddedDataDir } from './embedded-db';

// The embedded database of `npm start` must fit a laptop (docs/operations.md, "Memory of a local
// start"): created outside the service's process, opened with small shared buffers, and still a
// database that keeps what was written across a restart.

let dir: string;
beforeEach(() => {
  dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'shortlist-embedded-')), 'service');
});
afterEach(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

test('a new data directory is created, and an existing one left as it is', async () => {
  await prepareEmbeddedDataDir(dir);
  expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
  // An existing database is left as it is.
  await prepareEmbeddedDataDir(dir);
  expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
}, 120_000);

test('the database opens with small shared buffers and keeps its data across a restart', async () => {
  const first = await openEmbeddedDatabase(dir);
  const { rows } = await first.query<{ shared_buffers: string }>('show shared_buffers');
  expect(rows[0]?.shared_buffers).toBe('16MB');
  await first.exec("create table kept (note text); insert into kept values ('still here')");
  await first.close();

  const second = await openEmbeddedDatabase(dir);
  const kept = await second.query<{ note: string }>('select note from kept');
  expect(kept.rows).toEqual([{ note: 'still here' }]);
  await second.close();
}, 120_000);

test('memory:// databases need no directory', async () => {
  await expect(prepareEmbeddedDataDir('memory://')).resolves.toBeUndefined();
  const db = await openEmbeddedDatabase('memory://');
  expect((await db.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  await db.close();
});
