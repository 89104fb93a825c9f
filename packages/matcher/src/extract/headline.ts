import { isJobTitle } from '../taxonomy';
import { withSkillsJoined } from '../taxonomy/skill-qualifiers';
import { readsAsSentence } from '../taxonomy/titles';
import { isFieldLine, namesField, readTitle } from '../taxonomy/title-reading';
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
/** Offices that are never a job, wherever they are written. */
const ONLY_OFFICE = /^(?:volunteer|member|board member|delegate)$/i;
/** How employers' names end ("Global Commerce Partners", "Acme Holdings", "Initech Ltd"). */
const EMPLOYER_ENDING =
  /\b(?:partners|associates|holdings|solutions|technologies|industries|enterprises|ventures|group|company|inc|llc|ltd|corp|corporation|gmbh|plc)\.?$/i;
const NOT_EMPLOYER =
  /\b(?:student|students|club|society|union|fraternity|sorority|council|association|volunteer|church|league|chapter|alumni)\b/i;

/** Where a headline's title ends: "Java Developer, Backend", "Android developer with 3 years". */
const TITLE_END = /\s+(?:\||—|–|-|with|at)\s+|\s{2,}|,\s*|\(/;

/** The parts of a headline line, brackets dropped ("NX (Unigraphics) Designer" is an NX designer). */
function titleParts(line: string): string[] {
  const parts = line
    .replace(/^[A-Za-z ]{3,30}:\s*/, '')
    .replace(/\s*\([^()]*\)/g, '')
    .split(TITLE_END)
    .map((part) => part.replace(/^[\W_]+|[\s\W_]+$/g, '').trim())
    .filter((part) => part.length > 0);
  // "Java, PL/SQL Developer": one title, the skills before the role qualifying it.
  return withSkillsJoined(parts, ', ');
}

/**
 * A title the role-noun list misses but the title lexicon reads as a role of a field ("BPO Team
 * Leader", "Behavioral Interventionist", "Manager- Administration & Facilities"): it ends in a
 * role noun's ending, not in a field's ("Quantitative Analysis", "Business Development").
 */
function readsAsTitle(part: string): boolean {
  if (isJobTitle(part.replace(/-(?=\s|$)/g, ' '))) return true;
  if (/[.!?;]$/.test(part) || readsAsSentence(part)) return false;
  if (part.split(/\s+/).length > 8) return longTitle(part);
  if (!/(?:er|or|ist|ian|ee)s?$/i.test(part)) return false;
  const reading = readTitle(part);
  return reading.level !== undefined && namesField(reading);
}

/**
 * A title longer than eight words, as directors write theirs ("DIRECTOR IT CLIENT SERVICES FILMS
 * & OPERATIONS AND TECHNICAL SERVICES WEST COAST"): every word capitalised, no sentence, and its
 * first eight words read as a title.
 */
function longTitle(part: string): boolean {
  const words = part.split(/\s+/);
  if (words.length > 14) return false;
  if (!words.every((word) => /^(?:[A-Z&/]|and$|of$|the$|for$)/.test(word))) return false;
  return readsAsTitle(words.slice(0, 8).join(' '));
}

/**
 * A line that opens by saying its title two or three times ("Sr. Java Developer Sr. Java Developer
 * Sr. Java Developer - Acme Atlanta, GA ..."), as resumes exported from job boards and flattened to
 * one line do: the title is the repeated phrase.
 */
function repeatedTitle(line: string): string | undefined {
  const words = line.split(/\s+/).slice(0, 24);
  const same = (a: string[], b: string[]) =>
    a.length === b.length && a.every((word, i) => word.toLowerCase() === b[i]?.toLowerCase());
  for (let n = Math.min(10, Math.floor(words.length / 2)); n >= 1; n--) {
    const head = words.slice(0, n);
    if (same(head, words.slice(n, 2 * n))) return head.join(' ');
  }
  return undefined;
}

/**
 * `elsewhere` says a line is something else on this resume: one of its employers; `listed`, that
 * a line is an item of a skills list ("Data Analysis" names an area of skill, not the person's).
 */
export function findHeadline(
  lines: readonly string[],
  name: string | undefined,
  elsewhere: (line: string) => boolean = () => false,
  listed: (line: string) => boolean = () => false,
): string | undefined {
  const employerLike = (part: string) => EMPLOYER_ENDING.test(part) || elsewhere(part);
  // An office is a club's ("Treasurer, Student Union") unless it stands in the header on its own
  // or beside an employer: "PRESIDENT" under the name is what the person is.
  const office = (part: string, line: string) =>
    ONLY_OFFICE.test(part) || (OFFICE.test(part) && NOT_EMPLOYER.test(line)) || clubOffice(part);
  const other = (part: string, line = part) =>
    office(part, line) || /\bmember$/i.test(part) || employerLike(part);
  let field: string | undefined;
  for (const line of lines.slice(0, 6)) {
    // The header ran into a section the headings do not know ("Leadership"): no headline below.
    if (OTHER_SECTION.test(line)) break;
    if (name && nameFromLine(line) === name) continue;
    const repeated = repeatedTitle(line);
    if (repeated) {
      // "Java, PL/SQL Developer" said three times: the comma is inside the title.
      const whole = repeated.replace(/\s*\([^()]*\)/g, '').replace(/[\s,;:-]+$/, '');
      for (const title of [titleParts(repeated)[0], whole]) {
        if (title && readsAsTitle(title) && !other(title)) return displayTitle(title);
      }
    }
    if (isContactLine(line) || findLocationInLine(line)) continue;
    // A dated line is a role of the history, read with its section, not the person's headline.
    if (findDateRanges(line).length > 0) continue;
    const [first = '', second] = titleParts(line);
    // "SOHO PROPERTIES, SUMMER ANALYST": an employer, then the title held there.
    if (second && !readsAsTitle(first) && properName(first) && line.split(/\s+/).length <= 8) {
      if (readsAsTitle(second) && !other(second, line))
        return displayTitle(isFieldLine(first) ? `${first} ${second}` : second);
    }
    if (other(first, line)) continue;
    if (readsAsTitle(first)) {
      // "Founder, Business Development Director": a rank alone says no field; the next part does.
      const rankOnly = !namesField(readTitle(first));
      if (
        rankOnly &&
        second &&
        !other(second, line) &&
        (readsAsTitle(second) || isFieldLine(second))
      )
        return displayTitle(`${first}, ${second}`);
      return displayTitle(first);
    }
    // "SALES", "Business Development" on a line of its own (not an item of a list): the field
    // the resume is about, unless a title follows.
    if (!field && /^[A-Za-z]/.test(line) && !listed(line) && isFieldLine(line))
      field = displayTitle(line);
  }
  return field;
}

/** Capitalised words only, as names of employers are written ("Soho Properties", "ACME"). */
const properName = (part: string) =>
  part.split(/\s+/).every((word) => /^[A-Z][\w'&.-]*$/.test(word) || word === '&');

/** An office named with its club: "President of the Chess Club", "Treasurer of Student Council". */
function clubOffice(title: string): boolean {
  const [, office = '', body = ''] = /^(.+?)\s+of\s+(.+)$/i.exec(title.trim()) ?? [];
  return OFFICE.test(office) && NOT_EMPLOYER.test(body);
}

const isOffice = (role: Role) =>
  OFFICE.test(role.title.trim()) ||
  clubOffice(role.title) ||
  (role.company !== undefined && NOT_EMPLOYER.test(role.company));

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
