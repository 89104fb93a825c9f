// The title lexicon: every word and phrase of the occupation families and of the level words,
// indexed for a greedy longest-match scan over a title or a text.
import { FAMILIES, ROLES, type FamilyId } from './knowledge';
import { LEVELS, SHORT_ROLE_NOUNS } from './title-words';

export { FAMILIES };

export interface FamilyHit {
  family: FamilyId;
  level: number;
  weight: number;
}

export interface LexiconEntry {
  families: FamilyHit[];
  /** Set when the phrase is a level word. */
  level?: number;
  /** Set when the phrase shifts the level (senior, junior). */
  levelShift?: number;
}

/** Singular form of a lower-case word: "chefs" → "chef", "duties" → "duty", "coaches" → "coach". */
export function singular(word: string): string {
  if (word.length <= 3 || !word.endsWith('s')) return word;
  if (word.endsWith('ies') && word.length > 4) return word.slice(0, -3) + 'y';
  if (
    word.endsWith('ches') ||
    word.endsWith('shes') ||
    word.endsWith('sses') ||
    word.endsWith('xes')
  )
    return word.slice(0, -2);
  if (!word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is'))
    return word.slice(0, -1);
  return word;
}

const TITLE_WORD = /[a-z][a-z0-9]*(?:[&+-][a-z0-9]+)*|&/g;

/** Title words: lower case, singular; "&" kept as a word so "fp&a" and "food & beverage" survive. */
export function titleWords(text: string): string[] {
  // match() rather than matchAll(): the words, without a match object per word.
  const found = text.toLowerCase().match(TITLE_WORD) ?? [];
  for (let i = 0; i < found.length; i++) {
    const word = found[i] as string;
    found[i] = word === '&' ? 'and' : singular(word);
  }
  return found;
}

/** Endings of nouns of work done, never of the person doing it: -ment, -ness, -ccess. */
const FIELD_ENDING = /(?:ment|ness|ccess)$/;
const FIELD_NOUNS = new Set(['event', 'committee', 'restaurant', 'plant', 'grant', 'press']);

/**
 * Whether a title phrase names a role ("Accountant", "Line Cook") rather than a field ("Sales",
 * "Construction"): only a role implies a level on its own. English role nouns mostly end in
 * -er, -or, -ist, -ant, -ent, -ian, -ee or -ive; the rest are marked in knowledge/role-nouns.ts.
 */
function namesRole(key: string): boolean {
  const last = key.split(' ').pop() ?? '';
  // Words of a field that share a role noun's ending ("Business Development", "Project
  // Management", "Fitness", "Customer Success", "Event") name no level.
  if (FIELD_ENDING.test(last) || FIELD_NOUNS.has(last)) return false;
  return (
    SHORT_ROLE_NOUNS.has(last) ||
    /(?:er|or|ist|ant|ent|ian|ee|ive|man|woman|person|ess)$/.test(last)
  );
}

function phraseKey(phrase: string): string {
  return titleWords(phrase.replace(/_/g, ' ')).join(' ');
}

function parseItem(item: string): { phrase: string; level: string; weight: number } {
  const [phrase = '', rest = ''] = item.split('@');
  const [level = '', weight = '1'] = rest.split(':');
  return { phrase: phraseKey(phrase), level, weight: Number(weight) };
}

function buildLexicon(): Map<string, LexiconEntry> {
  const lexicon = new Map<string, LexiconEntry>();
  const entry = (key: string): LexiconEntry => {
    let found = lexicon.get(key);
    if (!found) lexicon.set(key, (found = { families: [] }));
    return found;
  };
  for (const family of FAMILIES) {
    for (const item of family.titles.split(/\s+/).filter(Boolean)) {
      const { phrase, level, weight } = parseItem(item);
      const implied = namesRole(phrase) ? Number(level) : 0;
      entry(phrase).families.push({ family: family.id, level: implied, weight });
    }
  }
  for (const word of LEVELS) {
    if (word.level === undefined) continue;
    const { phrase, level } = parseItem(`${word.phrase}@${word.level}`);
    if (level.startsWith('+') || level.startsWith('-')) entry(phrase).levelShift = Number(level);
    else entry(phrase).level = Number(level);
  }
  // A role's title phrases ("Release Engineer", "QA Automation Engineer") read as the role's
  // family: without them the scan stops at the bare noun, and "Test Engineer" reads as the
  // engineering of a civil or electrical engineer. A phrase a family already lists keeps its
  // reading; a one-word phrase is left to the families, as a word alone names no role.
  const roleTitles = new Map<string, FamilyId>();
  for (const role of ROLES) {
    for (const item of role.titles.split(/\s+/).filter(Boolean)) {
      const phrase = phraseKey(item);
      if (phrase.includes(' ') && !lexicon.has(phrase) && !roleTitles.has(phrase))
        roleTitles.set(phrase, role.family);
    }
  }
  // The phrase says the level its noun says ("QA Analyst" as "Analyst", "IT Project Manager" as
  // "Manager"): a role names no level of its own.
  for (const [phrase, family] of roleTitles) {
    const words = phrase.split(' ').map((word) => lexicon.get(word));
    const noun = words[words.length - 1];
    const level = Math.max(0, ...(noun?.families ?? []).map((hit) => hit.level));
    const found = entry(phrase);
    found.families.push({ family, level, weight: 1 });
    // A level word inside the phrase ("Director of Product Development") still says the level.
    const said = words.flatMap((word) => (word?.level === undefined ? [] : [word.level]));
    if (said.length > 0) found.level = Math.max(...said);
  }
  return lexicon;
}

export const LEXICON: ReadonlyMap<string, LexiconEntry> = buildLexicon();
/** Every word-prefix of a lexicon phrase ("human", "human resource"), to stop scans early. */
const PREFIXES = new Set<string>();
for (const key of LEXICON.keys()) {
  const parts = key.split(' ');
  for (let n = 1; n <= parts.length; n++) PREFIXES.add(parts.slice(0, n).join(' '));
}

/** Families whose work overlaps, both directions. */
const RELATED = new Map<FamilyId, Set<FamilyId>>();
for (const family of FAMILIES) {
  for (const other of family.related ?? []) {
    if (!RELATED.has(family.id)) RELATED.set(family.id, new Set());
    if (!RELATED.has(other)) RELATED.set(other, new Set());
    RELATED.get(family.id)?.add(other);
    RELATED.get(other)?.add(family.id);
  }
}

/** 1 for the same family, 0.5 for related ones, else 0. */
/** The families one counts as related to (affinity 0.5), for a query that reaches them too. */
export function relatedFamilies(id: FamilyId): ReadonlySet<FamilyId> {
  return RELATED.get(id) ?? new Set();
}

export function familyAffinity(a: FamilyId, b: FamilyId): number {
  if (a === b) return 1;
  return RELATED.get(a)?.has(b) ? 0.5 : 0;
}

export function familyLabel(id: FamilyId): string {
  return FAMILIES.find((f) => f.id === id)?.label ?? id;
}

/** Greedy longest match of lexicon phrases over a list of title words. */
export function scanPhrases(
  list: readonly string[],
): { key: string; entry: LexiconEntry; at: number }[] {
  // An array, not a generator: a resume's whole text is scanned, and most words start no phrase.
  const found: { key: string; entry: LexiconEntry; at: number }[] = [];
  let i = 0;
  while (i < list.length) {
    let best: { key: string; entry: LexiconEntry; length: number } | undefined;
    let key = list[i] as string;
    for (let n = 1; PREFIXES.has(key); n++) {
      const entry = LEXICON.get(key);
      if (entry) best = { key, entry, length: n };
      if (i + n >= list.length) break;
      key = `${key} ${list[i + n]}`;
    }
    if (best) {
      found.push({ key: best.key, entry: best.entry, at: i });
      i += best.length;
    } else i++;
  }
  return found;
}
