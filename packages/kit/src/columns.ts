import { sql } from 'drizzle-orm';
import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Column kinds every service's drizzle schema spells the same way. Each call makes a new builder,
// so no two tables share one; the SQL they produce is what the spelled-out columns produced.

/** A uuid primary key the database draws (`gen_random_uuid()`), so an insert needs no id. */
export const generatedId = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);

/** A moment, with its time zone: every timestamp the services keep. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written: the database fills it in when an insert leaves it out. */
export const stampedAt = (name: string) => at(name).notNull().defaultNow();

/** The uuid of the row this one is part of: deleting that row deletes this one with it. */
export const partOf = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });
