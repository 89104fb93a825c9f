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
import { jobDescriptions, files } from '../db/schema';
import { containsPattern, isRecordId, pageWindow, searchText } from '../search';
import type { JobSummary, JobValues } from './records';

// Every function takes the owner: a query that forgets it does not compile.

const { profile: _profile, fileId: _fileId, ...summary } = getTableColumns(jobDescriptions);

const mine = (ownerId: string, id: string) =>
  and(eq(jobDescriptions.ownerId, ownerId), eq(jobDescriptions.id, id));

export async function findJobWithProfile(db: DocumentsDb, ownerId: string, id: string) {
  if (!isRecordId(id)) return undefined;
  const [row] = await db
    .select({ ...summary, profile: jobDescriptions.profile })
    .from(jobDescriptions)
    .where(mine(ownerId, id));
  return row;
}

export async function findJobByFile(
  db: DocumentsDb,
  ownerId: string,
  sha256: string,
): Promise<JobSummary | undefined> {
  const [row] = await db
    .select(summary)
    .from(jobDescriptions)
    .where(and(eq(jobDescriptions.ownerId, ownerId), eq(jobDescriptions.sha256, sha256)));
  return row;
}

/** Newest first; `q` matches title, company or any required skill, ignoring case. */
export async function listJobs(
  db: DocumentsDb,
  ownerId: string,
  query: ListQuery,
): Promise<{ rows: JobSummary[]; total: number }> {
  const q = searchText(query);
  const where = and(eq(jobDescriptions.ownerId, ownerId), q ? matching(q) : undefined);
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select(summary)
      .from(jobDescriptions)
      .where(where)
      .orderBy(desc(jobDescriptions.createdAt), desc(jobDescriptions.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(jobDescriptions).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

function matching(q: string): SQL | undefined {
  const pattern = containsPattern(q);
  return or(
    ilike(jobDescriptions.title, pattern),
    ilike(jobDescriptions.company, pattern),
    sql`exists (select 1 from unnest(${jobDescriptions.requiredSkills}) as skill where skill ilike ${pattern})`,
  );
}

class AlreadyStored extends Error {}

/**
 * Stores the file and its record together. When the same owner stored the same file meanwhile
 * (two uploads racing), nothing is written and the earlier record is answered.
 */
export async function insertJob(
  db: DocumentsDb,
  ownerId: string,
  values: JobValues,
  content: Buffer,
): Promise<{ row: JobSummary; created: boolean }> {
  try {
    const row = await db.transaction(async (tx) => {
      const [file] = await tx
        .insert(files)
        .values({ ownerId, content })
        .returning({ id: files.id });
      const [inserted] = await tx
        .insert(jobDescriptions)
        .values({ ...values, ownerId, fileId: file!.id })
        .onConflictDoNothing({ target: [jobDescriptions.ownerId, jobDescriptions.sha256] })
        .returning(summary);
      if (!inserted) throw new AlreadyStored();
      return inserted;
    });
    return { row, created: true };
  } catch (err) {
    if (!(err instanceof AlreadyStored)) throw err;
    const earlier = await findJobByFile(db, ownerId, values.sha256);
    if (!earlier) throw new Error('a conflicting job description vanished', { cause: err });
    return { row: earlier, created: false };
  }
}

/** Deletes the job description with its file; false when the owner has no such job description. */
export async function deleteJob(db: DocumentsDb, ownerId: string, id: string) {
  if (!isRecordId(id)) return false;
  const owned = db
    .select({ fileId: jobDescriptions.fileId })
    .from(jobDescriptions)
    .where(mine(ownerId, id));
  const deleted = await db
    .delete(files)
    .where(and(eq(files.ownerId, ownerId), inArray(files.id, owned)))
    .returning({ id: files.id });
  return deleted.length > 0;
}

export async function findJobFile(db: DocumentsDb, ownerId: string, id: string) {
  if (!isRecordId(id)) return undefined;
  const [row] = await db
    .select({
      fileName: jobDescriptions.fileName,
      fileType: jobDescriptions.fileType,
      content: files.content,
    })
    .from(jobDescriptions)
    .innerJoin(files, eq(files.id, jobDescriptions.fileId))
    .where(mine(ownerId, id));
  return row;
}
