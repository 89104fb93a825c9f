import type { WorkspaceId } from '@shortlist/kit';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DocumentsDb } from '../db';
import type { candidates, jobDescriptions } from '../db/schema';
import type { UploadKind } from '../metrics';
import type { FileFacts } from './records';

/** The tables of uploaded documents: each row keeps its file's facts, its profile and its fields. */
export type DocumentTable = typeof candidates | typeof jobDescriptions;

/** A column of that kind's own table (a search on another table's column does not compile). */
export type DocumentColumn<T extends DocumentTable> = AnyPgColumn &
  T['_']['columns'][keyof T['_']['columns']];

export type DocumentRow<T extends DocumentTable> = T['$inferSelect'];
export type DocumentProfile<T extends DocumentTable> = DocumentRow<T>['profile'];

/** A record without its profile: what lists and single reads load. */
export type DocumentSummary<T extends DocumentTable> = Omit<DocumentRow<T>, 'profile' | 'fileId'>;

/** The columns of a new record that come from its upload. */
export type DocumentValues<T extends DocumentTable> = Omit<
  DocumentRow<T>,
  'id' | 'ownerId' | 'fileId' | 'createdAt' | 'copyOf'
>;

/**
 * What differs between a resume and a job ad, as data: where it is stored, how its text is read,
 * the columns it fills, its public shape and the words its errors use. Everything else (storing
 * with the file, duplicates, lists, search, deletes) is the same code for both (store.ts).
 */
export interface DocumentKind<T extends DocumentTable, Public> {
  /** The kind in metrics labels. */
  kind: UploadKind;
  table: T;
  /** How a 404 names the record ("Candidate not found"). */
  label: 'Candidate' | 'Job description';
  /** What the list's search box matches, ignoring case: text columns, and any item of arrays. */
  search: { text: DocumentColumn<T>[]; anyOf: DocumentColumn<T>[] };
  /** The profile the engine reads from the document's text. */
  extract: (text: string) => DocumentProfile<T>;
  /** The columns of a new record, from its profile and its file. */
  values: (profile: DocumentProfile<T>, file: FileFacts) => DocumentValues<T>;
  /**
   * Written in the record's insert transaction, after it: what must exist exactly while the
   * record does (a candidate's pool index, issue #31). Deleting the record deletes it by cascade.
   */
  index?: (
    tx: Pick<DocumentsDb, 'execute'>,
    ownerId: WorkspaceId,
    id: string,
    values: DocumentValues<T>,
  ) => Promise<void>;
  /** The public record; `profile` where the caller has it (detail and upload, not lists). */
  present: (
    row: DocumentSummary<T>,
    duplicateOf?: string | null,
    profile?: DocumentProfile<T>,
  ) => Public;
}
