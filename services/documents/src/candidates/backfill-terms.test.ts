import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { TERMS_VERSION } from '@shortlist/matcher';
import { resumePdf } from '@shortlist/test-support';
import { candidates } from '../db/schema';
import { startTestDocuments, type TestDocuments } from '../test-app';
import { backfillTerms, fillTermsOnce } from './backfill-terms';

jest.setTimeout(60_000);

// Resumes stored before their terms were kept, or under another reading of terms, get them in
// the background: the same terms their upload would store now, and nothing else changes.

let t: TestDocuments;
beforeAll(async () => {
  t = await startTestDocuments();
});
afterAll(() => t.close());

async function upload(name: string, skills: string[]): Promise<string> {
  const res = await request(t.app)
    .post('/api/candidates')
    .set('authorization', t.bearer())
    .attach('file', await resumePdf(name, skills), `${name}.pdf`);
  expect(res.status).toBe(201);
  return (res.body as { id: string }).id;
}

const profileOf = async (id: string) =>
  (await t.database.db.select().from(candidates).where(eq(candidates.id, id)))[0]!.profile;

const setProfile = (id: string, change: ReturnType<typeof sql>) =>
  t.database.db.execute(sql`update ${candidates} set profile = ${change} where id = ${id}`);

test('resumes without terms, or with another reading, get the terms their upload stores', async () => {
  const ids = [
    await upload('Ada Lovelace', ['Java', 'Spring Boot', 'PostgreSQL']),
    await upload('Alan Turing', ['Python', 'Django']),
    await upload('Grace Hopper', ['COBOL', 'Kubernetes']),
  ];
  const uploaded = await Promise.all(ids.map(profileOf));
  expect(uploaded.map((p) => p.terms?.version)).toEqual([
    TERMS_VERSION,
    TERMS_VERSION,
    TERMS_VERSION,
  ]);
  // As stored by an older release: no terms; terms of another reading.
  await setProfile(ids[0]!, sql`profile - 'terms'`);
  await setProfile(ids[1]!, sql`jsonb_set(profile, '{terms,version}', '"0.old"')`);
  expect((await profileOf(ids[0]!)).terms).toBeUndefined();

  expect(await backfillTerms(t.database.db, { batchSize: 1, pauseMs: 0 })).toBe(2);
  expect(await Promise.all(ids.map(profileOf))).toEqual(uploaded);
  // Done: a second run finds nothing left to store.
  expect(await backfillTerms(t.database.db, { pauseMs: 0 })).toBe(0);
});

test('a backfill asked to stop stops before its next batch', async () => {
  const id = await upload('Katherine Johnson', ['Fortran']);
  await setProfile(id, sql`profile - 'terms'`);
  const stop = new AbortController();
  stop.abort();
  expect(await backfillTerms(t.database.db, { signal: stop.signal })).toBe(0);
  expect((await profileOf(id)).terms).toBeUndefined();
  expect(await backfillTerms(t.database.db, { pauseMs: 0 })).toBe(1);
  expect((await profileOf(id)).terms?.version).toBe(TERMS_VERSION);
});

test('a finished pass is not run again for the same reading of terms', async () => {
  const { redis, config } = t;
  const key = `${config.REDIS_PREFIX}:documents:terms-filled`;
  await redis.del(key);
  expect(await fillTermsOnce(t.database.db, redis, config.REDIS_PREFIX, { pauseMs: 0 })).toBe(0);
  expect(await redis.get(key)).toBe(TERMS_VERSION);
  const id = await upload('Hedy Lamarr', ['Radio']);
  await setProfile(id, sql`profile - 'terms'`);
  // Recorded as done for this reading: not read again.
  expect(await fillTermsOnce(t.database.db, redis, config.REDIS_PREFIX)).toBeUndefined();
  expect((await profileOf(id)).terms).toBeUndefined();
  // Another reading recorded: a new pass.
  await redis.set(key, '0.old');
  expect(await fillTermsOnce(t.database.db, redis, config.REDIS_PREFIX, { pauseMs: 0 })).toBe(1);
  expect((await profileOf(id)).terms?.version).toBe(TERMS_VERSION);
});
