import { setTimeout as sleep } from 'node:timers/promises';
import { INDEX_VERSION, indexTermsOf, postingsOf, type CandidateProfile } from '@shortlist/matcher';
import { sql } from 'drizzle-orm';
import type { DocumentsDb } from '../db';
import { candidateIndex, candidatePostings, candidates } from '../db/schema';
import type { BackfillOptions } from './backfill-terms';
import { writeIndex, type IndexEntry } from './pool-index';

// Candidates stored before the pool index existed, or indexed by another engine, get their index
// here, in the background after documents starts. Until then the old postings still retrieve and
// the second stage scores with the running engine, so nothing waits for it (issue #31). Postings
// are rewritten only where the terms they come from changed: a new engine that reads the same
// skills, families and roles costs one small update per candidate, not a rebuild of the btree.

const FIRST_ID = '00000000-0000-0000-0000-000000000000';

const same = (a: Map<number, number>, b: Map<number, number>) =>
  a.size === b.size && [...a].every(([term, w]) => Math.abs((b.get(term) ?? -1) - w) < 1e-6);

/** Indexes every candidate the index lacks or holds under another version; answers how many. */
export async function backfillIndex(db: DocumentsDb, options: BackfillOptions = {}) {
  const { batchSize = 100, pauseMs = 20, signal } = options;
  let indexed = 0;
  for (let after = FIRST_ID; !signal?.aborted;) {
    const { rows } = (await db.execute(sql`
      select c.id, c.owner_id as "ownerId", c.profile::text as profile,
             i.candidate_id is not null as "had"
        from ${candidates} c left join ${candidateIndex} i on i.candidate_id = c.id
       where c.id > ${after} and (i.candidate_id is null or i.version <> ${INDEX_VERSION})
       order by c.id
       limit ${batchSize}`)) as {
      rows: { id: string; ownerId: string; profile: string; had: boolean }[];
    };
    if (rows.length === 0) break;
    const old = await storedPostings(
      db,
      rows.filter((r) => r.had).map((r) => r.id),
    );
    const entries: IndexEntry[] = rows.map((row) => {
      const terms = indexTermsOf(JSON.parse(row.profile) as CandidateProfile);
      const postings = postingsOf(terms);
      const before = old.get(row.id);
      const unchanged = before && same(before, new Map(postings.map((p) => [p.term, p.weight])));
      return {
        candidateId: row.id,
        ownerId: row.ownerId,
        terms,
        ...(unchanged ? {} : { postings }),
      };
    });
    await db.transaction((tx) => writeIndex(tx, entries));
    indexed += entries.length;
    after = rows[rows.length - 1]!.id;
    if (pauseMs > 0) await sleep(pauseMs);
  }
  return indexed;
}

async function storedPostings(db: DocumentsDb, ids: string[]) {
  const out = new Map<string, Map<number, number>>();
  if (!ids.length) return out;
  const { rows } = (await db.execute(sql`
    select candidate_id as id, term, weight from ${candidatePostings}
     where candidate_id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`)) as {
    rows: { id: string; term: number; weight: number }[];
  };
  for (const r of rows) {
    if (!out.has(r.id)) out.set(r.id, new Map());
    out.get(r.id)!.set(r.term, r.weight);
  }
  return out;
}
