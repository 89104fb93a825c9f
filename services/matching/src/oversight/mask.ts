import type { CandidateProfile } from '@shortlist/matcher';
// Blind screening: the text a recruiter (or an LLM) reads with who the candidate is taken out.
// What goes is what lets a reader guess identity, age, gender or origin — names, contact details,
// addresses, dates of birth, graduation years, gendered words and nationality or visa lines —
// while skills, titles, employers and work dates stay, since they are what the job asks about.
// Pure text in, text out: the score is computed on the unmasked profile and never sees this.

/** What the product already knows about the candidate, masked wherever it appears. */
export interface KnownIdentity {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  location?: string | null;
  links?: readonly string[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const word = (pattern: string, flags = 'giu') =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, flags);

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const URL =
  /\b(?:https?:\/\/|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|io|dev|me|info|co|de|uk|fr|in)\/\S+/gi;
// A phone number: 7 to 15 digits in groups, optionally +country and (area). Year ranges
// ("2018 - 2020", "2018-2020") do not match: a separator is one character and three groups are needed.
const PHONE = /(?<![\w/])\+?\d{0,3}[\s.-]?\(?\d{2,4}\)?[\s.-]?\d{3,4}[\s.-]?\d{3,4}(?![\w/])/g;
const STREET = word(
  String.raw`\d{1,5}\s+(?:[\p{Lu}][\p{L}.'-]*\s+){1,4}(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Boulevard|Lane|Ln|Way|Drive|Dr|Court|Ct|Place|Pl|Terrace|Square|Sq|Str|Strasse|Straße)\.?`,
);
// Lines that state a date or place of birth, a gender, or a nationality or right to work: the
// whole line goes (keeping its bullet), since what follows the cue is the personal fact.
const LINE_CUES: [RegExp, string][] = [
  [
    /\b(?:date of birth|birth ?date|d\.?o\.?b\.?|place of birth|age)\s*[:\-–]|\bborn\s+(?:on|in)\b/i,
    '[date or place of birth hidden]',
  ],
  [/\b(?:gender|sex|marital status|pronouns)\s*[:\-–]/i, '[personal details hidden]'],
  [
    /\b(?:nationality|citizenship|citizen|visa|work permit|permanent resident|green card|passport|residency|eligible to work|right to work|authori[sz]ed to work)\b/i,
    '[nationality or work status hidden]',
  ],
];
const TITLES = /\b(?:Mr|Mrs|Ms|Miss|Mx|Sir|Madam|Mme|Mlle|Herr|Frau)\.?\s+(?=\p{Lu})/gu;
const PRONOUNS = word('he|him|his|himself|she|her|hers|herself', 'giu');
// Gendered words for a person or a role, and the neutral word shown instead.
const GENDERED: Record<string, string> = {
  male: 'person',
  female: 'person',
  man: 'person',
  woman: 'person',
  men: 'people',
  women: 'people',
  mother: 'parent',
  father: 'parent',
  wife: 'spouse',
  husband: 'spouse',
  chairman: 'chair',
  chairwoman: 'chair',
  businessman: 'businessperson',
  businesswoman: 'businessperson',
  salesman: 'salesperson',
  saleswoman: 'salesperson',
  spokesman: 'spokesperson',
  spokeswoman: 'spokesperson',
  waitress: 'server',
  actress: 'actor',
  hostess: 'host',
  sorority: 'student society',
  fraternity: 'student society',
};
const GENDERED_WORDS = word(Object.keys(GENDERED).join('|'));
const EDUCATION_HEADING = /^\s*(education|academic|qualifications?|studies|training)\b/i;
const HEADING = /^\s*[\p{Lu}][\p{Lu}\s/&-]{2,40}:?\s*$/u;
const GRADUATION =
  /\b(graduat\w*|class of|alumn\w*|degree|diploma|bachelor|master|b\.?sc|m\.?sc|b\.?a|m\.?a|b\.?s|m\.?s|mba|ph\.?d|university|college|school)\b/i;
const YEAR = /\b(?:19|20)\d{2}\b/g;

/** The text with the candidate's identity and its proxies replaced by bracketed labels. */
export function maskText(text: string, known: KnownIdentity = {}): string {
  let inEducation = false;
  return text
    .split('\n')
    .map((line) => {
      if (EDUCATION_HEADING.test(line)) inEducation = true;
      else if (HEADING.test(line)) inEducation = false;
      return maskLine(line, known, inEducation);
    })
    .join('\n');
}

function maskLine(line: string, known: KnownIdentity, inEducation: boolean): string {
  let out = line;
  // Known values first: they may not look like anything a pattern recognises.
  for (const link of known.links ?? []) out = replaceLiteral(out, link, '[link]');
  if (known.email) out = replaceLiteral(out, known.email, '[email]');
  out = out.replace(EMAIL, '[email]').replace(URL, '[link]');
  if (known.phone) out = out.replace(digitsPattern(known.phone), '[phone]');
  out = out.replace(PHONE, (m) => (digitCount(m) >= 7 ? '[phone]' : m));
  out = out.replace(STREET, '[address]');
  if (known.location) out = replaceLiteral(out, known.location, '[location]');
  out = maskName(out.replace(TITLES, ''), known.name);
  for (const [cue, label] of LINE_CUES) {
    if (cue.test(out)) return `${/^[\s•·*-]*/.exec(out)?.[0] ?? ''}${label}`;
  }
  if (inEducation || GRADUATION.test(out)) out = out.replace(YEAR, '[year]');
  out = out.replace(PRONOUNS, '[they]');
  return out.replace(GENDERED_WORDS, (m) => GENDERED[m.toLowerCase()] ?? m);
}

function maskName(line: string, name: string | null | undefined): string {
  if (!name?.trim()) return line;
  const parts = name
    .split(/[\s,]+/)
    .map((p) => p.replace(/\.$/, ''))
    .filter((p) => p.length >= 2);
  // The whole name first (so "John Doe" is one label), then any part on its own ("Mr Doe"), as
  // written or in capitals: "Will" is a name, "will" a verb.
  const asWritten = (s: string) =>
    word(`${escape(s)}|${escape(s.toUpperCase())}`.replace(/\s+/g, '\\s+'), 'gu');
  let out = line.replace(asWritten(name.trim()), '[name]');
  for (const part of parts) out = out.replace(asWritten(part), '[name]');
  return out.replace(/\[name\](?:\s+\[name\])+/g, '[name]');
}

function replaceLiteral(line: string, value: string, label: string): string {
  const v = value.trim();
  return v.length >= 3 ? line.replace(new RegExp(escape(v), 'gi'), label) : line;
}

const digitCount = (s: string) => s.replace(/\D/g, '').length;

/** The known phone's digits with any separators between them, as it may be written elsewhere. */
function digitsPattern(phone: string): RegExp {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) return /$^/;
  return new RegExp(`\\+?${digits.split('').join('[\\s().-]*')}`, 'g');
}

/**
 * The resume as an LLM may read it on a blind job: the candidate's identity masked in the text and
 * dropped from the fields. Only the LLM reads it; the engine scores the full profile.
 */
export function blindProfile(profile: CandidateProfile, known: KnownIdentity): CandidateProfile {
  const identity: KnownIdentity = {
    name: known.name || profile.name,
    email: known.email || profile.email,
    phone: known.phone || profile.phone,
    location: known.location || profile.location,
    links: [...(known.links ?? []), ...profile.links],
  };
  const { name: _n, email: _e, phone: _p, location: _l, ...rest } = profile;
  return { ...rest, links: [], text: maskText(profile.text, identity) };
}

/** How an analyzer reads a candidate (analyzers/types.ts): shared, so it lives below both. */
export interface AnalyzeOptions {
  /**
   * Blind screening is on for the job: the LLM reads the resume with this identity (and its
   * proxies) masked. The score is the engine's, from the full profile, either way.
   */
  blind?: KnownIdentity;
}

// A school's name: capitalised words around University / College / Institute / School /
// Academy / Polytechnic, with an "of …" tail ("University of Texas at Austin", "Imperial College
// London", "Georgia Institute of Technology"). A school says where someone grew up or what they
// could afford as much as what they learnt.
const SCHOOL = new RegExp(
  String.raw`(?:(?:[\p{Lu}][\p{L}&'.-]*|of|at|and|the)\s+){0,5}` +
    String.raw`(?:University|College|Institute|Polytechnic|Academy|School|Universität|Université|Universidad)` +
    String.raw`(?:\s+(?:of|at|for|and|the|de|del|für)?\s*[\p{Lu}][\p{L}&'.-]*){0,5}`,
  'gu',
);

/**
 * School names out, for an anonymised profile shown outside the workspace (a shared link,
 * issue #32). Blind screening keeps them for the recruiter's own judgement of a qualification.
 */
export function maskSchools(text: string): string {
  return text.replace(SCHOOL, (m) => {
    const lead = /^(?:(?:of|at|and|the)\s+)+/.exec(m)?.[0] ?? '';
    return `${lead}[school]`;
  });
}
