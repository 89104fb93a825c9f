import type { ListQuery } from '@shortlist/contracts';
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DocumentsDb } from '../db';
import { candidates, files } from '../db/schema';
import { containsPattern, isRecordId, pageWindow, searchText } from '../search';
import type { CandidateSummary, CandidateValues } from './records';

// Every function takes the owner: a query that forgets it does not compile.

const { profile: _profile, fileId: _fileId, ...summary } = getTableColumns(candidates);

const mine = (ownerId: string, id: string) =>
  and(eq(candidates.ownerId, ownerId), eq(candidates.id, id));

export async function findCandidate(
  db: DocumentsDb,
  ownerId: string,
  id: string,
): Promise<CandidateSummary | undefined> {
  if (!isRecordId(id)) return undefined;
  const [row] = await db.select(summary).from(candidates).where(mine(ownerId, id));
  return row;
}

export async function findCandidateWithProfile(db: DocumentsDb, ownerId: string, id: string) {
  if (!isRecordId(id)) return undefined;
  const [row] = await db
    .select({ ...summary, profile: candidates.profile })
    .from(candidates)
    .where(mine(ownerId, id));
  return row;
}

/** Many of the owner's candidates with their profiles (a batch chunk); foreign ids are left out. */
export async function findCandidatesWithProfiles(db: DocumentsDb, ownerId: string, ids: string[]) {
  const wanted = ids.filter(isRecordId);
  if (wanted.length === 0) return [];
  return db
    .select({ ...summary, profile: candidates.profile })
    .from(candidates)
    .where(and(eq(candidates.ownerId, ownerId), inArray(candidates.id, wanted)));
}

export async function findCandidateByFile(
  db: DocumentsDb,
  ownerId: string,
  sha256: string,
): Promise<CandidateSummary | undefined> {
  const [row] = await db
    .select(summary)
    .from(candidates)
    .where(and(eq(candidates.ownerId, ownerId), eq(candidates.sha256, sha256)));
  return row;
}

/** Newest first; `q` matches name, email, location or any skill, ignoring case. */
export async function listCandidates(
  db: DocumentsDb,
  ownerId: string,
  query: ListQuery,
): Promise<{ rows: CandidateSummary[]; total: number }> {
  const q = searchText(query);
  const where = and(eq(candidates.ownerId, ownerId), q ? matching(q) : undefined);
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select(summary)
      .from(candidates)
      .where(where)
      .orderBy(desc(candidates.createdAt), desc(candidates.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(candidates).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

function matching(q: string): SQL | undefined {
  const pattern = containsPattern(q);
  return or(
    ilike(candidates.name, pattern),
    // The title ('Staff Platform Engineer'): Quick Match's picker searches by it.
    ilike(candidates.headline, pattern),
    ilike(candidates.email, pattern),
    ilike(candidates.location, pattern),
    sql`exists (select 1 from unnest(${candidates.skills}) as skill where skill ilike ${pattern})`,
  );
}

class AlreadyStored extends Error {}

/**
 * Stores the file and its record together. When the same owner stored the same file meanwhile
 * (two uploads racing), nothing is written and the earlier record is answered.
 */
export async function insertCandidate(
  db: DocumentsDb,
  ownerId: string,
  values: CandidateValues,
  content: Buffer,
): Promise<{ row: CandidateSummary; created: boolean }> {
  try {
    const row = await db.transaction(async (tx) => {
      const [file] = await tx
        .insert(files)
        .values({ ownerId, content })
        .returning({ id: files.id });
      const [inserted] = await tx
        .insert(candidates)
        .values({ ...values, ownerId, fileId: file!.id })
        .onConflictDoNothing({ target: [candidates.ownerId, candidates.sha256] })
        .returning(summary);
      if (!inserted) throw new AlreadyStored();
      return inserted;
    });
    return { row, created: true };
  } catch (err) {
    if (!(err instanceof AlreadyStored)) throw err;
    const earlier = await findCandidateByFile(db, ownerId, values.sha256);
    if (!earlier) throw new Error('a conflicting candidate vanished', { cause: err });
    return { row: earlier, created: false };
  }
}

/** Deletes the candidate with its file; false when the owner has no such candidate. */
export async function deleteCandidate(db: DocumentsDb, ownerId: string, id: string) {
  if (!isRecordId(id)) return false;
  const owned = db.select({ fileId: candidates.fileId }).from(candidates).where(mine(ownerId, id));
  const deleted = await db
    .delete(files)
    .where(and(eq(files.ownerId, ownerId), inArray(files.id, owned)))
    .returning({ id: files.id });
  return deleted.length > 0;
}

export async function findCandidateFile(db: DocumentsDb, ownerId: string, id: string) {
  if (!isRecordId(id)) return undefined;
  const [row] = await db
    .select({
      fileName: candidates.fileName,
      fileType: candidates.fileType,
      content: files.content,
    })
    .from(candidates)
    .innerJoin(files, eq(files.id, candidates.fileId))
    .where(mine(ownerId, id));
  return row;
}

/** The owner's candidates among `ids` (or all of them), newest first, for batch screening. */
export async function lookupCandidates(db: DocumentsDb, ownerId: string, ids: string[] | 'all') {
  const wanted = ids === 'all' ? undefined : ids.filter(isRecordId);
  if (wanted && wanted.length === 0) return [];
  return db
    .select({ id: candidates.id, name: candidates.name })
    .from(candidates)
    .where(
      and(eq(candidates.ownerId, ownerId), wanted ? inArray(candidates.id, wanted) : undefined),
    )
    .orderBy(desc(candidates.createdAt), desc(candidates.id));
}
