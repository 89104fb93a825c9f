import { TITLE_WORDS } from '../taxonomy';
import { classifyHeading } from './headings';
import { findLocationInLine } from './location';
import { isKnownCity } from './places';
import { commaList } from '../taxonomy/lists';

// Contact details from the top of a resume: e-mail, phone, links, the person's name. Anything
// not clearly there stays undefined.

export const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
const EMAIL_ALL = new RegExp(EMAIL.source, 'g');
// "(123) 456-7890", "123-456-7890", "+1 415 555 0100", "+972 54-123-4567", "054-1234567".
const PHONE =
  /(?<![\w+])(?:\+\d{1,3}[ \t.-]?)?(?:\(\+?\d{1,4}\)[ \t.-]?)?\d{2,4}(?:[ \t.-]?\d{2,4}){1,3}(?!\w)/g;
const URL =
  /\b(?:https?:\/\/[^\s,;|)]+|www\.[^\s,;|)]+|(?:[a-z0-9-]+\.)*(?:linkedin|github|gitlab|bitbucket|behance|dribbble|medium|stackoverflow|twitter|x|facebook|instagram|kaggle)\.com\/[^\s,;|)]*|[a-z0-9-]+\.(?:com|io|dev|me|net|org|co|ai|app)\/[^\s,;|)]+)/gi;

export function findEmail(text: string): string | undefined {
  return EMAIL.exec(text)?.[0];
}

function digitCount(text: string): number {
  return text.replace(/\D/g, '').length;
}

/** The first phone number: 9 to 15 digits, not a date range like "2016 - 2018". */
export function findPhone(text: string): string | undefined {
  for (const match of text.matchAll(PHONE)) {
    const value = match[0].trim();
    const digits = digitCount(value);
    if (digits < 9 || digits > 15) continue;
    // Years side by side ("2018-2020 2021") are dates, not a number.
    if (/^(19|20)\d\d[ \t.-]+(19|20)\d\d\b/.test(value)) continue;
    return value;
  }
  return undefined;
}

/** Web addresses (LinkedIn, GitHub, personal sites), as written, without trailing punctuation. */
export function findLinks(text: string): string[] {
  const withoutEmails = text.replace(EMAIL_ALL, ' ');
  const links = [...withoutEmails.matchAll(URL)].map((match) => match[0].replace(/[.,;:]+$/, ''));
  return [...new Set(links)];
}

/** The line with e-mails, phone numbers and links blanked out (kept apart by double spaces). */
export function withoutContacts(line: string): string {
  return line
    .replace(EMAIL_ALL, '  ')
    .replace(URL, '  ')
    .replace(PHONE, (match) => (digitCount(match) >= 9 ? '  ' : match));
}

export function isContactLine(line: string): boolean {
  return (
    withoutContacts(line) !== line ||
    /^(linkedin|github|phone|tel|mobile|email|e-mail|cell)\b/i.test(line.trim())
  );
}

const NAME_PARTICLES = new Set(
  commaList(`
van, von, de, da, del, der, den, la, le, di, du, bin, ibn, al, el, dos, das
`),
);
// Words that make a capitalised line a job title or a heading rather than a person
// ("Customer Advocate", "Senior Warrant Officer", "Customer Services").
const NOT_NAME_WORDS = new Set(
  commaList(`
resume, curriculum, vitae, cv, contact, contacts, page, profile, summary, objective,
address, phone, email, mobile, street, avenue, road, company, inc, llc, ltd, and, the,
of, for, with, city, state, name, years, experience, skills, confidential, customer,
customers, service, services, senior, junior, chief, executive, general, sales,
marketing, office, business, account, accounts, project, product, technical, support,
shelter, warrant, advisor, care, health, home, data, software, web, it, hr, finance,
financial, legal, public, relations, community, client, staff, team, store, retail,
restaurant, kitchen, food, bank, branch, loan, quality, operations, program, human,
resources, certified, registered, licensed, professional, case, social, youth, child,
family, patient, medical, clinical, digital, media, creative, graphic, information,
technology, systems, network, security, safety, construction, design, management,
development, training, education, research, science, engineering, new, volunteer,
student, graduate, certificate, license, highlights, qualifications, overview, member,
committee, school, success, leader, plant, properties, group, center, centre, partners,
associates, global, holdings, consulting, solutions, international, industries, enterprises,
technologies, labs, ventures, capital, commerce, corporation, corp, logistics, university
`),
);
/** Endings of common nouns that are rare in names ("Interventionist", "Fulfillment", "Properties"). */
const NOUN_ENDING = /(?:ist|ment|tion|sion|ity|ship|ness|ties|ology|ics)$/i;
// Title nouns rule a line out as a name, except those that are also common surnames.
const SURNAMES = new Set(
  commaList(`
baker, cook, butcher, painter, tailor, mason, carpenter, farmer, driver, host, partner,
head, lead, owner, guard, dean, sergeant, principal, counsel, advocate, officer, bishop
`),
);
const TITLE_SET = new Set(TITLE_WORDS.filter((word) => !SURNAMES.has(word)));

function isNameWord(word: string): boolean {
  if (NAME_PARTICLES.has(word)) return true;
  return /^[A-Z][a-z'’-]+$|^[A-Z]\.?$|^[A-Z][A-Z'’-]+$|^(Mc|Mac|O')[A-Z][a-z]+$/.test(word);
}

/** "JOHN DOE" -> "John Doe"; names already in mixed case are kept. */
function tidyName(words: string[]): string {
  const allCaps = words.every((word) => word === word.toUpperCase());
  if (!allCaps) return words.join(' ');
  return words
    .map((word) =>
      word.length <= 2 && word.endsWith('.') ? word : word.charAt(0) + word.slice(1).toLowerCase(),
    )
    .join(' ');
}

/** The person's name if `line` (or its first chunk) reads as one: 2-4 capitalised words, nothing else. */
export function nameFromLine(line: string): string | undefined {
  const labelled = /^\s*name\s*:\s*(.+)$/i.exec(line);
  const chunk =
    (labelled?.[1] ?? withoutContacts(line)).split(/\s*(?:\||—|–|,|\s{2,})\s*/)[0]?.trim() ?? '';
  if (chunk.length < 4 || chunk.length > 40 || /\d/.test(chunk)) return undefined;
  if (classifyHeading(chunk, 'resume') || findLocationInLine(chunk) || isKnownCity(chunk))
    return undefined;
  const words = chunk.split(/\s+/);
  if (words.length < 2 || words.length > 4) return undefined;
  const lower = words.map((word) => word.toLowerCase().replace(/[.,]$/, ''));
  if (
    lower.some(
      (word) =>
        NOT_NAME_WORDS.has(word) || TITLE_SET.has(word) || TITLE_SET.has(word.replace(/s$/, '')),
    )
  ) {
    return undefined;
  }
  if (!words.every(isNameWord)) return undefined;
  if (words.some((word) => word.length > 5 && NOUN_ENDING.test(word))) return undefined;
  if (words.filter((word) => !NAME_PARTICLES.has(word)).length < 2) return undefined;
  return tidyName(words);
}

/**
 * The name from the first few lines of the document's header; undefined when none reads as a
 * name. `elsewhere` says a candidate is something else on this resume (its place, an employer).
 */
export function findName(
  headerLines: readonly string[],
  elsewhere: (name: string) => boolean = () => false,
): string | undefined {
  for (const line of headerLines.slice(0, 5)) {
    const name = nameFromLine(line);
    if (name && !elsewhere(name)) return name;
  }
  return undefined;
}
