import { isJobTitle } from '../taxonomy';
import type { Role } from '../types';
import { isContactLine, nameFromLine } from './contact';
import { findDateRanges } from './dates';
import { findLocationInLine } from './location';
import { displayTitle } from './titles';

// The resume's title as a recruiter reads it: the headline under the name, else the current (or
// latest) job. Never a line of a leadership or volunteering section ("Treasurer, Student Union")
// nor an old job listed first.

/** A short line that opens a section of things other than paid work. */
const OTHER_SECTION =
  /^(?:leadership|volunteer(?:ing)?|activities|extra-?curricular|involvement|community|campus|clubs?|societies|organi[sz]ations?)\b[\w\s&]{0,30}$/i;

/** Offices held in clubs, unions and boards rather than jobs. */
const OFFICE =
  /^(?:treasurer|secretary|vice[- ]president|president|chair(?:man|woman|person)?|co-?chair|captain|volunteer|member|board member|delegate|representative|ambassador|mentor|tutor)$/i;
/** How employers' names end ("Global Commerce Partners", "Acme Holdings", "Initech Ltd"). */
const EMPLOYER_ENDING =
  /\b(?:partners|associates|holdings|solutions|technologies|industries|enterprises|ventures|group|company|inc|llc|ltd|corp|corporation|gmbh|plc)\.?$/i;
const NOT_EMPLOYER =
  /\b(?:student|students|club|society|union|fraternity|sorority|council|association|volunteer|church|league|chapter|alumni)\b/i;

/** `elsewhere` says a line is something else on this resume: one of its employers. */
export function findHeadline(
  lines: readonly string[],
  name: string | undefined,
  elsewhere: (line: string) => boolean = () => false,
): string | undefined {
  for (const line of lines.slice(0, 6)) {
    // The header ran into a section the headings do not know ("Leadership"): no headline below.
    if (OTHER_SECTION.test(line)) return undefined;
    if (name && nameFromLine(line) === name) continue;
    if (isContactLine(line) || findLocationInLine(line)) continue;
    // A dated line is a role of the history, read with its section, not the person's headline.
    if (findDateRanges(line).length > 0) continue;
    // "Android developer with 3 years experience", "Java Developer, Backend": the title part.
    const first =
      line
        .replace(/^[A-Za-z ]{3,30}:\s*/, '')
        .split(/\s+(?:\||—|–|-|with|at)\s+|\s{2,}|,\s*|\(/)[0]
        ?.replace(/^[\W_]+/, '')
        .trim() ?? '';
    if (OFFICE.test(first) || EMPLOYER_ENDING.test(first) || elsewhere(first)) continue;
    if (isJobTitle(first)) return displayTitle(first);
  }
  return undefined;
}

const isOffice = (role: Role) =>
  OFFICE.test(role.title.trim()) || (role.company !== undefined && NOT_EMPLOYER.test(role.company));

const recency = (role: Role) => (role.current ? '9999-99' : (role.end ?? role.start ?? ''));

/** The job the resume is about now: the current one, else the latest; offices only as a last resort. */
export function currentRole(roles: readonly Role[]): Role | undefined {
  const jobs = roles.filter((role) => !isOffice(role));
  const pool = jobs.length > 0 ? jobs : roles;
  const dated = pool.filter((role) => role.current || role.end || role.start);
  if (dated.length === 0) return pool[0];
  // Stable: among equally recent roles, the one listed first.
  return [...dated].sort((a, b) =>
    recency(b) > recency(a) ? 1 : recency(b) < recency(a) ? -1 : 0,
  )[0];
}
