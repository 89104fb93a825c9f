import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { stageTimer, storedWorkspaceId, type WorkspaceId } from '@shortlist/kit';
import type { IndexTerms, Posting } from '@shortlist/matcher';
import { resumePdf } from '@shortlist/test-support';
import { retrieveCandidates, writeIndex } from '../candidates/pool-index';
import { candidates } from '../db/schema';
import { startTestDocuments, type TestDocuments } from '../test-app';
import { childFile, childLists, inlineLists } from './lists-client';
import { openPoolMemory, type PoolMemory } from './pool-memory';

jest.setTimeout(120_000);

// The first stage from memory (issue #31): over whole posting lists it answers what a whole-list
// sum in SQL answers; every replica sees inserts, re-indexing and erasures by any writer at its
// next retrieval; and until it is loaded the SQL first stage answers.

let t: TestDocuments;
const opened: PoolMemory[] = [];
beforeAll(async () => {
  t = await startTestDocuments();
});
afterAll(async () => {
  await Promise.all(opened.map((m) => m.close()));
  await t.close();
});

/** A fixed pseudo-random sequence (the same pool every run). */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), a | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

async function upload(user: string, name: string) {
  const res = await request(t.app)
    .post('/api/candidates')
    .set('authorization', t.bearer(user))
    .attach('file', await resumePdf(name, ['Java', 'SQL']), `${name}.pdf`);
  expect(res.status).toBe(201);
  const id = (res.body as { id: string }).id;
  const { rows } = (await t.database.db.execute(
    sql`select i.owner_id as "ownerId", i.terms from documents.candidate_index i
          join ${candidates} c on c.id = i.candidate_id where c.id = ${id}`,
  )) as { rows: { ownerId: string; terms: IndexTerms }[] };
  return { id, ownerId: storedWorkspaceId(rows[0]!.ownerId), terms: rows[0]!.terms };
}

/** `n` rows copying an uploaded candidate (new ids and hashes), without an index yet. */
async function copiesOf(sourceId: string, n: number): Promise<string[]> {
  const { rows } = (await t.database.db.execute(sql`
    insert into ${candidates} (owner_id, file_id, file_name, file_size, file_type, sha256, name,
      name_source, skills, tags, links, profile)
    select owner_id, file_id, file_name, file_size, file_type, sha256 || '-' || gen_random_uuid(), name,
           name_source, skills, tags, links, profile
      from ${candidates}, generate_series(1, ${n}) g where id = ${sourceId}
    returning id::text as id`)) as { rows: { id: string }[] };
  return rows.map((r) => r.id);
}

const randomPostings = (random: () => number): Posting[] => {
  const terms = new Set(Array.from({ length: 8 }, () => 1 + Math.floor(random() * 30)));
  return [...terms].map((term) => ({ term, weight: Math.round(random() * 1e6) / 1e6 }));
};

/** Indexes candidates with the given postings, as an upload or a backfill writes them. */
const index = (ownerId: string, terms: IndexTerms, postings: Map<string, Posting[]>) =>
  t.database.db.transaction((tx) =>
    writeIndex(
      tx,
      [...postings].map(([candidateId, p]) => ({ candidateId, ownerId, terms, postings: p })),
    ),
  );

/**
 * The whole-list sum in SQL, in double precision: the reference the memory must equal. Rounded
 * before ordering: PostgreSQL adds a group's products in no set order, so two candidates with the
 * same postings can differ in the last bits and skip the tie's order by id.
 */
async function wholeListSum(ownerId: string, query: Posting[], depth: number) {
  const { rows } = (await t.database.db.execute(sql`
    with q as (select * from jsonb_to_recordset(${JSON.stringify(query)}::jsonb)
                 as q(term int, weight float8))
    select p.candidate_id::text as id
      from q join documents.candidate_postings p on p.owner_id = ${ownerId} and p.term = q.term
     group by p.candidate_id
     order by round(sum(q.weight * p.weight::float8)::numeric, 9) desc, p.candidate_id
     limit ${depth}`)) as { rows: { id: string }[] };
  return rows.map((r) => r.id);
}

function memoryOf(lists = inlineLists()) {
  const memory = openPoolMemory(t.database.db, lists);
  opened.push(memory);
  return memory;
}

async function retrieve(memory: PoolMemory | undefined, ownerId: WorkspaceId, query: Posting[]) {
  const timer = stageTimer();
  const found = await retrieveCandidates(
    t.database.db,
    ownerId,
    query,
    { perTerm: 1_000_000, depth: 50 },
    timer,
    memory,
  );
  return { ids: found.map((f) => f.candidateId), stages: Object.keys(timer.stages()) };
}

const random = seeded(31);
const query: Posting[] = Array.from({ length: 12 }, (_, i) => ({
  term: 1 + i * 2,
  weight: Math.round(random() * 1e6) / 1e6,
}));
let owner: { id: string; ownerId: WorkspaceId; terms: IndexTerms };
let pool: string[];

test("the memory's best candidates are the whole-list sum's, in order; the SQL first stage answers until it is loaded", async () => {
  owner = await upload('pool-memory-a', 'Ada Lovelace');
  pool = await copiesOf(owner.id, 400);
  await index(owner.ownerId, owner.terms, new Map(pool.map((id) => [id, randomPostings(random)])));
  // Another owner's candidates share the terms and never answer.
  const other = await upload('pool-memory-b', 'Olga Other');
  const others = await copiesOf(other.id, 50);
  await index(
    other.ownerId,
    other.terms,
    new Map(others.map((id) => [id, randomPostings(random)])),
  );

  const memory = memoryOf();
  const before = await retrieve(memory, owner.ownerId, query);
  expect(before.stages).toContain('firstStage');
  expect(before.stages).not.toContain('firstStageMemory');

  await memory.load();
  // Both owners' uploads and copies.
  expect(await memory.status()).toMatchObject({ state: 'loaded', owners: 2, candidates: 452 });
  for (const depth of [1, 50, 300]) {
    const timer = stageTimer();
    const ids = await memory.firstStage(owner.ownerId, query, depth, timer);
    expect(ids).toEqual(await wholeListSum(owner.ownerId, query, depth));
  }
  const after = await retrieve(memory, owner.ownerId, query);
  expect(after.stages).toContain('firstStageMemory');
  expect(after.stages).not.toContain('firstStage');
  expect(after.ids).toEqual(await wholeListSum(owner.ownerId, query, 50));
  expect(after.ids.some((id) => others.includes(id))).toBe(false);
});

test('inserts, re-indexing and erasures by any replica are in the next retrieval of every replica', async () => {
  const replicaA = memoryOf();
  const replicaB = memoryOf();
  await Promise.all([replicaA.load(), replicaB.load()]);
  const best = query.map((q) => ({ term: q.term, weight: 1 }));

  // A new candidate holding every query term at full weight: first for both.
  const [fresh] = await copiesOf(owner.id, 1);
  await index(owner.ownerId, owner.terms, new Map([[fresh!, best]]));
  for (const replica of [replicaA, replicaB]) {
    expect((await retrieve(replica, owner.ownerId, query)).ids[0]).toBe(fresh);
  }

  // Re-indexed (as a new INDEX_VERSION's backfill rewrites it) with none of the query's terms.
  await index(owner.ownerId, owner.terms, new Map([[fresh!, [{ term: 999, weight: 1 }]]]));
  // A re-indexed pool candidate now leads instead.
  const lifted = pool[7]!;
  await index(owner.ownerId, owner.terms, new Map([[lifted, best]]));
  for (const replica of [replicaA, replicaB]) {
    const { ids } = await retrieve(replica, owner.ownerId, query);
    expect(ids[0]).toBe(lifted);
    expect(ids).not.toContain(fresh);
    expect(ids).toEqual(await wholeListSum(owner.ownerId, query, 50));
  }

  // Erased (the candidate's row goes; its index and postings cascade): never answered again.
  await t.database.db.execute(sql`delete from ${candidates} where id = ${lifted}`);
  for (const replica of [replicaA, replicaB]) {
    const { ids } = await retrieve(replica, owner.ownerId, query);
    expect(ids).not.toContain(lifted);
    expect((await retrieve(replica, owner.ownerId, query)).ids).toEqual(
      await wholeListSum(owner.ownerId, query, 50),
    );
    expect(await replica.firstStage(owner.ownerId, query, 5, stageTimer())).not.toContain(lifted);
  }
});

test('between queries it catches up on its own, so a query finds little left to read', async () => {
  const memory = openPoolMemory(t.database.db, inlineLists(), { idleCatchUpMs: 20 });
  opened.push(memory);
  await memory.load();
  const [added] = await copiesOf(owner.id, 1);
  await index(owner.ownerId, owner.terms, new Map([[added!, [{ term: 1, weight: 1 }]]]));
  const { rows } = (await t.database.db.execute(
    sql`select seq::text as seq from documents.candidate_index where candidate_id = ${added!}`,
  )) as { rows: { seq: string }[] };
  // No query is made: the seq it has read reaches the write's.
  for (let seen = 0; seen < Number(rows[0]!.seq);) {
    await new Promise((r) => setTimeout(r, 20));
    seen = ((await memory.status()) as { seq: number }).seq;
  }
});

test('an upload through the product is in the next retrieval from memory', async () => {
  const memory = memoryOf();
  await memory.load();
  const added = await upload('pool-memory-a', 'Grace Hopper');
  expect(added.ownerId).toBe(owner.ownerId);
  // Its own postings as the query: the sum is highest for it (and its equals).
  const { rows } = (await t.database.db.execute(
    sql`select term, weight from documents.candidate_postings where candidate_id = ${added.id}`,
  )) as { rows: Posting[] };
  expect(rows.length).toBeGreaterThan(3);
  const ids = await memory.firstStage(owner.ownerId, rows, 1000, stageTimer());
  expect(ids).toContain(added.id);
  expect(ids).toEqual(await wholeListSum(owner.ownerId, rows, 1000));
});

// Needs the build (node scripts/build.mjs --no-web), as npm test does first.
test('the lists in a child process answer as in documents', async () => {
  expect(existsSync(childFile())).toBe(true);
  const child = memoryOf(childLists());
  const inline = memoryOf();
  await Promise.all([child.load(), inline.load()]);
  const status = (await child.status()) as { state: string; pid: number };
  expect(status.state).toBe('loaded');
  expect(status.pid).not.toBe(process.pid);
  const inChild = await child.firstStage(owner.ownerId, query, 100, stageTimer());
  expect(inChild).toEqual(await inline.firstStage(owner.ownerId, query, 100, stageTimer()));
  expect(inChild).toEqual(await wholeListSum(owner.ownerId, query, 100));
});
