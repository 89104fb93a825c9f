// What a retrieval index can keep per candidate, and what a job asks of it (issue #31): the
// engine's own readings of a resume (canonical skills with what they imply, title readings, the
// kind of work, years, level, its weightiest words), as plain data a database can store, and the
// job's side of the score in the same terms. Scoring a retrieved candidate stays the engine's
// (scoreMatch); these terms only decide whom to score.
import { fnv1a } from '../fingerprint';
import type { CandidateProfile, JobProfile, Requirement, Seniority, SkillMention } from '../types';
import { implications } from '../taxonomy';
import { candidateRoles, jobRoles, roleSimilarity } from '../taxonomy/role-reading';
import { familySimilarity, type TitleReading } from '../taxonomy/title-reading';
import type { FamilyId, RoleId } from '../taxonomy/knowledge';
import { termOfKey } from '../terms/term-table';
import { percentageOf, requirementsOf, scoringPlan, type ScoringPlan } from './analyze';
import type { ComponentKey } from './component';
import { experienceComponent, seniorityComponent } from './experience';
import { jobVector, relevanceValue, resumeVector } from './relevance-component';
import { requirementImportance, type RequirementMatch } from './requirements';
import { readingCoverage } from './requirements-component';
import { candidateSkills, type CandidateSkills } from './skills';
import { candidateTitles, titleFit, workOfJob, type CandidateTitles } from './title-component';

export type Weights = Record<string, number>;

/** A title as read: occupation families (unit length) and level (1 entry .. 5 executive). */
export interface TitleTerms {
  families: Weights;
  level?: number;
}

export interface IndexTerms {
  /** Canonical skill -> credit: 1 named, the implication's share when only implied. */
  skills: Weights;
  headline?: TitleTerms;
  /** Every title (headline first, then past roles) with the factor an older one counts for. */
  titles: (TitleTerms & { factor: number })[];
  /** Families the text names, when the titles say little (unit length). */
  textFamilies: Weights;
  /** Kinds of work (role ids, unit length), from titles and skills together. */
  roles: Weights;
  years?: number;
  seniority?: Seniority;
  /** The weightiest terms of the text ("stem" or "stem stem"), as shares of a unit vector. */
  words: Weights;
  /** The length of the rest of that unit vector: what the kept words leave out (0..1). */
  wordsRest: number;
  /**
   * Which words the rest holds, as a bit set (base64, WORDS_SEEN_BITS bits, one per hashed
   * word; a bit may stand for several words, never leave one out): the bound asks only the
   * job's words whose bit is set what the rest could add (wordsSimilarity). Absent: any could.
   */
  wordsSeen?: string;
}

/**
 * Bits of `wordsSeen`: a resume's text has a few hundred words past the kept ones. On the roles
 * benchmark's resumes and ads the bound's median excess over the engine's score was 16 points
 * without it, 8 at 4,096 bits, 5 at 8,192, 4 at 16,384 (each +1.4 KB of stored terms).
 */
const WORDS_SEEN_BITS = 8192;

/** The bit of `wordsSeen` a word sets. */
const wordBit = (term: string): number => fnv1a(term) % WORDS_SEEN_BITS;

const record = (map: ReadonlyMap<string, number>): Weights => Object.fromEntries(map);
const titleTerms = (reading: TitleReading): TitleTerms => ({
  families: record(reading.families),
  ...(reading.level !== undefined ? { level: reading.level } : {}),
});

/** The index terms of a candidate, keeping the `keptWords` weightiest terms of the text. */
export function indexTermsOf(candidate: CandidateProfile, keptWords = 64): IndexTerms {
  const have = candidateSkills(candidate, { implications });
  const skills: Weights = {};
  for (const [skill, { credit }] of have.implied) skills[skill] = credit;
  for (const skill of have.own.keys()) skills[skill] = 1;
  const titles = candidateTitles(candidate);
  const vector = resumeVector(candidate);
  const order = vector.keys
    .map((_, i) => i)
    .sort((a, b) => vector.weights[b]! - vector.weights[a]!);
  const words: Weights = {};
  let kept = 0;
  for (const i of order.slice(0, keptWords)) {
    const share = vector.norm > 0 ? vector.weights[i]! / vector.norm : 0;
    words[termOfKey(vector.keys[i]!)] = share;
    kept += share * share;
  }
  const seen = new Uint8Array(WORDS_SEEN_BITS / 8);
  for (const i of order.slice(keptWords)) {
    const bit = wordBit(termOfKey(vector.keys[i]!));
    seen[bit >> 3]! |= 1 << (bit & 7);
  }
  const wordsSeen = btoa(String.fromCharCode(...seen));
  return {
    skills,
    ...(titles.headline ? { headline: titleTerms(titles.headline.reading) } : {}),
    titles: titles.titles.map((t) => ({ ...titleTerms(t.reading), factor: t.factor })),
    textFamilies: record(titles.textFamilies()),
    roles: record(candidateRoles(candidate).roles),
    ...(candidate.yearsExperience !== undefined ? { years: candidate.yearsExperience } : {}),
    ...(candidate.seniority ? { seniority: candidate.seniority } : {}),
    words,
    wordsRest: vector.norm > 0 ? Math.sqrt(Math.max(0, 1 - kept)) : 0,
    ...(order.length > keptWords ? { wordsSeen } : {}),
  };
}

export interface QueryRequirement {
  /** Its skills are alternatives: any one meets it. */
  requirement: Requirement;
  importance: number;
}

/** A job's side of the score, in the index's terms. */
export interface RetrievalQuery {
  job: JobProfile;
  plan: ScoringPlan;
  musts: QueryRequirement[];
  nices: QueryRequirement[];
  /** The job's kind of work as the title component reads it; undefined when it reads none. */
  work?: TitleTerms;
  /** The job's roles, when scored by role. */
  roles: Weights;
  /** The job's terms as a unit vector. */
  words: Weights;
  minYears?: number;
  seniority?: Seniority;
}

export function retrievalQueryOf(job: JobProfile): RetrievalQuery {
  const plan = scoringPlan(job);
  const hard = plan.model.requirements.filter((r) => !r.soft);
  const asked = (nice: boolean) =>
    hard
      .filter((r) => (r.kind === 'nice') === nice)
      .map((r) => ({ requirement: r, importance: requirementImportance(r, plan.importance) }));
  const work = workOfJob(job);
  const vector = jobVector(job);
  const words: Weights = {};
  vector.keys.forEach((key, i) => {
    if (vector.norm > 0) words[termOfKey(key)] = vector.weights[i]! / vector.norm;
  });
  const minYears = job.model ? job.model.minYears : job.minYears;
  return {
    job,
    plan,
    musts: asked(false),
    nices: asked(true),
    ...(work.title && work.reading.families.size > 0 ? { work: titleTerms(work.reading) } : {}),
    roles: plan.byRole ? record(jobRoles(job).roles) : {},
    words,
    ...(minYears !== undefined ? { minYears } : {}),
    ...(job.seniority ? { seniority: job.seniority } : {}),
  };
}

// Stored ids are plain strings; one the knowledge no longer has matches nothing.
const map = <K extends string>(weights: Weights) =>
  new Map(Object.entries(weights)) as Map<K, number>;
const reading = (t: TitleTerms): TitleReading => ({
  families: map<FamilyId>(t.families),
  ...(t.level !== undefined ? { level: t.level } : {}),
});

/** What the stored terms read as, built once per terms object: a pool is scored many times. */
interface Prepared {
  titles: CandidateTitles;
  roles: Map<RoleId, number>;
  flat: Map<FamilyId, number>;
}

const preparedTerms = new WeakMap<IndexTerms, Prepared>();

function prepared(terms: IndexTerms): Prepared {
  let found = preparedTerms.get(terms);
  if (!found) {
    found = {
      titles: titlesOfTerms(terms),
      roles: map<RoleId>(terms.roles),
      flat: map<FamilyId>(flatFamilies(terms)),
    };
    preparedTerms.set(terms, found);
  }
  return found;
}

const preparedQueries = new WeakMap<
  RetrievalQuery,
  {
    roles: Map<RoleId, number>;
    work?: TitleReading;
    skills: string[];
    /** The job's words, heaviest first, with their bit in `wordsSeen`. */
    ranked: RankedWord[];
  }
>();

interface RankedWord {
  term: string;
  q: number;
  bit: number;
}

function preparedQuery(query: RetrievalQuery) {
  let found = preparedQueries.get(query);
  if (!found) {
    found = {
      roles: map<RoleId>(query.roles),
      ...(query.work ? { work: reading(query.work) } : {}),
      skills: [...new Set(query.plan.model.requirements.flatMap((r) => r.skills))],
      ranked: Object.entries(query.words)
        .sort((a, b) => b[1] - a[1])
        .map(([term, q]) => ({ term, q, bit: wordBit(term) })),
    };
    preparedQueries.set(query, found);
  }
  return found;
}

/**
 * The candidate's skills as the requirements read them, of the `asked` skills only: requirements
 * look up their own skills and nothing else (creditOf), and a candidate holds many more (a bound
 * over thousands of candidates spent a third of its time building the rest).
 */
function skillsOfTerms(terms: IndexTerms, asked: readonly string[]): CandidateSkills {
  const own = new Map<string, SkillMention>();
  const implied = new Map<string, { credit: number; mention: SkillMention }>();
  for (const skill of asked) {
    if (!Object.hasOwn(terms.skills, skill)) continue;
    const credit = terms.skills[skill]!;
    const mention = { skill, category: '', matchedText: skill, section: '', line: '', count: 1 };
    if (credit >= 1) own.set(skill, mention);
    else implied.set(skill, { credit, mention });
  }
  return { own, implied };
}

function titlesOfTerms(terms: IndexTerms): CandidateTitles {
  const textFamilies = map<FamilyId>(terms.textFamilies);
  return {
    ...(terms.headline ? { headline: { title: '', reading: reading(terms.headline) } } : {}),
    titles: terms.titles.map((t) => ({ title: '', reading: reading(t), factor: t.factor })),
    textFamilies: () => textFamilies,
  };
}

/** The cosine of the job's terms and the kept ones; as `upper`, the most the rest could add. */
export function wordsSimilarity(query: RetrievalQuery, terms: IndexTerms, upper = false): number {
  let dot = 0;
  let cap = Infinity;
  for (const [term, share] of Object.entries(terms.words)) {
    cap = Math.min(cap, share);
    const q = query.words[term];
    if (q !== undefined) dot += q * share;
  }
  if (!upper || !(terms.wordsRest > 0)) return dot;
  return dot + restBound(preparedQuery(query).ranked, terms, cap);
}

/**
 * The most the candidate's words not kept could add to the cosine. Only the job's words the rest
 * may hold count (their bit set in `wordsSeen`, not among the kept); each of the rest weighs at
 * most `cap` (the least kept word's share: the kept are the heaviest) and together at most
 * `wordsRest`. Cauchy-Schwarz over every job word not kept (rest × √left) lifted the bound by a
 * median 20 points over the kept words' own cosine on real resumes, so the engine scored most of
 * what was retrieved. The best the rest can do against the words it may hold is fill the
 * heaviest to the cap and spread what remains in proportion (water-filling).
 */
function restBound(ranked: readonly RankedWord[], terms: IndexTerms, cap: number): number {
  const seen = terms.wordsSeen === undefined ? undefined : atob(terms.wordsSeen);
  const may: number[] = [];
  let left = 0;
  for (const { term, q, bit } of ranked) {
    if (Object.hasOwn(terms.words, term)) continue;
    if (seen !== undefined && !((seen.charCodeAt(bit >> 3) >> (bit & 7)) & 1)) continue;
    may.push(q);
    left += q * q;
  }
  let budget = terms.wordsRest * terms.wordsRest;
  let filled = 0;
  for (const q of may) {
    if (left <= 0 || budget <= 0) break;
    // In proportion, λq each: if the heaviest left stays under the cap, so does every later one,
    // and Cauchy-Schwarz on what is left is the most.
    const lambda = Math.sqrt(budget / left);
    if (lambda * q <= cap) return filled + lambda * left;
    filled += cap * q;
    budget -= cap * cap;
    left -= q * q;
  }
  return filled;
}

/**
 * The engine's percentage recomputed from the stored terms alone: every component as scoreMatch
 * computes it, except the wording, read from the kept words (`upper`: the most it could be, so
 * that the result bounds the engine's percentage from above).
 */
export function scoreFromTerms(query: RetrievalQuery, terms: IndexTerms, upper = false): number {
  const { job, plan } = query;
  const have = prepared(terms);
  const asked = preparedQuery(query);
  const requirements = requirementsOf(plan, skillsOfTerms(terms, asked.skills));
  const stub = {
    roles: [],
    ...(terms.years !== undefined ? { yearsExperience: terms.years } : {}),
    ...(terms.seniority ? { seniority: terms.seniority } : {}),
  } as unknown as CandidateProfile;
  const values: Partial<Record<ComponentKey, number>> = {
    requiredSkills: requirements.required?.value,
    role: plan.byRole ? roleSimilarity(asked.roles, have.roles) : undefined,
    experience: experienceComponent(job, stub)?.value,
    seniority: seniorityComponent(job, stub)?.value,
    title: asked.work ? titleFit(asked.work, have.titles).value : undefined,
    textRelevance:
      Object.keys(query.words).length > 0
        ? relevanceValue(wordsSimilarity(query, terms, upper))
        : undefined,
  };
  return percentageOf(plan, requirements, values).bounded.percentage;
}

/** Each family at the most any of the candidate's titles gives it: one vector an index can hold. */
export function flatFamilies(terms: IndexTerms): Weights {
  const out: Weights = {};
  for (const t of terms.titles)
    for (const [family, w] of Object.entries(t.families))
      out[family] = Math.max(out[family] ?? 0, w * t.factor);
  return out;
}

/**
 * The components as sums an inverted index can make (per query term, a weight times the
 * candidate's): the must-have coverage, the job's families against the candidate's flat title
 * families (levels left out), the roles, and the cosine of the kept words.
 */
export function linearParts(query: RetrievalQuery, terms: IndexTerms) {
  const have = prepared(terms);
  const asked = preparedQuery(query);
  const credited = (list: readonly QueryRequirement[]): RequirementMatch[] =>
    list.map(({ requirement, importance }) => {
      let credit = 0;
      for (const skill of requirement.skills) credit = Math.max(credit, terms.skills[skill] ?? 0);
      return { requirement, importance, credit, kind: credit > 0 ? 'exact' : 'missing' };
    });
  const coverage = readingCoverage(
    credited(query.musts),
    credited(query.nices),
    query.plan.yardstick,
  );
  const title = asked.work ? familySimilarity(asked.work.families, have.flat) : undefined;
  const role = query.plan.byRole ? roleSimilarity(asked.roles, have.roles) : undefined;
  return { coverage, title, role, words: wordsSimilarity(query, terms) };
}
