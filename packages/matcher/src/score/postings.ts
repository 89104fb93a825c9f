// The index terms as an inverted index stores them (issue #31): per candidate, one posting per
// term, and per job a weight per term, so that a candidate's first-stage score is the sum over
// shared terms of the two weights. The sum is the engine's weighted sum of components made linear
// (calibration keeps its order; the must-have bounds do not, so the must-haves weigh more):
//   - must-haves: one posting per canonical skill (its credit: 1 named, the implication's share
//     when implied); the job weighs each requirement's skills at its importance over the
//     yardstick (a nice-to-have at NICE_SHARE of that), raised by CEILING_LEVERAGE;
//   - title: the engine reads the headline (HEADLINE_SHARE) and the best title, each as its
//     families times how well its level fits the job's (levelFit). A family's posting carries the
//     title's level in its key ("f:software@3") and holds the headline's weight and the best
//     title's at its age factor at those shares, so the job can weigh each level as levelFit
//     does; the occupations the text names ("t:") only for a resume whose titles name none, as
//     the engine reads them;
//   - kind of work: one posting per role, the job's roles and related roles at their affinity;
//   - years and seniority: one posting each ("y:7", "n:Senior"), which the job weighs by what it
//     costs against the best value (0 or less): only the candidates who fall short are read.
// The words stay out (64 more postings a candidate); the second stage reads them from the stored
// terms (scoreFromTerms).
import type { CandidateProfile, Seniority } from '../types';
import { familyAffinity, relatedFamilies } from '../taxonomy/lexicon';
import { RELATED_ROLE, relatedRoles } from '../taxonomy/role-reading';
import { levelFit } from '../taxonomy/title-reading';
import type { FamilyId, RoleId } from '../taxonomy/knowledge';
import { ENGINE_VERSION } from '../version';
import { experienceComponent, seniorityComponent } from './experience';
import { reliability } from './bounds';
import { NICE_SHARE } from './requirements-component';
import type { IndexTerms, RetrievalQuery, TitleTerms } from './retrieval';
import { HEADLINE_SHARE, TEXT_FACTOR } from './title-component';

/** One entry of a posting list, or one term of a query, with its weight. */
export interface Posting {
  term: number;
  weight: number;
}

/**
 * What the stored postings were read with: a new engine may read other terms, and a new way of
 * making postings other postings, so its candidates are re-indexed in the background; until then
 * the old postings still retrieve (the second stage scores with the new engine either way).
 */
export const INDEX_VERSION = `${ENGINE_VERSION}/postings-3`;

/**
 * A term's integer id: FNV-1a of its key ("s:java", "f:software@3", "r:java_backend") as a signed
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

/**
 * Title levels as the readings give them (1 entry .. 5 executive, in half steps: "Senior" shifts a
 * level by half), undefined when unread. A posting's key holds its title's level to the nearest
 * half step, so the job weighs it within 1/16 of levelFit.
 */
const LEVELS = [undefined, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5] as const;
const halfStep = (level?: number) => (level === undefined ? 0 : Math.round(level * 2) / 2);
/** Years past this count as this many: every job's minimum is below it. */
const MOST_YEARS = 40;
const SENIORITIES = ['Junior', 'Mid-level', 'Senior', undefined] as const;

const skillTerm = (skill: string) => termId(`s:${skill}`);
const titleKey = (family: string, level?: number) => `f:${family}@${halfStep(level)}`;
const textTerm = (family: string) => termId(`t:${family}`);
const roleTerm = (role: string) => termId(`r:${role}`);
const yearsTerm = (years?: number) =>
  termId(`y:${years === undefined ? 'none' : Math.min(MOST_YEARS, Math.floor(years))}`);
const seniorityTerm = (seniority?: Seniority) => termId(`n:${seniority ?? 'none'}`);

const named = (t: TitleTerms | undefined) => t !== undefined && Object.keys(t.families).length > 0;

/** A candidate's postings: skills, title families by level, roles, years, seniority. */
export function postingsOf(terms: IndexTerms): Posting[] {
  const out = new Map<number, number>();
  const put = (term: number, weight: number) => {
    if (weight > 0) out.set(term, Math.max(out.get(term) ?? 0, weight));
  };
  for (const [skill, credit] of Object.entries(terms.skills)) put(skillTerm(skill), credit);
  // Per family and level, the best title's weight at its age factor and the headline's: one
  // posting holding both at the engine's shares, so the job weighs each family and level once.
  const best = new Map<string, number>();
  const headline = new Map<string, number>();
  const keep = (into: Map<string, number>, key: string, w: number) =>
    into.set(key, Math.max(into.get(key) ?? 0, w));
  for (const t of terms.titles)
    for (const [family, w] of Object.entries(t.families))
      keep(best, titleKey(family, t.level), w * t.factor);
  // The headline's share goes to the most recent title that names a family when the headline
  // names none: the engine then reads the best title alone, most often that one.
  const head = named(terms.headline)
    ? { ...terms.headline!, factor: 1 }
    : terms.titles.find((t) => named(t));
  if (head)
    for (const [family, w] of Object.entries(head.families))
      keep(headline, titleKey(family, head.level), w * head.factor);
  else for (const [family, w] of Object.entries(terms.textFamilies)) put(textTerm(family), w);
  for (const key of new Set([...best.keys(), ...headline.keys()]))
    put(
      termId(key),
      HEADLINE_SHARE * (headline.get(key) ?? 0) + (1 - HEADLINE_SHARE) * (best.get(key) ?? 0),
    );
  for (const [role, w] of Object.entries(terms.roles)) put(roleTerm(role), w);
  put(yearsTerm(terms.years), 1);
  put(seniorityTerm(terms.seniority), 1);
  return [...out].map(([term, weight]) => ({ term, weight }));
}

/**
 * How much more the must-haves weigh at the top of a pool than their component's weight says, as
 * a share of all the job's weights times the reliability of its must-have count. At the top the
 * engine's must-have bounds decide: above the skills ceiling (100 - 60 × reliability × what is
 * missing) a score keeps 0.3 of its excess, so a unit of coverage there is worth 0.7 × 60 ×
 * reliability points against 0.3 × ~62 points for a unit of the weighted sum (2.24 × reliability
 * of the sum's scale); below the ceiling it is worth its weight alone (0); meeting every
 * must-have lifts to 80 and under 70% caps at 79. The pool's top 50 straddles the ceiling, so the
 * middle: measured at 100,000 over 40 ads (bench/pool-first-stage.ts), 1 held every ad's top 50
 * from depth 2,000 (0.98 on the worst ad by depth 1,261); 0, 1.5 and 2.24 each lost one ad's
 * whole top 50 at 3,000, and 0.5 needed 1,622.
 */
const CEILING_LEVERAGE = 1;

/** The sum of the weights of the components the engine scores this job on. */
function totalWeight(query: RetrievalQuery): number {
  const { plan, job } = query;
  const stub = { roles: [] } as unknown as CandidateProfile;
  const used = {
    requiredSkills: query.musts.length + query.nices.length + plan.yardstick.count > 0,
    role: plan.byRole,
    experience: experienceComponent(job, stub) !== undefined,
    seniority: seniorityComponent(job, stub) !== undefined,
    title: query.work !== undefined,
    textRelevance: Object.keys(query.words).length > 0,
    niceToHaveSkills: false,
  };
  return (Object.keys(used) as (keyof typeof used)[]).reduce(
    (sum, key) => sum + (used[key] ? plan.weights[key] : 0),
    0,
  );
}

/** The job's families and the families related to them, at their affinity (familySimilarity). */
function familyWeights(work: TitleTerms): Map<string, number> {
  const out = new Map<string, number>();
  for (const [family, w] of Object.entries(work.families)) {
    for (const other of [family as FamilyId, ...relatedFamilies(family as FamilyId)])
      out.set(other, (out.get(other) ?? 0) + w * familyAffinity(family as FamilyId, other));
  }
  return out;
}

/**
 * The job's query in the same terms, weighted as the engine weighs each part (each part times
 * its component weight): a requirement's skills (any one meets it) at its importance over the
 * yardstick, a nice-to-have at NICE_SHARE of that, the must-haves' weight raised by what the
 * engine's bounds make of them at the top (CEILING_LEVERAGE); each family at each level at the
 * job's affinity to it times the level's fit (the posting holds the headline's and the best
 * title's shares); the roles and related roles at their affinity; each number of years and each seniority
 * at what it costs the engine's component against its best value.
 */
export function queryPostingsOf(query: RetrievalQuery): Posting[] {
  const { plan, job } = query;
  const out = new Map<number, number>();
  const add = (term: number, weight: number) => {
    if (weight !== 0) out.set(term, (out.get(term) ?? 0) + weight);
  };
  const mass = plan.yardstick.mass > 0 ? plan.yardstick.mass : 3;
  const skillWeight =
    (plan.weights.requiredSkills +
      CEILING_LEVERAGE * reliability(plan.yardstick.count) * totalWeight(query)) /
    mass;
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
    const title = plan.weights.title;
    for (const [family, affinity] of familyWeights(query.work)) {
      for (const level of LEVELS) {
        const fit = title * affinity * levelFit(query.work.level, level);
        add(termId(titleKey(family, level)), fit);
      }
      add(textTerm(family), title * affinity * TEXT_FACTOR);
    }
  }
  for (const [role, w] of Object.entries(query.roles)) {
    add(roleTerm(role), plan.weights.role * w);
    for (const other of relatedRoles(role as RoleId))
      add(roleTerm(other), plan.weights.role * w * RELATED_ROLE);
  }
  // What falling short costs, read from the engine's own components on a candidate of that many
  // years (the middle of the posting's year) or of that seniority.
  const stub = (fields: Partial<CandidateProfile>) =>
    ({ roles: [], ...fields }) as unknown as CandidateProfile;
  if (experienceComponent(job, stub({})))
    for (let years = 0; years <= MOST_YEARS + 1; years++) {
      const known = years <= MOST_YEARS;
      const value = experienceComponent(job, stub(known ? { yearsExperience: years + 0.5 } : {}))!;
      add(yearsTerm(known ? years : undefined), plan.weights.experience * (value.value - 1));
    }
  if (seniorityComponent(job, stub({})))
    for (const seniority of SENIORITIES) {
      const value = seniorityComponent(job, stub(seniority ? { seniority } : {}))!;
      add(seniorityTerm(seniority), plan.weights.seniority * (value.value - 1));
    }
  return [...out].map(([term, weight]) => ({ term, weight }));
}
