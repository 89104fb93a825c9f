// The background vocabulary: how much a shared word says about fit. Instead of document
// frequencies fitted on someone's resumes (which would not carry over to another recruiter's
// pool), the weights come from two hand-written lists of words that say nothing about an
// occupation: everyday English and the register every resume and job ad is written in. A shared
// word outside both lists ("recipes", "ledger", "triage") is what tells professions apart.
import { COMMON_ENGLISH, PLACES, WORK_REGISTER } from './common-words';
import { stem } from './stem';
import { fingerprint } from '../fingerprint';

function list(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** Function words: they carry no content at all and are dropped before anything is compared. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  list(`a about above after again against all almost along also although am among an and another
  any anyone anything are around as at away be became because become been before being below
  between both but by can cannot could did do does doing done down during each either else etc
  ever every few for from further had has have having he her here hers herself him himself his
  how however i if in into is it its itself just least less let like may me might mine more most
  much must my myself near neither no nor not now of off often on once one only onto or other
  others otherwise our ours ourselves out over own per perhaps rather same shall she should since
  so some such than that the their theirs them themselves then there these they this those though
  through throughout thus to too toward towards under until up upon us very via was we well were
  what whatever when whenever where whereas whether which while who whom whose why will with
  within without would yet you your yours yourself yourselves ii iii iv`),
);

/** Weight of a term (a stem) that every kind of text uses. */
const EVERYDAY_WEIGHT = 0.35;
/** Weight of a term of the resume and job-ad register. */
const REGISTER_WEIGHT = 0.6;
/** Weight of any other term: specific enough to say something about fit. */
export const SPECIFIC_WEIGHT = 2;
/** Weight of a pair of neighbouring terms, as a share of its two words' weights. */
const PAIR_SHARE = 0.5;

const WEIGHTS = new Map<string, number>();
for (const word of list(WORK_REGISTER)) WEIGHTS.set(stem(word), REGISTER_WEIGHT);
for (const word of list(COMMON_ENGLISH)) WEIGHTS.set(stem(word), EVERYDAY_WEIGHT);
for (const word of list(PLACES)) WEIGHTS.set(stem(word), EVERYDAY_WEIGHT);

/** How much sharing one word's stem says about two documents being about the same work. */
export function stemWeight(stem: string): number {
  return WEIGHTS.get(stem) ?? SPECIFIC_WEIGHT;
}

/** A pair weighs what its words weigh together, but a pair of everyday words is no phrase. */
export function pairWeight(a: number, b: number): number {
  return a < SPECIFIC_WEIGHT && b < SPECIFIC_WEIGHT ? 0 : PAIR_SHARE * (a + b);
}

/**
 * A fingerprint of what decides which terms a text has and which pairs weigh nothing: the
 * stopwords and the stems that weigh less than a specific word. Stored terms (relevance.ts) carry
 * it, so editing these lists retires them without anyone having to remember to.
 */
export function vocabularyFingerprint(): string {
  const parts = [
    [...STOPWORDS].sort().join(' '),
    [...WEIGHTS.keys()].sort().join(' '),
    String(SPECIFIC_WEIGHT),
  ];
  return fingerprint(parts.join('|'));
}
