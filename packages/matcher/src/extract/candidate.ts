import type { CandidateProfile, Education, Role } from '../types';
import {
  findEmail,
  findLinks,
  findName,
  findPhone,
  isContactLine,
  withoutContacts,
} from './contact';
import { totalYears, type MonthDate } from './dates';
import { findEducation } from './education';
import { currentRole as currentOf, findHeadline } from './headline';
import { findLocationInLine } from './location';
import { FLAGGED_LINES_VERSION, flaggedLines, flagNote } from './instructions';
import { normalizeText } from './normalize';
import { findWorkHistory, type WorkHistory } from './roles';
import { sectionSpans, type SectionSpan } from './sections';
import { seniorityOf } from './seniority';
import { locateHits, toMentions } from './skills';
import { statedYears } from './stated-years';
import { displayTitle } from './titles';
import { candidateTerms } from '../terms/identity';

export interface ExtractOptions {
  /** "Present" in date ranges means this day; defaults to now. Pass it for deterministic output. */
  today?: Date;
}

/** The lines before the first heading; when the document has no header, its first lines. */
function headerLines(text: string, spans: readonly SectionSpan[]): string[] {
  const header = spans[0]?.name === 'header' ? spans[0].text : '';
  const source = header.length > 0 ? header : text;
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .slice(0, 12);
}

/** Sections whose lines never say what the person does now: a skill, a course, a project's tools. */
const NOT_HEADLINE = new Set(['skills', 'certifications', 'projects']);

/**
 * Where the headline is looked for: the header; without one, the first lines of the sections that
 * may state it (a summary's "Senior Java Developer with 8 years"), never of a skills list ("Tools:
 * SQL Server 14"). Dated lines (degrees, roles) are passed over by the reader itself.
 */
function headlineLines(header: readonly string[], spans: readonly SectionSpan[]): string[] {
  if (spans[0]?.name === 'header' && spans[0].text.trim().length > 0) return [...header];
  const text = spans
    .filter((span) => !NOT_HEADLINE.has(span.name))
    .map((span) => span.text)
    .join('\n');
  return headerLines(text, []);
}

function findLocation(lines: readonly string[]): string | undefined {
  for (const line of lines) {
    const found = findLocationInLine(withoutContacts(line));
    if (found) return found;
  }
  return undefined;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A name-like line that is something else on this resume: its city ("Tel Aviv" over "Tel Aviv,
 * Israel"), an employer, or a line of its own below the header ("GLOBAL COMMERCE PARTNERS").
 */
function isElsewhere(
  name: string,
  location: string | undefined,
  roles: readonly Role[],
  bodyText: string,
): boolean {
  if (location && same(location.split(',')[0] ?? '', name)) return true;
  if (roles.some((role) => role.company && same(role.company, name))) return true;
  // A line of its own in the history that is not one of its titles: an employer or a heading.
  if (roles.some((role) => same(role.title, name))) return false;
  return bodyText.split('\n').some((line) => same(line, name));
}

/** Sections whose dates are not work history. */
const NOT_WORK = new Set(['education', 'certifications', 'projects', 'skills', 'summary']);
/** "Other" sections that are about something else than employment. */
const NOT_WORK_OTHER =
  /volunteer|honou?rs|awards|interests|hobbies|activit|involvement|languages|references|publications|affiliations|memberships/i;

function isOtherWork(span: SectionSpan): boolean {
  return span.name !== 'other' || !NOT_WORK_OTHER.test(span.heading);
}

/**
 * Work history from the experience sections; without them, from every section that is not study
 * or a list; and when those hold no date at all, from the whole text but for non-work sections
 * (multi-column layouts can put "SUMMARY EDUCATION EXPERIENCE" on one line and misfile the dates).
 */
function workHistoryOf(spans: readonly SectionSpan[]): { work: WorkHistory; text: string } {
  const experience = spans.filter((span) => span.name === 'experience');
  const chosen =
    experience.length > 0
      ? experience
      : spans.filter((span) => !NOT_WORK.has(span.name) && isOtherWork(span));
  const text = chosen.map((span) => span.text).join('\n');
  const work = findWorkHistory(text, { skipStudy: experience.length === 0 });
  if (work.ranges.length > 0 || work.points.length > 0) return { work, text };
  const everywhereText = spans
    .filter(isOtherWork)
    .map((span) => span.text)
    .join('\n');
  const everywhere = findWorkHistory(everywhereText, { skipStudy: true });
  return {
    work: { ...everywhere, roles: work.roles.length > 0 ? work.roles : everywhere.roles },
    text: everywhereText,
  };
}

/** Months written next to a role when the dates are not ("PHP Developer (9 month)"). */
function durationYears(text: string): number | undefined {
  let months = 0;
  for (const match of text.matchAll(/\((\d{1,2})\s*(months?|years?|yrs?)\)/gi)) {
    months += Number(match[1]) * (/^m/i.test(match[2] ?? '') ? 1 : 12);
  }
  return months > 0 ? Math.round((months / 12) * 10) / 10 : undefined;
}

/** Roles dated by a single month or year count as that one month: evidence, not a guess at length. */
function pointYears(points: readonly MonthDate[], today: Date): number | undefined {
  const ranges = points.map((date) => ({
    start: { ...date, month: date.month ?? 1 },
    end: { ...date, month: date.month ?? 1 },
    current: false,
  }));
  return totalYears(ranges, today);
}

/** A resume that says it has no work experience yet. */
const NO_EXPERIENCE =
  /\b(?:looking for|seeking) (?:my|a) first (?:job|position|role)\b|\bno (?:commercial|professional|work|prior) experience\b/i;

function educationOf(text: string, spans: readonly SectionSpan[]): Education[] {
  const sections = spans.filter((span) => span.name === 'education');
  if (sections.length > 0) return findEducation(sections.map((span) => span.text).join('\n'));
  // Without an education heading, only lines that name both a degree and a school count.
  return findEducation(text).filter((entry) => entry.degree && entry.institution);
}

export function extractCandidate(raw: string, options: ExtractOptions = {}): CandidateProfile {
  const today = options.today ?? new Date();
  const text = normalizeText(raw);
  const spans = sectionSpans(text, 'resume');
  const header = headerLines(text, spans);
  const headerText = header.join('\n');

  const { work, text: workSource } = workHistoryOf(spans);
  const location = findLocation(header);
  const body = spans
    .filter((span) => span.name !== 'header')
    .map((span) => span.text)
    .join('\n');
  const elsewhere = (found: string) => isElsewhere(found, location, work.roles, body);
  const employer = (found: string) =>
    work.roles.some((role) => role.company && same(role.company, found));
  const name = findName(header, elsewhere);
  const currentRole = currentOf(work.roles);
  const skillLines = new Set(
    spans
      .filter((span) => span.name === 'skills')
      .flatMap((span) => span.text.split('\n').map((line) => line.trim())),
  );
  const headline =
    findHeadline(headlineLines(header, spans), name, employer, (line) => skillLines.has(line)) ??
    (currentRole ? displayTitle(currentRole.title) : undefined);
  const yearsExperience =
    totalYears(work.ranges, today) ??
    durationYears(workSource) ??
    statedYears(text) ??
    pointYears(work.points, today) ??
    (NO_EXPERIENCE.test(text) ? 0 : undefined);

  // Contact lines ("LinkedIn: … — GitHub: …") name sites, not skills.
  const skills = toMentions(
    locateHits(text, spans).filter(
      (hit) => !(hit.section === 'header' && hit.line.length < 160 && isContactLine(hit.line)),
    ),
  );

  const profile: CandidateProfile = {
    links: findLinks(text),
    skills,
    roles: work.roles,
    education: educationOf(text, spans),
    sections: spans.map(({ name: section, heading, text: body }) => ({
      name: section,
      heading,
      text: body,
    })),
    text,
  };
  const email = findEmail(headerText) ?? findEmail(text);
  const phone = findPhone(headerText) ?? findPhone(text);
  const seniority = seniorityOf([headline, currentRole?.title], yearsExperience);
  if (name) profile.name = name;
  if (email) profile.email = email;
  if (phone) profile.phone = phone;
  if (location) profile.location = location;
  if (headline) profile.headline = headline;
  if (yearsExperience !== undefined) profile.yearsExperience = yearsExperience;
  if (seniority) profile.seniority = seniority;
  const warning = flagNote(flaggedLines(text));
  if (warning) profile.warning = warning;
  profile.flaggedLinesCheckedBy = FLAGGED_LINES_VERSION;
  profile.terms = candidateTerms(profile);
  return profile;
}
