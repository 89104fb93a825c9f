import { decodeHTML } from 'entities';
import { DomUtils, parseDocument } from 'htmlparser2';
import { htmlToText, pageMainText } from './html-text';

// A job ad from its web page. Job boards and career sites publish schema.org JobPosting as
// JSON-LD for search engines (https://schema.org/JobPosting); when a page has it, its fields
// are the job's own words. Otherwise the page's main text is the ad.

export interface ImportedJob {
  /** Where the fields came from: the page's JobPosting data, or its main text. */
  source: 'jobposting' | 'page-text';
  title?: string;
  company?: string;
  location?: string;
  employmentType: string[];
  datePosted?: string;
  /** Skills, qualifications, experience and education asked, one line each. */
  requirements: string[];
  /** The ad as plain text for the engine, headed by title, company and location. */
  text: string;
  /** The page's <title>: a name for the job when the ad's own title cannot be found. */
  pageTitle?: string;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export function readJobPage(html: string): ImportedJob {
  const page = pageMainText(html);
  const posting = findJobPostings(html)[0];
  const pageTitle = page.title ? { pageTitle: page.title } : {};
  if (posting) return { ...fromJobPosting(posting), ...pageTitle };
  return {
    source: 'page-text',
    employmentType: [],
    requirements: [],
    text: page.text,
    ...pageTitle,
  };
}

/** Every JobPosting object in the page's JSON-LD: top level, in arrays, in @graph, or nested
 *  (a WebPage whose mainEntity is the posting). */
export function findJobPostings(html: string): JsonObject[] {
  const scripts = DomUtils.findAll(
    (el) =>
      el.name === 'script' &&
      (el.attribs.type ?? '').split(';')[0]!.trim().toLowerCase() === 'application/ld+json',
    parseDocument(html).children,
  );
  const found: JsonObject[] = [];
  for (const script of scripts) {
    const data = parseJson(DomUtils.textContent(script));
    if (data !== undefined) collectPostings(data, found, 0);
  }
  return found;
}

function parseJson(source: string): Json | undefined {
  // Some CMSs wrap the block in a CDATA section or an HTML comment.
  const cleaned = source
    .trim()
    .replace(/^(<!\[CDATA\[|<!--)/, '')
    .replace(/(\]\]>|-->)$/, '');
  try {
    return JSON.parse(cleaned) as Json;
  } catch {
    return undefined; // A broken block of someone else's page: the next one, or the page text.
  }
}

function collectPostings(value: Json, found: JsonObject[], depth: number) {
  if (depth > 8 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    value.forEach((item) => collectPostings(item, found, depth + 1));
    return;
  }
  if (isType(value, 'JobPosting')) found.push(value);
  else Object.values(value).forEach((item) => collectPostings(item, found, depth + 1));
}

const isType = (value: JsonObject, type: string) => {
  const t = value['@type'];
  const matches = (x: Json) => typeof x === 'string' && x.replace(/^schema:/, '') === type;
  return Array.isArray(t) ? t.some(matches) : t !== undefined && matches(t);
};

function fromJobPosting(posting: JsonObject): ImportedJob {
  const title = firstText(posting.title) ?? firstText(posting.name);
  const company = orgName(posting.hiringOrganization);
  const location = locationText(posting);
  const employmentType = texts(posting.employmentType).map(employmentTypeText);
  const datePosted = firstText(posting.datePosted);
  const requirements = [
    ...texts(posting.skills),
    ...texts(posting.qualifications),
    ...experienceTexts(posting.experienceRequirements),
    ...texts(posting.educationRequirements),
  ];
  const description = texts(posting.description).join('\n');
  const text = [
    title,
    // Labelled, so that a reader of the ad takes them as facts about the job, not as requirements
    // ("Fabrikam Cloud" is no ask for cloud computing).
    company ? `Company: ${company}` : undefined,
    location ? `Location: ${location}` : undefined,
    employmentType.length ? `Employment type: ${employmentType.join(', ')}` : undefined,
    '',
    description,
    ...(requirements.length ? ['', 'Requirements', ...requirements.map((r) => `- ${r}`)] : []),
  ]
    .filter((line) => line !== undefined)
    .join('\n')
    .trim();
  return {
    source: 'jobposting',
    title,
    company,
    location,
    employmentType,
    datePosted,
    requirements,
    text,
  };
}

/** Text values of a property that may be a string, an object with a name, or a list of them.
 *  Strings may be HTML (descriptions usually are); several lines in one value become several. */
function texts(value: Json | undefined): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (typeof value === 'string') return htmlToText(value).split('\n').filter(Boolean);
  return texts(value.name ?? value.description ?? value.credentialCategory ?? null);
}

/** A name, title or date: entities decoded, never read as markup ("R&D <Labs>" stays). */
function firstText(value: Json | undefined): string | undefined {
  if (Array.isArray(value)) return firstText(value[0]);
  if (typeof value === 'string') return decodeHTML(value).replace(/\s+/g, ' ').trim() || undefined;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object') return firstText(value.name ?? undefined);
  return undefined;
}

function orgName(value: Json | undefined): string | undefined {
  if (Array.isArray(value)) return orgName(value[0]);
  return firstText(value ?? undefined);
}

function locationText(posting: JsonObject): string | undefined {
  const places = Array.isArray(posting.jobLocation) ? posting.jobLocation : [posting.jobLocation];
  const named = places.map(placeText).filter((p): p is string => Boolean(p));
  const remote = firstText(posting.jobLocationType) === 'TELECOMMUTE' ? ['Remote'] : [];
  const all = [...new Set([...named, ...remote])];
  return all.length ? all.join('; ') : undefined;
}

function placeText(place: Json | undefined): string | undefined {
  if (place === undefined || place === null || typeof place !== 'object' || Array.isArray(place)) {
    return typeof place === 'string' ? place : undefined;
  }
  const address = place.address;
  if (address && typeof address === 'object' && !Array.isArray(address)) {
    const parts = [address.addressLocality, address.addressRegion, address.addressCountry]
      .map((part) => firstText(part ?? undefined))
      .filter(Boolean);
    if (parts.length) return [...new Set(parts)].join(', ');
    return firstText(address.streetAddress ?? undefined);
  }
  return firstText(address ?? place.name ?? undefined);
}

function experienceTexts(value: Json | undefined): string[] {
  if (Array.isArray(value)) return value.flatMap(experienceTexts);
  if (value && typeof value === 'object') {
    const months = Number(value.monthsOfExperience);
    if (Number.isFinite(months) && months > 0) {
      const years = Math.round((months / 12) * 10) / 10;
      const said = `${years}+ years of experience`;
      const description = firstText(value.description ?? undefined);
      return [description ? `${said}: ${description}` : said];
    }
  }
  return texts(value);
}

/** "FULL_TIME" -> "Full time", as a recruiter writes it. */
function employmentTypeText(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').toLowerCase().trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
