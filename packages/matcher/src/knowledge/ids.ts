// The ids the knowledge declares, as types derived from the data itself: code that names a family,
// a role or a category names one that exists, and a profession that relates to a family or role
// nobody declares does not compile (KnowledgeIsWhole below names the dangling id). Families and
// roles are lines of `|`-separated cells (types.ts); the types below read their id cells and
// the cells that name other ids, as taxonomy/knowledge.ts reads the rest.
import type * as PROFESSIONS from './index';

type Known = (typeof PROFESSIONS)[keyof typeof PROFESSIONS];

type Blank = ' ' | '\n' | '\t';
type Trim<S extends string> = S extends `${Blank}${infer R}`
  ? Trim<R>
  : S extends `${infer L}${Blank}`
    ? Trim<L>
    : S;
/** The space-separated words of a cell (of each cell, given several). */
type Words<S extends string> = S extends unknown ? Split<Trim<S>> : never;
type Split<S extends string> = S extends `${infer W} ${infer R}`
  ? W | Split<Trim<R>>
  : S extends ''
    ? never
    : S;
/** A line's cells, trimmed. */
type Cells<L extends string> = L extends `${infer C}|${infer R}`
  ? [Trim<C>, ...Cells<R>]
  : [Trim<L>];
/** The cells of every line that is not blank or a `#` comment. */
type Rows<S extends string> = S extends `${infer L}\n${infer R}` ? Row<L> | Rows<R> : Row<S>;
type Row<L extends string> = Trim<L> extends '' | `#${string}` ? never : Cells<L>;
/** An id cell without its `*` (a family found in every field). */
type Id<C> = C extends `${infer I}*` ? I : C;

type FamilyRows<P> = P extends { readonly families: infer S extends string } ? Rows<S> : never;
type RoleRows<P> = P extends { readonly roles: infer S extends string } ? Rows<S> : never;
type CategoryOf<P> = P extends { readonly category: infer C extends string } ? C : never;
type FieldsOf<P> = P extends { readonly fields: readonly (infer F)[] } ? F : never;

type Family = FamilyRows<Known>;
type Role = RoleRows<Known>;

export type Category = CategoryOf<Known>;
export type FamilyId = Id<Family[0]>;
export type RoleId = Role[0];

/** Compiles only for `never`: what is left after taking away the ids that exist. */
type NoneLeft<T extends never> = T;

export type KnowledgeIsWhole = [
  NoneLeft<Exclude<Words<Family[2]> | FieldsOf<Known> | Role[2], FamilyId>>,
  NoneLeft<Exclude<Words<Role[3]>, RoleId>>,
];
