import { isJobTitle } from '../taxonomy';
import type { JobProfile } from '../types';
import { classifyHeading } from './headings';
import { findLocationInLine, splitTrailingLocation } from './location';
import { normalizeText } from './normalize';
import { sectionSpans, type SectionSpan } from './sections';
import { seniorityOf } from './seniority';
import { locateHits, toMentions, type LocatedHit } from './skills';
import { statedYears } from './stated-years';
import { displayTitle } from './titles';

// A job description: title (with "(5+ Years of Experience)" taken out into minYears), employer,
// place, and the skills it asks for, split into required and nice-to-have.

const TITLE_LABEL =
  /^(?:job\s+description|job\s+title|position(?:\s+title)?|role|title|job|vacancy|opening|we(?:'re| are)\s+hiring|puesto(?:\s+de\s+trabajo)?|cargo|vacante)\s*[:–—-]\s*/i;
const NICE_SENTENCE =
  /nice[\s-]to[\s-]have|\ba plus\b|\bis a plus\b|\bpreferred\b|\bbonus\b|\bdesirable\b|\bideally\b|\badvantage(?:ous)?\b|good[\s-]to[\s-]have|\boptional\b|\bnot required\b/i;
/** Sections whose skills are not asked of the candidate. */
const NOT_ASKED = new Set(['benefits', 'other']);

interface TitleLine {
  title?: string;
  years?: number;
  /** How many lines the title took (a parenthesis can wrap onto the next line). */
  used: number;
}

function parseTitleLine(lines: readonly string[]): TitleLine {
  let line = lines[0] ?? '';
  let used = 1;
  while (line.includes('(') && !line.includes(')') && used < 3 && lines[used] !== undefined) {
    line = `${line} ${lines[used]}`;
    used++;
  }
  if (classifyHeading(line, 'job')) return { used: 0 };
  let title = line.replace(TITLE_LABEL, '');
  let years: number | undefined;
  // "(5+ Years of Experience)" belongs in minYears, not in the title.
  title = title.replace(/\s*\(([^)]*)\)/g, (whole, inner: string) => {
    if (!/\byears?\b|\byrs?\b|experience/i.test(inner)) return whole;
    years ??= statedYears(`${inner.replace(/experience/i, '')} experience`) ?? statedYears(inner);
    return '';
  });
  title = title.replace(/\s+/g, ' ').trim();
  const words = title.split(/\s+/).length;
  // Long official titles ("Sales Representatives, Wholesale and Manufacturing, Except …") count
  // when their first part is a title.
  const plausible =
    isJobTitle(title) ||
    (words <= 14 && isJobTitle(title.split(',')[0] ?? '')) ||
    (words <= 8 && /^[A-Z]/.test(title) && !/[.!?]$/.test(title));
  return plausible ? { title: displayTitle(title), years, used } : { used: 0 };
}

function labelled(lines: readonly string[], label: RegExp): string | undefined {
  for (const line of lines) {
    const match = label.exec(line);
    if (match?.[1]) return match[1].trim();
  }
  return undefined;
}

/** Company and place from the line under the title ("Tech Solutions, San Francisco, CA, USA"). */
function companyAndPlace(lines: readonly string[]): { company?: string; location?: string } {
  for (const line of lines.slice(0, 3)) {
    if (classifyHeading(line, 'job')) break;
    const split = splitTrailingLocation(line);
    if (split.location) {
      const company = split.before.join(', ').trim();
      const plausibleCompany =
        company && company.split(/\s+/).length <= 6 && !/[.!?]$/.test(company);
      return { location: split.location, company: plausibleCompany ? company : undefined };
    }
    const location = findLocationInLine(line);
    if (location) return { location };
  }
  return {};
}

/** "At Tech Solutions, we…" or "Tech Solutions is a leading…" in the about text. */
function companyFromAbout(spans: readonly SectionSpan[]): string | undefined {
  const about = spans
    .filter((span) => span.name === 'about')
    .map((span) => span.text)
    .join('\n');
  const name = "[A-Z][\\w&.'-]*(?:\\s+(?:[A-Z][\\w&.'-]*|&|of))*";
  const at = new RegExp(`(?:^|\\n)At (${name}),`).exec(about);
  if (at?.[1]) return at[1];
  const is = new RegExp(`(?:^|\\n)(${name}) is (?:a|an|the) `).exec(about);
  return is?.[1] && is[1].split(/\s+/).length <= 5 ? is[1] : undefined;
}

function isNice(hit: LocatedHit): boolean {
  return hit.section === 'niceToHave' || NICE_SENTENCE.test(hit.line);
}

export function extractJob(raw: string): JobProfile {
  const text = normalizeText(raw);
  const spans = sectionSpans(text, 'job');
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

  const titleLine = parseTitleLine(lines);
  const title = titleLine.title ?? labelled(lines, /^job\s+title\s*:\s*(.+)$/i);
  const place = companyAndPlace(lines.slice(titleLine.used));
  const company =
    labelled(lines, /^(?:company|employer|organi[sz]ation)\s*:\s*(.+)$/i) ??
    place.company ??
    companyFromAbout(spans);
  const location = labelled(lines, /^(?:job\s+)?location\s*:\s*(.+)$/i) ?? place.location;

  const requirementSpans = spans.filter((span) => span.name === 'requirements');
  const requirementsText = requirementSpans.map((span) => span.text).join('\n\n');
  const minYears = titleLine.years ?? statedYears(requirementsText) ?? statedYears(text);

  const noSections = spans.every((span) => span.name === 'header');
  const hits = locateHits(text, spans);
  const required = hits.filter(
    (hit) => !isNice(hit) && (noSections || !NOT_ASKED.has(hit.section)),
  );
  const requiredSkills = toMentions(required);
  const requiredNames = new Set(requiredSkills.map((mention) => mention.skill));
  const niceToHaveSkills = toMentions(hits.filter(isNice)).filter(
    (mention) => !requiredNames.has(mention.skill),
  );

  const profile: JobProfile = {
    requiredSkills,
    niceToHaveSkills,
    requirements: requirementsText || text,
    sections: spans.map(({ name, heading, text: body }) => ({ name, heading, text: body })),
    text,
  };
  const seniority = seniorityOf([title], minYears);
  if (title) profile.title = title;
  if (company) profile.company = company;
  if (location) profile.location = location;
  if (minYears !== undefined) profile.minYears = minYears;
  if (seniority) profile.seniority = seniority;
  return profile;
}
