import type { Seniority } from '../types';
import { statingPhrases, TITLE_WORDS } from './title-words';

export { TITLE_WORDS };

// Job titles: whether a line reads as one, from the role nouns, and the seniority it states, from
// the level words (both lists in knowledge/).

const TITLE_SET = new Set(TITLE_WORDS);

const JUNIOR_WORDS = statingPhrases('Junior');
const SENIOR_WORDS = statingPhrases('Senior');

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter((word) => word.length > 0);
}

function containsPhrase(text: string, phrase: string): boolean {
  return new RegExp(`(^|[^a-z])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z])`).test(
    text,
  );
}

/**
 * True for a short line that reads as a job title: at most eight words, one of them a title noun,
 * and not a sentence (no full stop at the end, no "I", no long clauses).
 */
export function isJobTitle(line: string): boolean {
  const trimmed = line.trim();
  if (trimmed.length < 3 || trimmed.length > 80) return false;
  if (/[.!?;]$/.test(trimmed) && !/\b(Sr|Jr)\.$/.test(trimmed)) return false;
  if (/@|https?:|www\.|\d{3}/.test(trimmed)) return false;
  const list = words(trimmed);
  if (list.length === 0 || list.length > 8) return false;
  // "I" as a pronoun, not the numeral of "Engineer I".
  if (list.slice(0, -1).includes('i') || list.includes('my') || list.includes('seeking'))
    return false;
  return list.some((word) => TITLE_SET.has(word) || TITLE_SET.has(word.replace(/s$/, '')));
}

/** Seniority a title states: "Senior", "Lead", "Manager"... => Senior; "Intern", "Junior"... => Junior. */
export function titleSeniority(title: string): Seniority | undefined {
  const lower = title.toLowerCase();
  if (JUNIOR_WORDS.some((word) => containsPhrase(lower, word))) return 'Junior';
  if (SENIOR_WORDS.some((word) => containsPhrase(lower, word))) return 'Senior';
  return undefined;
}
