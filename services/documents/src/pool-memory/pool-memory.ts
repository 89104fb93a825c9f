import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { Logger, StageTimer } from '@shortlist/kit';
import { sql } from 'drizzle-orm';
import type { DocumentsDb } from '../db';
import { candidateIndex, candidatePostings } from '../db/schema';
import type { ListsClient } from './lists-client';
import { batchesOf, type QueryTerm } from './store';

// The first stage from memory (issue #31, docs/pool-retrieval.md, fifth session). PostgreSQL's
// postings stay the source of truth; this is each replica's cache of them, kept exact:
// - loaded in the background after start, in pages of table blocks (bounded memory, no long
//   transaction); until it is loaded the SQL first stage answers;
// - before every query it reads the index rows written since (`seq > last`, one indexed read,
//   whatever replica wrote them) and reloads those candidates' postings; too many to read in a
//   request and the SQL first stage answers this one while a background catch-up proceeds;
// - erasures leave no row to read (the index cascades away with the candidate), so they are not
//   in the change sequence: the stored-terms read after the first stage drops ids no longer in
//   the database, and `forget` removes them here then. Until then an erased candidate only costs
//   its postings' memory; it can never be answered, since every answer goes through that read.

export interface PoolMemoryOptions {
  logger?: Logger;
  /** Table blocks read per page while loading (8 kB each, ~90 postings a block). */
  pageBlocks?: number;
  /**
   * How often it catches up between queries (ms), so that a query after a burst of uploads on
   * any replica finds few changes left to read itself; 0: only before queries.
   */
  idleCatchUpMs?: number;
  /** Changes a query applies itself; more and it falls back to SQL and catches up behind. */
  queryCatchUp?: number;
}

export type PoolMemoryState = 'loading' | 'loaded' | 'failed' | 'closed';

export interface PoolMemory {
  /** Loads every owner's postings, then catches up; the promise ends when loaded (or failed). */
  load(): Promise<void>;
  /**
   * The best `depth` candidate ids by the whole-list sum, after reading every change since the
   * last query; undefined when memory cannot answer exactly now (not loaded, far behind, failed).
   */
  firstStage(
    ownerId: string,
    query: QueryTerm[],
    depth: number,
    timer: StageTimer,
  ): Promise<string[] | undefined>;
  /** Candidates the database no longer holds (erased), seen by the stored-terms read. */
  forget(ownerId: string, ids: string[]): Promise<void>;
  status(): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

type PostingRow = { id: string; ownerId: string; terms: number[]; weights: number[] };

export function openPoolMemory(
  db: DocumentsDb,
  lists: ListsClient,
  options: PoolMemoryOptions = {},
): PoolMemory {
  const { logger, pageBlocks = 2000, queryCatchUp = 2000, idleCatchUpMs = 5000 } = options;
  let state: PoolMemoryState = 'loading';
  let seq = 0;
  let loadMs: number | undefined;
  let catchingUp = false;
  let idle: NodeJS.Timeout | undefined;
  // Catch-ups, queries and forgets run one at a time: a query must see every change read before it.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const next = chain.then(run, run);
    chain = next.catch(() => undefined);
    return next;
  };

  const maxSeq = async () => {
    const { rows } = (await db.execute(
      sql`select coalesce(max(seq), 0)::text as seq from ${candidateIndex}`,
    )) as { rows: { seq: string }[] };
    return Number(rows[0]!.seq);
  };

  /**
   * Applies up to `limit` changes after `seq`, in seq order (writers take one lock, so seqs
   * commit in order: nothing below the last one read can still appear). Answers whether more remain.
   */
  async function catchUp(limit: number): Promise<boolean> {
    const { rows } = (await db.execute(sql`
      select candidate_id::text as id, owner_id as "ownerId", seq::text as seq
        from ${candidateIndex} where seq > ${seq} order by seq limit ${limit + 1}`)) as {
      rows: { id: string; ownerId: string; seq: string }[];
    };
    const changed = rows.slice(0, limit);
    if (!changed.length) return false;
    const ids = JSON.stringify(changed.map((r) => r.id));
    const { rows: postings } = (await db.execute(sql`
      select candidate_id::text as id, array_agg(term) as terms, array_agg(weight) as weights
        from ${candidatePostings}
       where candidate_id in (select value::uuid from jsonb_array_elements_text(${ids}::jsonb))
       group by candidate_id`)) as { rows: Omit<PostingRow, 'ownerId'>[] };
    const byId = new Map(postings.map((p) => [p.id, p]));
    // A changed candidate with no postings now (erased since, or indexed with none) is removed.
    const replaced = changed.map(({ id, ownerId }) => ({
      id,
      ownerId,
      terms: byId.get(id)?.terms ?? [],
      weights: byId.get(id)?.weights ?? [],
    }));
    await lists.call({ op: 'replace', batches: batchesOf(replaced) });
    seq = Number(changed[changed.length - 1]!.seq);
    return rows.length > limit;
  }

  /** Catches up in the background, a page at a time, letting queries in between. */
  function catchUpBehind() {
    if (catchingUp) return;
    catchingUp = true;
    void (async () => {
      try {
        while (state === 'loaded' && (await serial(() => catchUp(5000)))) await yieldToRequests();
      } catch (err) {
        logger?.warn({ err: (err as Error).message }, 'pool memory catch-up stopped');
      } finally {
        catchingUp = false;
      }
    })();
  }

  async function loadAll() {
    const started = Date.now();
    // Read first: whatever is written during the scan has a later seq and is read again after.
    const from = await maxSeq();
    const { rows: counts } = (await db.execute(sql`
      select owner_id as "ownerId", term, count(*)::int as n
        from ${candidatePostings} group by owner_id, term`)) as {
      rows: { ownerId: string; term: number; n: number }[];
    };
    await lists.call({ op: 'reserve', counts });
    const { rows: size } = (await db.execute(sql`
      select (pg_relation_size('documents.candidate_postings')
              / current_setting('block_size')::int)::int as blocks`)) as {
      rows: { blocks: number }[];
    };
    // Pages of physical blocks (a TID range scan each): sequential reads, no cursor or snapshot
    // held for the whole load. A candidate rewritten meanwhile may be read twice or half; its
    // seq is past `from`, so the catch-up below replaces it whole.
    for (let block = 0; block < size[0]!.blocks; block += pageBlocks) {
      if (state !== 'loading') return;
      const { rows } = (await db.execute(sql`
        select candidate_id::text as id, owner_id as "ownerId",
               array_agg(term) as terms, array_agg(weight) as weights
          from ${candidatePostings}
         where ctid >= ${`(${block},0)`}::tid and ctid < ${`(${block + pageBlocks},0)`}::tid
         group by candidate_id, owner_id`)) as { rows: PostingRow[] };
      await lists.call({ op: 'append', batches: batchesOf(rows) });
      await yieldToRequests();
    }
    seq = from;
    while (await serial(() => catchUp(5000))) await yieldToRequests();
    if (state !== 'loading') return;
    state = 'loaded';
    loadMs = Date.now() - started;
    if (idleCatchUpMs > 0) idle = setInterval(catchUpBehind, idleCatchUpMs).unref();
    logger?.info({ loadMs, ...(await lists.call({ op: 'stats' })) }, 'pool memory loaded');
  }

  return {
    load: () =>
      loadAll().catch((err: unknown) => {
        if (state === 'closed') return;
        state = 'failed';
        logger?.warn({ err: (err as Error).message }, 'pool memory failed; SQL answers');
      }),

    async firstStage(ownerId, query, depth, timer) {
      if (state !== 'loaded' || lists.failed) return undefined;
      return serial(async () => {
        try {
          const behind = await timer.time('memorySync', () => catchUp(queryCatchUp));
          if (behind) {
            catchUpBehind();
            return undefined;
          }
          const best = await timer.time('firstStageMemory', () =>
            lists.call({ op: 'top', ownerId, query, depth }),
          );
          return best.map((b) => b.id);
        } catch (err) {
          // The SQL first stage answers; a catch-up that failed halfway left `seq` where it was.
          logger?.warn({ err: (err as Error).message }, 'pool memory could not answer');
          return undefined;
        }
      });
    },

    async forget(ownerId, ids) {
      if (ids.length && state === 'loaded' && !lists.failed)
        await serial(() => lists.call({ op: 'forget', ownerId, ids }));
    },

    async status() {
      const stats = state === 'failed' || lists.failed ? {} : await lists.call({ op: 'stats' });
      return { state: lists.failed ? 'failed' : state, seq, loadMs, ...stats };
    },

    async close() {
      state = 'closed';
      clearInterval(idle);
      await chain;
      await lists.close();
    },
  };
}
