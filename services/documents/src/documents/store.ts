import type { ListQuery } from '@shortlist/contracts';
import { containsPattern, isUuid, statementPerDatabase, type WorkspaceId } from '@shortlist/kit';
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  getTableName,
  ilike,
  inArray,
  isNull,
  or,
  sql,
  type Placeholder,
} from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DocumentsDb } from '../db';
import { files, type candidates } from '../db/schema';
import { pageWindow, searchText } from '../search';
import type {
  DocumentKind,
  DocumentProfile,
  DocumentSummary,
  DocumentTable,
  DocumentValues,
} from './kind';

// Every function takes the owner: a query that forgets it does not compile.

class AlreadyStored extends Error {}

/** The records of one kind of document (candidates or job descriptions), with their files. */
export function documentStore<T extends DocumentTable, Public>(kind: DocumentKind<T, Public>) {
  // Both tables are the file columns plus their own fields and a profile (db/schema.ts). Drizzle
  // cannot build a query on a table known only as one of two, so the queries are typed on the
  // candidates table, name by hand only the columns both share, and type their rows back as T's.
  const table = kind.table as typeof candidates;
  const { profile: _profile, fileId: _fileId, ...summary } = getTableColumns(table);
  const withProfile = { ...summary, profile: table.profile };
  type Summary = DocumentSummary<T>;
  type WithProfile = Summary & { profile: DocumentProfile<T> };

  const mine = (ownerId: WorkspaceId | Placeholder, id: string | Placeholder) =>
    and(eq(table.ownerId, ownerId), eq(table.id, id));

  const matching = (pattern: string) =>
    or(
      ...kind.search.text.map((column) => ilike(column, pattern)),
      ...kind.search.anyOf.map(
        (column) =>
          sql`exists (select 1 from unnest(${column}) as item where item ilike ${pattern})`,
      ),
    );

  // The reads every analysis makes (its names on the way in, its profiles in the worker): built
  // once per database (statementPerDatabase), their values bound per call.
  const byId = mine(sql.placeholder('ownerId'), sql.placeholder('id'));
  /** `selection` of one of the owner's records, by id: the statement is named `name`. */
  const byIdStatement = <S extends SelectedFields>(selection: S, name: string) =>
    statementPerDatabase((db: DocumentsDb) =>
      db
        .select(selection)
        .from(table)
        .where(byId)
        .prepare(`documents_${getTableName(table)}_${name}`),
    );
  const findStatement = byIdStatement(summary, 'find');

  async function find(db: DocumentsDb, ownerId: WorkspaceId, id: string) {
    if (!isUuid(id)) return undefined;
    const [row] = await findStatement(db).execute({ ownerId, id });
    return row as unknown as Summary | undefined;
  }

  async function findWithProfile(db: DocumentsDb, ownerId: WorkspaceId, id: string) {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select(withProfile).from(table).where(mine(ownerId, id));
    return row as unknown as WithProfile | undefined;
  }

  // The profile as JSON text, for matching's internal reads: passed on as PostgreSQL writes it,
  // not parsed and written again (profiles are the bulk of what matching reads).
  const withProfileJson = { ...summary, profileJson: sql<string>`${table.profile}::text` };
  type WithProfileJson = Summary & { profileJson: string };

  /** One of the owner's records with its profile as JSON text (see withProfileJson). */
  const profileJsonStatement = byIdStatement(withProfileJson, 'with_profile');

  async function findWithProfileJson(db: DocumentsDb, ownerId: WorkspaceId, id: string) {
    if (!isUuid(id)) return undefined;
    const [row] = await profileJsonStatement(db).execute({ ownerId, id });
    if (!row) return undefined;
    const { profileJson, ...summary } = row;
    return { summary: summary as unknown as Summary, profileJson };
  }

  /**
   * Many of the owner's records with their profiles as JSON text, for scoring (a batch chunk, a
   * pool chunk), without the sections, which scoring never reads (a third of a resume's
   * profile). Foreign ids are left out.
   */
  async function findManyForScoring(db: DocumentsDb, ownerId: WorkspaceId, ids: string[]) {
    const wanted = ids.filter(isUuid);
    if (wanted.length === 0) return [];
    const rows = await db
      .select({
        ...summary,
        profileJson: sql<string>`(${table.profile} || '{"sections":[]}'::jsonb)::text`,
      })
      .from(table)
      .where(and(eq(table.ownerId, ownerId), inArray(table.id, wanted)));
    return rows as unknown as WithProfileJson[];
  }

  async function findByFile(db: DocumentsDb, ownerId: WorkspaceId, sha256: string) {
    const [row] = await db
      .select(summary)
      .from(table)
      .where(and(eq(table.ownerId, ownerId), eq(table.sha256, sha256), isNull(table.copyOf)));
    return row as unknown as Summary | undefined;
  }

  /** Newest first; `q` matches what the kind's search names, ignoring case. */
  async function list(db: DocumentsDb, ownerId: WorkspaceId, query: ListQuery) {
    const q = searchText(query);
    const where = and(eq(table.ownerId, ownerId), q ? matching(containsPattern(q)) : undefined);
    const { limit, offset } = pageWindow(query);
    const [rows, [counted]] = await Promise.all([
      db
        .select(summary)
        .from(table)
        .where(where)
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(table).where(where),
    ]);
    return { rows: rows as unknown as Summary[], total: counted?.total ?? 0 };
  }

  /**
   * Stores the file and its record together. When the same owner stored the same file meanwhile
   * (two uploads racing), nothing is written and the earlier record is answered. A fresh copy
   * (`copyOf` the earlier record) is always written.
   */
  async function insert(
    db: DocumentsDb,
    ownerId: WorkspaceId,
    values: DocumentValues<T>,
    content: Buffer,
    copyOf: string | null = null,
  ): Promise<{ row: Summary; created: boolean }> {
    try {
      const row = await db.transaction(async (tx) => {
        const [file] = await tx
          .insert(files)
          .values({ ownerId, content })
          .returning({ id: files.id });
        const [inserted] = await tx
          .insert(table)
          .values({
            ...(values as DocumentValues<typeof candidates>),
            ownerId,
            fileId: file!.id,
            copyOf,
          })
          // The unique index leaves copies out; the conflict names its predicate to use it.
          .onConflictDoNothing({
            target: [table.ownerId, table.sha256],
            where: sql`${table.copyOf} is null`,
          })
          .returning(summary);
        if (!inserted) throw new AlreadyStored();
        await kind.index?.(tx, ownerId, inserted.id, values);
        return inserted as unknown as Summary;
      });
      return { row, created: true };
    } catch (err) {
      if (!(err instanceof AlreadyStored)) throw err;
      const earlier = await findByFile(db, ownerId, values.sha256);
      if (!earlier) {
        throw new Error(`a conflicting ${kind.label.toLowerCase()} vanished`, { cause: err });
      }
      return { row: earlier, created: false };
    }
  }

  /** Deletes the record with its file; false when the owner has no such record. */
  async function remove(db: DocumentsDb, ownerId: WorkspaceId, id: string) {
    if (!isUuid(id)) return false;
    const owned = db.select({ fileId: table.fileId }).from(table).where(mine(ownerId, id));
    const deleted = await db
      .delete(files)
      .where(and(eq(files.ownerId, ownerId), inArray(files.id, owned)))
      .returning({ id: files.id });
    return deleted.length > 0;
  }

  /** The original upload, for download. */
  async function findFile(db: DocumentsDb, ownerId: WorkspaceId, id: string) {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .select({ fileName: table.fileName, fileType: table.fileType, content: files.content })
      .from(table)
      .innerJoin(files, eq(files.id, table.fileId))
      .where(mine(ownerId, id));
    return row;
  }

  return {
    kind,
    find,
    findWithProfile,
    findWithProfileJson,
    findManyForScoring,
    findByFile,
    list,
    insert,
    remove,
    findFile,
  };
}

export type DocumentStore<T extends DocumentTable, Public> = ReturnType<
  typeof documentStore<T, Public>
>;
