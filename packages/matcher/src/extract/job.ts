import { isJobTitle } from '../taxonomy';
import type { JobProfile } from '../types';
import { classifyHeading } from './headings';
import { findLocationInLine, splitTrailingLocation } from './location';
import { normalizeText } from './normalize';
import { sectionSpans, type SectionSpan } from './sections';
import { seniorityOf } from './seniority';
import { jobRoles, topRoles } from '../taxonomy/role-reading';
import { boilerplateKind } from './boilerplate';
import { statedYears } from './stated-years';
import { readRequirements } from './requirements';
import { skillImportance } from './importance';
import { locateHits, toMentions } from './skills';
import { displayTitle } from './titles';
import { cleanTitle, namedAsColleague, withoutEmphasis } from './ad-title';

// A job description: title (with "(5+ Years of Experience)" taken out into minYears), employer,
// place, and the skills it asks for, split into required and nice-to-have.

const TITLE_LABEL =
  /^(?:job\s+description|job\s+title|position(?:\s+title)?|role|title|job|vacancy|opening|we(?:'re| are)\s+hiring|puesto(?:\s+de\s+trabajo)?|cargo|vacante)\s*[:–—-]\s*/i;

interface TitleLine {
  title?: string;
  years?: number;
  /** How many lines the title took (a parenthesis can wrap onto the next line). */
  used: number;
}

/**
 * The label of one of the board's fields, alone on its line with its value on the next ("Position
 * Type" / "Full-time"): an ad that opens with it has no title line.
 */
const FIELD_LABEL =
  /^(?:(?:position|job|employment|work|contract) type|base pay|pay|salary|compensation|(?:available |job |work )?locations?|schedule|shift|department|reports? to|start date|duration)\s*:?$/i;

function parseTitleLine(lines: readonly string[]): TitleLine {
  let line = withoutEmphasis(lines[0] ?? '');
  let used = 1;
  while (line.includes('(') && !line.includes(')') && used < 3 && lines[used] !== undefined) {
    line = `${line} ${lines[used]}`;
    used++;
  }
  if (classifyHeading(line, 'job') || FIELD_LABEL.test(line)) return { used: 0 };
  // "Our Story", "About Acme": the company's heading; "Mountain View, CA /": the place.
  if (/^\W*(?:our|we|about)\b/i.test(line)) return { used: 0 };
  if (splitTrailingLocation(line.replace(/[\s/|–-]+$/, '')).before.length === 0) return { used: 0 };
  // "Sr Devops EngineerYour job is to…": a scrape glued the title to the text after it.
  const glued = GLUED_TITLE.exec(line);
  // The rest of its line ("…DeveloperLocation: Boston, MA") is read for the place, as a next line.
  if (glued?.[1] && isJobTitle(glued[1])) return { title: displayTitle(glued[1]), used: 0 };
  let title = cleanTitle(line.replace(TITLE_LABEL, ''));
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
    // A field's label inside ("…PythonTitle: Django Expert") makes it a run of fields.
    (words <= 8 && /^[A-Z]/.test(title) && !/[.!?]$/.test(title) && !title.includes(':'));
  return plausible ? { title: displayTitle(title), years, used } : { used: 0 };
}

/**
 * "Job Title: Security EngineerLocation: Ashburn, VA…": a title field inside a scraped line, its
 * value ended by the next field glued to it.
 */
function titleField(lines: readonly string[]): string | undefined {
  for (const line of lines) {
    const field = /(?:^|(?<=[\s.!?:a-z]))(?:Job Title|Position Title|Title)\s*:\s*(.{3,})$/.exec(
      line,
    );
    if (!field?.[1]) continue;
    const title = cleanTitle(field[1]);
    const words = title.split(/\s+/).length;
    if (isJobTitle(title) || (words <= 4 && /^[A-Z]/.test(title) && !/[.!?]$/.test(title)))
      return displayTitle(title);
  }
  return undefined;
}

function labelled(lines: readonly string[], label: RegExp): string | undefined {
  for (const line of lines) {
    const match = label.exec(line);
    if (match?.[1]) return match[1].trim();
  }
  return undefined;
}

const cleanLabelled = (value: string | undefined): string | undefined =>
  value === undefined ? undefined : cleanTitle(value) || undefined;

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

/** A title run into the next words with no space ("…Applications DeveloperLocation: Boston"). */
const GLUED_TITLE = new RegExp(
  `^((?:[A-Z][\\w./&+#-]*\\s+){0,6}(?:Developer|Engineer|Programmer|Tester|Analyst|Administrator|Architect|Scientist|Manager|Designer|Consultant|Specialist|Technician|Coordinator|Director|Accountant|Recruiter|Representative|Generalist|Nurse|Associate))(?=[A-Z][a-z])`,
);

const ROLE_NOUN =
  '(?:Developer|Engineer|Programmer|Tester|SDET|Analyst|Administrator|Architect|Scientist|Manager|Designer|Consultant|Specialist|Lead|Technician|Coordinator|Director|Officer|Accountant|Recruiter|Representative|Generalist|Nurse|Teacher|Executive|Professional|Associate|Advisor|Partner|Supervisor|Assistant)s?';
const TITLE_WORD = "(?:[A-Z][\\w.#+/&'-]*|\\.NET|[a-z]+[A-Z][\\w.#+-]*|of|and|&)";
const TITLE_IN_TEXT = new RegExp(`((?:${TITLE_WORD}\\s+){1,4}${ROLE_NOUN})\\b`, 'g');
/**
 * "The Associate Human Resources Generalist is here to…", "The Project Manager reports to…": a
 * sentence whose subject is the one hired.
 */
const THE_TITLE = new RegExp(
  `(?:^|[.!?]\\s+)The ((?:${TITLE_WORD}\\s+){0,4}${ROLE_NOUN}) (?:is|will|reports|shall|serves|plays|works|provides|supports|acts|performs|must)\\b`,
);
const capitalised = (title: string): string =>
  title.replace(/\b[a-z]/g, (c) => c.toUpperCase()).replace(/s$/, '');
/** Words that praise the one sought ("a Passionate Developer"): no part of a title. */
const PRAISE =
  'talented|experienced|skilled|motivated|passionate|dedicated|strong|highly|qualified|dynamic|results-driven|innovative|driven|energetic|exceptional|creative';
// "The consultant will be the project manager for…" names the one hired too. "need" is a cue
// as a noun ("an immediate need for a DevOps Engineer"), not as a verb ("the
// engineer will need to engineer solutions").
const LOOKING_FOR = new RegExp(
  `\\b(?:looking for|seeking|hiring|searching for|in search of|need(?:\\s+for)?(?!\\s+to\\b)|recruiting|will (?:be|serve as|act as)(?=\\s+(?:the|an?|our)\\s))\\s+(?:an?|the|our next|one|two)?\\s*(?:(?:${PRAISE})\\s+)*`,
  'i',
);

/**
 * The title an ad without a title line gives itself: "We are looking for a Senior UX Designer",
 * or else the role it names most often ("Jr. Java Developer … Java Developer … Java Lead").
 */
function titleFromText(lines: readonly string[]): string | undefined {
  const counts = new Map<string, { title: string; count: number; first: number }>();
  let order = 0;
  for (const line of lines) {
    const kind = boilerplateKind(line);
    if (kind === 'legal') continue;
    // "The Network Engineer will be responsible for … supporting an $8 billion company": the
    // sentence names the one hired, whatever else it mentions.
    const subject = kind === 'logistics' ? null : THE_TITLE.exec(line);
    if (subject?.[1] && subject[1].split(/\s+/).length >= 2) return displayTitle(subject[1]);
    if (kind === 'benefits') continue;
    const cue = LOOKING_FOR.exec(line);
    if (cue) {
      const rest = line.slice(cue.index + cue[0].length);
      const named = new RegExp(`^((?:${TITLE_WORD}\\s+){0,4}${ROLE_NOUN})\\b`).exec(rest);
      if (named?.[1]) return displayTitle(named[1].replace(/s$/, ''));
      // "is currently seeking software engineer to join": the title in lower case.
      const plain = new RegExp(`^((?:[a-z]+\\s+){1,3}${ROLE_NOUN})\\b`, 'i').exec(rest);
      if (plain?.[1] && isJobTitle(plain[1])) return displayTitle(capitalised(plain[1]));
    }
    if (kind === 'logistics') continue;
    for (const match of line.matchAll(TITLE_IN_TEXT)) {
      // "should contact a Human Resources Representative": someone the one hired deals with.
      if (namedAsColleague(line, match.index ?? 0)) continue;
      const title = (match[1] ?? '')
        .replace(/^(?:The|A|An|As|Our|Your|Of|And|&|Be|Is|Are)\s+/, '')
        .replace(new RegExp(`^(?:(?:${PRAISE})\\s+)+`, 'i'), '')
        .trim();
      if (title.split(/\s+/).length < 2) continue;
      const key = title.toLowerCase().replace(/s$/, '');
      const known = counts.get(key) ?? { title, count: 0, first: order++ };
      known.count++;
      counts.set(key, known);
    }
  }
  const best = [...counts.values()].sort((a, b) => b.count - a.count || a.first - b.first)[0];
  return best ? displayTitle(best.title.replace(/s$/, '')) : undefined;
}

export function extractJob(raw: string): JobProfile {
  // Scraped ads keep the markdown escapes of the board ("on\\-site", "\\(Required\\)").
  const text = normalizeText(raw.replace(/\\+(?=[-_*.()[\]#+!&|'"~`])/g, ''));
  const spans = sectionSpans(text, 'job');
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

  const titleLine = parseTitleLine(lines);
  const title =
    titleLine.title ??
    cleanLabelled(labelled(lines, /^(?:job\s+title|position|role|title)\s*:\s*(.{3,80})$/i)) ??
    titleField(lines) ??
    titleFromText(lines);
  const place = companyAndPlace(lines.slice(titleLine.used));
  const company =
    labelled(lines, /^(?:company|employer|organi[sz]ation)\s*:\s*(.+)$/i) ??
    place.company ??
    companyFromAbout(spans);
  const location = labelled(lines, /^(?:job\s+)?location\s*:\s*(.+)$/i) ?? place.location;

  const requirementSpans = spans.filter((span) => span.name === 'requirements');
  const requirementsText = requirementSpans.map((span) => span.text).join('\n\n');
  const hits = locateHits(text, spans);
  const model = readRequirements({
    importance: skillImportance({ title, text, hits, spans }),
    text,
    spans,
    hits,
    title,
    company,
    place: location,
    // "Front End Engineer (2+ Years of Experience)": the years are quoted from the title line.
    titleYears:
      titleLine.years === undefined
        ? undefined
        : { years: titleLine.years, source: lines.slice(0, titleLine.used).join(' ') },
  });
  const minYears = model.minYears;

  // The flat skill lists of the record follow the model: hard must-haves (and knock-outs) are
  // required; nice-to-haves and soft skills are the rest.
  const required = new Set(
    model.requirements.filter((r) => r.kind !== 'nice' && !r.soft).flatMap((r) => r.skills),
  );
  const asked = new Set(model.requirements.flatMap((r) => r.skills));
  const requiredSkills = toMentions(hits.filter((hit) => required.has(hit.skill)));
  const niceToHaveSkills = toMentions(
    hits.filter((hit) => asked.has(hit.skill) && !required.has(hit.skill)),
  );

  const profile: JobProfile = {
    requiredSkills,
    niceToHaveSkills,
    requirements: requirementsText || text,
    model,
    sections: spans.map(({ name, heading, text: body }) => ({ name, heading, text: body })),
    text,
  };
  const seniority = seniorityOf([title], minYears);
  if (title) profile.title = title;
  if (company) profile.company = company;
  if (location) profile.location = location;
  if (minYears !== undefined) profile.minYears = minYears;
  if (seniority) profile.seniority = seniority;
  // Read last, once the profile is whole (the reading is cached per profile).
  model.roles = topRoles(jobRoles(profile).roles, 3);
  return profile;
}
