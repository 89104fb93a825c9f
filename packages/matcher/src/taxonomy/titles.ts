import type { Seniority } from '../types';
import { hasRoleNoun, lineWords, statingPhrases, TITLE_WORDS } from './title-words';
import { namesTool } from './tool-names';

export { TITLE_WORDS };

// Job titles: whether a line reads as one, from the role nouns, and the seniority it states, from
// the level words (both lists in knowledge/).

const JUNIOR_WORDS = statingPhrases('Junior');
const SENIOR_WORDS = statingPhrases('Senior');

function containsPhrase(text: string, phrase: string): boolean {
  return new RegExp(`(^|[^a-z])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z])`).test(
    text,
  );
}

/**
 * A sentence glued to the next one or to a heading ("hard worker.Education Details"), or one with
 * an article ("Iam a kitchen manager", "Developer Acme offers an easy way"): titles have none
 * ("Class A Driver" is a licence class, written with a capital).
 */
export function readsAsSentence(text: string): boolean {
  return /[a-z]{4,}[.!?][A-Z][a-z]/.test(text) || /\s(?:a|an)\s/.test(text);
}

/**
 * True for a short line that reads as a job title: at most eight words, one of them a title noun,
 * and not a sentence (no full stop at the end, no "I", no long clauses).
 */
export function isJobTitle(line: string): boolean {
  const trimmed = line.trim();
  if (trimmed.length < 3 || trimmed.length > 80) return false;
  if (/[.!?;]$/.test(trimmed) && !/\b(Sr|Jr)\.$/.test(trimmed)) return false;
  if (readsAsSentence(trimmed)) return false;
  // A dotted version ends a product's name ("Apache Server 2.4"), never a job's.
  if (/@|https?:|www\.|\d{3}|\d\.\d+$/.test(trimmed)) return false;
  const list = lineWords(trimmed);
  if (list.length === 0 || list.length > 8) return false;
  // "I" as a pronoun, not the numeral of "Engineer I".
  if (list.slice(0, -1).includes('i') || list.includes('my') || list.includes('seeking'))
    return false;
  return hasRoleNoun(list) && !namesTool(trimmed);
}

/** Seniority a title states: "Senior", "Lead", "Manager"... => Senior; "Intern", "Junior"... => Junior. */
export function titleSeniority(title: string): Seniority | undefined {
  const lower = title.toLowerCase();
  if (JUNIOR_WORDS.some((word) => containsPhrase(lower, word))) return 'Junior';
  if (SENIOR_WORDS.some((word) => containsPhrase(lower, word))) return 'Senior';
  return undefined;
}
