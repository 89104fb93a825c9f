// The index terms as an inverted index stores them (issue #31): per candidate, one posting per
// canonical skill (its credit: 1 named, the implication's share when implied), per flat title
// family (its best title's weight times that title's age factor) and per role; per job, a weight
// per term, so that a candidate's first-stage score is the sum over shared terms of the two
// weights. That sum is the linear part of the engine's score (docs/pool-retrieval.md: skills +
// title families + roles): the must-have coverage, the family similarity and the role similarity
// weighted as the job's plan weighs them. The words stay out (64 more postings a candidate for
// little recall); the second stage reads them from the stored terms (scoreFromTerms).
import { relatedFamilies } from '../taxonomy/lexicon';
import { RELATED_ROLE, relatedRoles } from '../taxonomy/role-reading';
import type { FamilyId, RoleId } from '../taxonomy/knowledge';
import { ENGINE_VERSION } from '../version';
import { NICE_SHARE } from './requirements-component';
import { flatFamilies, type IndexTerms, type RetrievalQuery } from './retrieval';

/** One entry of a posting list, or one term of a query, with its weight. */
export interface Posting {
  term: number;
  weight: number;
}

/**
 * What the stored postings were read with: a new engine may read other terms, so its candidates
 * are re-indexed in the background; until then the old postings still retrieve (the second stage
 * scores with the new engine either way).
 */
export const INDEX_VERSION = ENGINE_VERSION;

/**
 * A term's integer id: FNV-1a of its key ("s:java", "f:software", "r:java_backend") as a signed
 * 32-bit integer (PostgreSQL's integer). Derived, not looked up, so indexing and querying need no
 * dictionary round trip and every process agrees; two keys sharing an id only widen what is
 * retrieved (the second stage scores from the stored terms, not from ids).
 */
export function termId(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

const skillTerm = (skill: string) => termId(`s:${skill}`);
const familyTerm = (family: string) => termId(`f:${family}`);
const roleTerm = (role: string) => termId(`r:${role}`);

/** A candidate's postings: skills with implied credit, flat title families, roles. */
export function postingsOf(terms: IndexTerms): Posting[] {
  const out = new Map<number, number>();
  const put = (term: number, weight: number) => {
    if (weight > 0) out.set(term, Math.max(out.get(term) ?? 0, weight));
  };
  for (const [skill, credit] of Object.entries(terms.skills)) put(skillTerm(skill), credit);
  for (const [family, w] of Object.entries(flatFamilies(terms))) put(familyTerm(family), w);
  for (const [role, w] of Object.entries(terms.roles)) put(roleTerm(role), w);
  return [...out].map(([term, weight]) => ({ term, weight }));
}

/**
 * The job's query in the same terms, weighted as the engine weighs each part: a requirement's
 * skills (any one meets it) at its importance over the yardstick (a nice-to-have at NICE_SHARE of
 * that), the job's families and the families related to them at their affinity, the job's roles
 * and their related roles likewise; each part times its component weight.
 */
export function queryPostingsOf(query: RetrievalQuery): Posting[] {
  const { plan } = query;
  const out = new Map<number, number>();
  const add = (term: number, weight: number) => {
    if (weight > 0) out.set(term, (out.get(term) ?? 0) + weight);
  };
  const mass = plan.yardstick.mass > 0 ? plan.yardstick.mass : 3;
  const skillWeight = plan.weights.requiredSkills / mass;
  for (const [list, share] of [
    [query.musts, 1],
    [query.nices, NICE_SHARE],
  ] as const) {
    for (const { requirement, importance } of list) {
      for (const skill of requirement.skills)
        add(skillTerm(skill), skillWeight * share * importance);
    }
  }
  if (query.work) {
    for (const [family, w] of Object.entries(query.work.families)) {
      add(familyTerm(family), plan.weights.title * w);
      for (const other of relatedFamilies(family as FamilyId))
        add(familyTerm(other), plan.weights.title * w * 0.5);
    }
  }
  for (const [role, w] of Object.entries(query.roles)) {
    add(roleTerm(role), plan.weights.role * w);
    for (const other of relatedRoles(role as RoleId))
      add(roleTerm(other), plan.weights.role * w * RELATED_ROLE);
  }
  return [...out].map(([term, weight]) => ({ term, weight }));
}
