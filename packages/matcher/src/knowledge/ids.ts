// The ids the knowledge declares, as types derived from the data itself: code that names a family,
// a role or a category names one that exists, and a profession that relates to a family or role
// nobody declares does not compile (KnowledgeIsWhole below names the dangling id).
import type * as PROFESSIONS from './index';

type Known = (typeof PROFESSIONS)[keyof typeof PROFESSIONS];

type CategoryOf<P> = P extends { readonly category: infer C extends string } ? C : never;
type FamiliesOf<P> = P extends { readonly families: readonly (infer F)[] } ? F : never;
type RolesOf<P> = P extends { readonly roles: readonly (infer R)[] } ? R : never;
type FieldsOf<P> = P extends { readonly fields: readonly (infer F)[] } ? F : never;
type IdOf<T> = T extends { readonly id: infer I extends string } ? I : never;
type RelatedOf<T> = T extends { readonly related: readonly (infer R)[] } ? R : never;
type FamilyOf<T> = T extends { readonly family: infer F } ? F : never;

export type Category = CategoryOf<Known>;
export type FamilyId = IdOf<FamiliesOf<Known>>;
export type RoleId = IdOf<RolesOf<Known>>;

/** Compiles only for `never`: what is left after taking away the ids that exist. */
type NoneLeft<T extends never> = T;

export type KnowledgeIsWhole = [
  NoneLeft<
    Exclude<RelatedOf<FamiliesOf<Known>> | FieldsOf<Known> | FamilyOf<RolesOf<Known>>, FamilyId>
  >,
  NoneLeft<Exclude<RelatedOf<RolesOf<Known>>, RoleId>>,
];
