import { stageTimer, type StageTimer, type WorkspaceId } from '@shortlist/kit';
import {
  INDEX_VERSION,
  indexTermsOf,
  postingsOf,
  queryPostingsOf,
  retrievalQueryOf,
  scoreFromTerms,
  type CandidateProfile,
  type JobProfile,
  type IndexTerms,
  type Posting,
} from '@shortlist/matcher';
import { sql } from 'drizzle-orm';
import type { DocumentsDb } from '../db';
import { candidateIndex, candidatePostings, candidates } from '../db/schema';
import type { PoolMemory } from '../pool-memory/pool-memory';

// The pool ranking's index (issue #31, docs/pool-retrieval.md): a candidate's index terms and
// postings, written with the candidate and erased with it (the foreign keys cascade from the
// file's delete, one statement), and the first stage's query over them.

/** The database or a transaction of it: the index is written inside the candidate's insert. */
export type DocumentsTx = Pick<DocumentsDb, 'execute'>;

/** Writes (or rewrites) one candidate's terms and postings. */
export async function indexCandidate(
  db: DocumentsTx,
  ownerId: WorkspaceId,
  candidateId: string,
  profile: CandidateProfile,
): Promise<void> {
  const terms = indexTermsOf(profile);
  await writeIndex(db, [{ candidateId, ownerId, terms, postings: postingsOf(terms) }]);
}

export interface IndexEntry {
  candidateId: string;
  ownerId: string;
  terms: IndexTerms;
  /** Left out when they are as stored: only the terms and version are written. */
  postings?: Posting[];
}

/**
 * Stores the entries' terms and replaces their postings, in two statements whatever their number
 * (the rows travel as arrays). Postings are only rewritten where `postings` is given. Call it in
 * a transaction (the advisory lock it takes lasts until the commit).
 */
export async function writeIndex(db: DocumentsTx, entries: IndexEntry[]): Promise<void> {
  if (!entries.length) return;
  const records = entries.map((e) => ({
    candidate_id: e.candidateId,
    owner_id: e.ownerId,
    terms: e.terms,
  }));
  // One lock for every index write, held to the commit, before the seq is taken: seqs then
  // commit in order, so a replica that read changes up to seq s can never later see a smaller one
  // appear (src/pool-memory). Writes are one upload or one backfill batch: short.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('documents.candidate_index_seq'))`);
  await db.execute(sql`
    insert into ${candidateIndex} (candidate_id, owner_id, version, terms)
    select r.candidate_id, r.owner_id, ${INDEX_VERSION}, r.terms
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
        as r(candidate_id uuid, owner_id text, terms jsonb)
    on conflict (candidate_id) do update
       set version = excluded.version, terms = excluded.terms,
           seq = nextval('documents.candidate_index_seq')`);
  const rewritten = entries.filter((e) => e.postings);
  if (!rewritten.length) return;
  const ids = rewritten.map((e) => e.candidateId);
  const postings = rewritten.flatMap((e) =>
    e.postings!.map((p) => [e.ownerId, p.term, p.weight, e.candidateId]),
  );
  // JSON, not array parameters: the same text binds in node-postgres and in PGlite.
  await db.execute(sql`
    with gone as (
      delete from ${candidatePostings}
       where candidate_id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
    )
    insert into ${candidatePostings} (owner_id, term, weight, candidate_id)
    select p->>0, (p->>1)::int, (p->>2)::real, (p->>3)::uuid
      from jsonb_array_elements(${JSON.stringify(postings)}::jsonb) as p`);
}

export interface RetrievalDepth {
  /** Postings read per query term, best weight first. */
  perTerm: number;
  /** Candidates answered, best first-stage score first. */
  depth: number;
}

/** Stored terms read per statement: the reads overlap with parsing and bounding earlier ones. */
const TERMS_CHUNK = 500;

/** A retrieved candidate's stored terms, as `retrieveCandidates` answers them unless told. */
export interface Retrieved {
  candidateId: string;
  terms: IndexTerms;
}

/**
 * The first stage and the stored terms of what it answers: the best `depth` candidates of the
 * owner by the sum over the query's terms of query weight × posting weight, from memory over
 * whole posting lists when `memory` can answer (src/pool-memory), else from the btree reading
 * each term's best `perTerm` postings. Each candidate is answered as `read` makes it of its
 * terms, in the first stage's order.
 */
export async function retrieveCandidates<T = Retrieved>(
  db: DocumentsDb,
  ownerId: WorkspaceId,
  query: Posting[],
  depth: RetrievalDepth,
  timer: StageTimer = stageTimer(),
  memory?: PoolMemory,
  read: (candidateId: string, terms: IndexTerms) => T = (candidateId, terms) =>
    ({ candidateId, terms }) as T,
): Promise<T[]> {
  if (!query.length) return [];
  // Whole posting lists from memory when it is loaded and caught up; otherwise the btree.
  const ids =
    (await memory?.firstStage(ownerId, query, depth.depth, timer)) ??
    (await firstStageSql(db, ownerId, query, depth, timer));
  if (!ids.length) return [];
  // The terms (kilobytes each, mostly off the heap's cache in a large pool) in a few statements
  // at once, each parsed and read as it arrives: PostgreSQL reads the next while this process
  // parses and bounds the last, so the two cores overlap instead of taking turns.
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += TERMS_CHUNK) chunks.push(ids.slice(i, i + TERMS_CHUNK));
  const reads = chunks.map((chunk) => storedTerms(db, ownerId, chunk));
  // A read that fails is awaited below in order; the ones after it must not go unhandled.
  for (const r of reads) r.catch(() => undefined);
  const out: T[] = [];
  const erased: string[] = [];
  for (const [k, chunk] of chunks.entries()) {
    const termsOf = await timer.time('terms', () => reads[k]!);
    const parsed = timer.timeSync('parse', () =>
      chunk.flatMap((candidateId) => {
        const terms = termsOf.get(candidateId);
        if (terms === undefined) erased.push(candidateId);
        return terms === undefined ? [] : [[candidateId, JSON.parse(terms) as IndexTerms] as const];
      }),
    );
    // Timed as "bound": what the pool's retrieval reads of each candidate is its bound.
    timer.timeSync('bound', () => {
      for (const [candidateId, terms] of parsed) out.push(read(candidateId, terms));
    });
  }
  // Ids with no terms were erased after memory last read them: it forgets them now.
  await memory?.forget(ownerId, erased);
  return out;
}

/** The stored terms (JSON text) of those of `ids` the owner still has. */
async function storedTerms(
  db: DocumentsDb,
  ownerId: WorkspaceId,
  ids: string[],
): Promise<Map<string, string>> {
  const stored = (await db.execute(sql`
    select i.candidate_id as "candidateId", i.terms::text as terms
      from ${candidateIndex} i
     where i.candidate_id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
       and i.owner_id = ${ownerId}`)) as { rows: { candidateId: string; terms: string }[] };
  return new Map(stored.rows.map((r) => [r.candidateId, r.terms]));
}

/** The SQL first stage: each term's best `perTerm` postings from the btree, summed. */
async function firstStageSql(
  db: DocumentsDb,
  ownerId: WorkspaceId,
  query: Posting[],
  { perTerm, depth }: RetrievalDepth,
  timer: StageTimer,
): Promise<string[]> {
  // Two statements, timed apart: the ranking reads the postings' btree only; the stored terms
  // (kilobytes each, off the main heap) are read for the few thousand it answers.
  const ranked = (await timer.time('firstStage', () =>
    db.execute(sql`
      with q as (
        select * from jsonb_to_recordset(${JSON.stringify(query)}::jsonb) as q(term int, weight real)
      )
      select p.candidate_id as "candidateId"
        from q cross join lateral (
          select candidate_id, weight from ${candidatePostings}
           where owner_id = ${ownerId} and term = q.term
           order by weight desc
           limit ${perTerm}
        ) p
       group by p.candidate_id
       order by sum(q.weight * p.weight) desc, p.candidate_id
       limit ${depth}`),
  )) as { rows: { candidateId: string }[] };
  return ranked.rows.map((r) => r.candidateId);
}

/** How many of the owner's candidates the index holds. */
export async function indexedCount(db: DocumentsDb, ownerId: WorkspaceId): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from ${candidateIndex} where owner_id = ${ownerId}`,
  )) as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

/**
 * A job's likeliest candidates: the first stage's best `depth`, each with the most the engine
 * could score them from their stored terms (scoreFromTerms with the unkept words at their most),
 * best first. Scoring in this order with the engine until the bound falls below the k-th best
 * score found is exact for the retrieved set (docs/pool-retrieval.md).
 */
export async function retrieveForJob(
  db: DocumentsDb,
  ownerId: WorkspaceId,
  job: JobProfile,
  depth: RetrievalDepth,
  timer: StageTimer = stageTimer(),
  memory?: PoolMemory,
): Promise<{ id: string; bound: number }[]> {
  const query = retrievalQueryOf(job);
  // Each bounded as its terms arrive.
  const found = await retrieveCandidates(
    db,
    ownerId,
    queryPostingsOf(query),
    depth,
    timer,
    memory,
    (id, terms) => ({ id, bound: scoreFromTerms(query, terms, true) }),
  );
  return found.sort((a, b) => b.bound - a.bound || (a.id < b.id ? -1 : 1));
}

/** How many candidates the owner has, and when the newest was stored (ISO), cheaply. */
export async function poolState(db: DocumentsDb, ownerId: WorkspaceId) {
  const result = (await db.execute(sql`
    select count(*)::int as total, max(created_at) as newest
      from ${candidates} where owner_id = ${ownerId}`)) as {
    rows: { total: number; newest: string | Date | null }[];
  };
  const { total, newest } = result.rows[0]!;
  return { total, newest: newest === null ? null : new Date(newest).toISOString() };
}
