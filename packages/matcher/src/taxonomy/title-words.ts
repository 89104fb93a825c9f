// Reads the one list of role nouns and the one list of level words (knowledge/role-nouns.ts,
// knowledge/level-words.ts) into what titles.ts and lexicon.ts each look up.
import { LEVEL_WORDS } from '../knowledge/level-words';
import { ROLE_NOUNS } from '../knowledge/role-nouns';
import { commaList } from './lists';

const nouns = commaList(ROLE_NOUNS).map((item) => ({
  noun: item.replace(/[!~]+$/, ''),
  marks: /[!~]*$/.exec(item)?.[0] ?? '',
}));

/** Nouns that make a short line read as a job title ("Front-End Developer", "Executive Chef"). */
export const TITLE_WORDS: readonly string[] = nouns
  .filter((n) => !n.marks.includes('~'))
  .map((n) => n.noun);

/** Role nouns that do not end like one ("chef", "nurse", "RN"). */
export const SHORT_ROLE_NOUNS: ReadonlySet<string> = new Set(
  nouns.filter((n) => n.marks.includes('!')).map((n) => n.noun),
);

export interface LevelWord {
  /** Words joined by "_", as written in the list. */
  phrase: string;
  /** "4", "+0.5", "-1"; undefined when the word sets no level in the lexicon. */
  level?: string;
  states?: 'Senior' | 'Junior';
}

/** Parses the level-word notation; throws on a malformed item so a typo fails the tests. */
export function readLevelWords(text: string): LevelWord[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((item) => {
      const match = /^([^@<>]+)(?:@([+-]?[\d.]+))?([<>])?$/.exec(item);
      if (!match) throw new Error(`Malformed level word: "${item}"`);
      const [, phrase = '', level, mark] = match;
      const word: LevelWord = { phrase };
      if (level !== undefined) word.level = level;
      if (mark) word.states = mark === '>' ? 'Senior' : 'Junior';
      return word;
    });
}

export const LEVELS: readonly LevelWord[] = readLevelWords(LEVEL_WORDS);

/** Phrases (lower case, spaces) whose presence in a title states this seniority. */
export function statingPhrases(states: 'Senior' | 'Junior'): string[] {
  return LEVELS.filter((w) => w.states === states).map((w) => w.phrase.replace(/_/g, ' '));
}

const TITLE_SET = new Set(TITLE_WORDS);

/** The words of a line as role nouns are looked up: lower case, hyphens kept ("front-end"). */
export function lineWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter((word) => word.length > 0);
}

/** Whether one of these words is a role noun ("developer", "nurses"). */
export function hasRoleNoun(words: readonly string[]): boolean {
  return words.some((word) => TITLE_SET.has(word) || TITLE_SET.has(word.replace(/s$/, '')));
}
