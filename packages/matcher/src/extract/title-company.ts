import { isJobTitle, TITLE_WORDS } from '../taxonomy';
import { withSkillsJoined } from '../taxonomy/skill-qualifiers';
import { withoutContacts } from './contact';
import { splitTrailingLocation } from './location';

// The title and employer written next to a role's dates: "Engineer III, Amazon, Seattle, WA",
// "Software Engineer at Google", "Google — Software Engineer", "Full Stack Java Developer, ABC
// Company, Inc., Anywhere, USA".

const COMPANY_SUFFIX =
  /^(inc|llc|ltd|l\.l\.c|corp|corporation|co|gmbh|plc|pvt|limited|s\.a|ag|bv)\.?$/i;
// Placeholders left by anonymised resume datasets, not information.
const PLACEHOLDERS = /\bCompany Name\b|\bCity\s*,\s*State\b/g;

export interface TitleCompany {
  title?: string;
  company?: string;
}

export function clean(text: string): string {
  return (
    withoutContacts(text)
      // "Professional Experience: Independent Developer" -> the part after the label.
      .replace(/^\s*[A-Za-z]+(?: [A-Za-z]+){0,3}:\s+(?=\S)/, '')
      .replace(PLACEHOLDERS, ' ')
      .replace(/\([^)]*\)/g, ' ')
      .replace(/\s{2,}/g, '  ')
      .replace(/^[\s,:;|–—-]+|[\s,:;|–—-]+$/g, '')
      .trim()
  );
}

/** Splits "Title, Company, City, ST" / "Title at Company" / "Company — Title" into its parts. */
export function parseTitleCompany(raw: string): TitleCompany {
  const text = clean(raw);
  if (!text || text.split(/\s+/).length > 14) return {};
  const at = /^(.+?)\s+(?:at|@)\s+(.+)$/.exec(text);
  let parts: string[];
  if (at) parts = [at[1] as string, at[2] as string];
  else {
    parts = splitTrailingLocation(text).before;
    if (parts.length === 0) parts = text.split(',').map((part) => part.trim());
    if (parts.length === 1)
      parts = text.split(/\s+(?:\||—|–|-)\s+|\s{2,}/).map((part) => part.trim());
  }
  parts = parts.filter((part) => part.length > 0);
  // "Java, PL/SQL Developer, Acme": the skills before the role are part of the title.
  parts = withSkillsJoined(parts, ', ');
  // "ABC Company, Inc." is one employer.
  const merged: string[] = [];
  for (const part of parts) {
    if (COMPANY_SUFFIX.test(part) && merged.length > 0) merged[merged.length - 1] += `, ${part}`;
    else merged.push(part);
  }
  const [first, second] = merged;
  if (first && looksLikeTitle(first)) return { title: first, company: second };
  if (second && looksLikeTitle(second)) return { title: second, company: first };
  const glued = first && !second ? titleThenCompany(first) : undefined;
  if (glued) return glued;
  return first ? { company: first } : {};
}

/**
 * Exports that drop every separator write "Senior Java Developer ACME CORP": the longest run of
 * leading words that reads as a title is the title, the rest the employer.
 */
const TITLE_NOUNS = new Set(TITLE_WORDS);

function titleThenCompany(text: string): TitleCompany | undefined {
  const words = text.split(/\s+/);
  for (let n = Math.min(7, words.length - 1); n >= 1; n--) {
    const title = words.slice(0, n).join(' ');
    const last = (words[n - 1] ?? '').toLowerCase().replace(/[^a-z-]/g, '');
    if (TITLE_NOUNS.has(last) && looksLikeTitle(title))
      return { title, company: words.slice(n).join(' ') };
  }
  return undefined;
}

// A sentence about the job ("Led a team of 5 engineers") is not a title.
const TITLE_PARTICIPLES = new Set([
  'certified',
  'licensed',
  'registered',
  'qualified',
  'chartered',
  'accredited',
]);

export function looksLikeTitle(text: string): boolean {
  const first = text.split(/\s+/)[0] ?? '';
  if (/\b(degree|bachelor|master'?s|diploma|university|college|course)\b/i.test(text)) return false;
  if (!/^[A-Z]/.test(first)) return false;
  if (/ed$/i.test(first) && !TITLE_PARTICIPLES.has(first.toLowerCase())) return false;
  if (
    /^(Led|Built|Won|Made|Ran|Grew|Drove|Wrote|Taught|Oversaw|Managing|Leading|Developing|Working)$/.test(
      first,
    )
  )
    return false;
  return isJobTitle(text);
}
