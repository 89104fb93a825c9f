import { setTimeout as sleep } from 'node:timers/promises';
import { candidateTerms, TERMS_VERSION, type Identity } from '@shortlist/matcher';
import { and, asc, gt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { DocumentsDb } from '../db';
import { candidates } from '../db/schema';

// A resume's stored terms (the matcher's TermDigest) let a pool ranking read them back instead of
// scanning its text for every job. Resumes extracted before they were kept, or under another
// reading of terms (TERMS_VERSION), get them here, in the background after documents starts.
// Terms depend on the profile's text and identity (name, contact details, city) alone, so these
// are exactly what a new extraction would store, and nothing else of the profile changes. Two replicas running it at once write the same.

export interface BackfillOptions {
  /** Resumes read and written per statement. */
  batchSize?: number;
  /** A pause between batches, so that requests keep most of the CPU. */
  pauseMs?: number;
  /** Stops after the current batch (at shutdown). */
  signal?: AbortSignal;
}

/** JSON nulls of absent fields dropped. */
function plain(who: Identity | null): Identity {
  return Object.fromEntries(Object.entries(who ?? {}).filter(([, v]) => v != null)) as Identity;
}

const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/** Stores the terms of every resume that lacks this reading's; answers how many it stored. */
export async function backfillTerms(db: DocumentsDb, options: BackfillOptions = {}) {
  const { batchSize = 100, pauseMs = 20, signal } = options;
  let stored = 0;
  // By id, each resume at most once a run: a row whose update does not take is not read forever.
  for (let after = FIRST_ID; !signal?.aborted;) {
    const rows = await db
      .select({
        id: candidates.id,
        text: sql<string | null>`${candidates.profile}->>'text'`,
        // Who the candidate is: their terms are read with it blanked.
        who: sql<Identity>`jsonb_build_object('name', ${candidates.profile}->'name', 'email', ${candidates.profile}->'email', 'phone', ${candidates.profile}->'phone', 'location', ${candidates.profile}->'location', 'links', ${candidates.profile}->'links')`,
      })
      .from(candidates)
      .where(
        and(
          gt(candidates.id, after),
          sql`coalesce(${candidates.profile}->'terms'->>'version', '') <> ${TERMS_VERSION}`,
        ),
      )
      .orderBy(asc(candidates.id))
      .limit(batchSize);
    if (rows.length === 0) break;
    const updates = rows
      .filter((row) => typeof row.text === 'string')
      .map((row) => ({
        id: row.id,
        terms: candidateTerms({ ...plain(row.who), text: row.text! }),
      }));
    if (updates.length > 0) {
      await db.execute(sql`
        update ${candidates} as c
           set profile = jsonb_set(c.profile, '{terms}', u.terms)
          from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as u(id uuid, terms jsonb)
         where c.id = u.id`);
    }
    stored += updates.length;
    after = rows[rows.length - 1]!.id;
    if (pauseMs > 0) await sleep(pauseMs);
  }
  return stored;
}

/**
 * backfillTerms once per reading of terms, not on every start: finding that nothing is left
 * reads every stored profile, and every replica starts it. A finished pass is recorded in Redis
 * (a lost record only costs one more pass). A resume that an older replica stores during a
 * rolling upgrade, after the pass, keeps being scanned as before.
 */
export async function fillTermsOnce(
  db: DocumentsDb,
  redis: Redis,
  prefix: string,
  options: BackfillOptions = {},
): Promise<number | undefined> {
  const key = `${prefix}:documents:terms-filled`;
  if ((await redis.get(key)) === TERMS_VERSION) return undefined;
  const stored = await backfillTerms(db, options);
  if (!options.signal?.aborted) await redis.set(key, TERMS_VERSION);
  return stored;
}
