// Presenting titles: "MANAGER AND EXECUTIVE CHEF" reads better as "Manager and Executive Chef".
import { TITLE_ACRONYMS } from '../knowledge/title-acronyms';
import { commaList } from '../taxonomy/lists';

const SMALL_WORDS = new Set([
  'and',
  'of',
  'the',
  'in',
  'for',
  'at',
  'to',
  'a',
  'an',
  'on',
  'with',
  'or',
]);
const ACRONYMS = new Set(commaList(TITLE_ACRONYMS));

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** Title-cases an ALL-CAPS title, keeping acronyms; mixed-case titles are returned as written. */
export function displayTitle(title: string): string {
  const trimmed = title.trim().replace(/[,;:]+$/, '');
  if (trimmed !== trimmed.toUpperCase()) return trimmed;
  return trimmed
    .split(/(\s+|\/|-)/)
    .map((part, index) => {
      if (!/[A-Z]/.test(part)) return part;
      if (ACRONYMS.has(part)) return part === 'IOS' ? 'iOS' : part;
      const lower = part.toLowerCase();
      if (index > 0 && SMALL_WORDS.has(lower)) return lower;
      return capitalise(part);
    })
    .join('');
}
