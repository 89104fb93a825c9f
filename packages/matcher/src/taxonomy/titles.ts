import type { Seniority } from '../types';
import { commaList } from './lists';

// Job-title vocabulary: the nouns that make a short line read as a job title ("Front-End
// Developer", "Executive Chef", "Staff Accountant"), and the words that say how senior it is.

// Grouped: software and IT; business; finance and law; office; health and care; education and
// fitness; trades, transport, agriculture; hospitality, arts, media; public service; early career.
export const TITLE_WORDS: readonly string[] = commaList(`
developer, engineer, programmer, architect, tester, administrator, analyst, scientist, devops,
sre, dba, sdet, technologist, webmaster,
manager, director, officer, executive, president, vp, ceo, cto, cfo, coo, cio, founder,
co-founder, owner, partner, consultant, specialist, coordinator, supervisor, lead, head,
strategist, planner, controller, treasurer, economist, statistician, actuary, associate,
generalist, recruiter, representative, agent, broker, buyer, merchandiser, marketer, salesman,
saleswoman, salesperson,
accountant, auditor, bookkeeper, banker, teller, underwriter, cashier, lawyer, attorney,
advocate, paralegal, solicitor, barrister, counsel, notary,
assistant, clerk, secretary, receptionist,
nurse, physician, doctor, surgeon, dentist, pharmacist, therapist, paramedic, emt, psychologist,
counselor, counsellor, nutritionist, dietitian, caregiver, aide, technician, veterinarian,
midwife, phlebotomist, hygienist, optometrist,
teacher, tutor, instructor, trainer, coach, professor, lecturer, educator, librarian, principal,
dean,
mechanic, electrician, plumber, carpenter, welder, machinist, operator, driver, pilot, attendant,
foreman, superintendent, inspector, surveyor, estimator, dispatcher, laborer, labourer, worker,
installer, farmer, rancher, agronomist, landscaper, painter, mason, roofer, fabricator,
assembler,
chef, cook, baker, butcher, bartender, barista, server, waiter, waitress, host, hostess,
housekeeper, concierge, sommelier, designer, artist, illustrator, animator, photographer,
videographer, writer, editor, copywriter, journalist, producer, stylist, tailor, seamstress,
musician,
guard, firefighter, detective, sergeant,
intern, trainee, apprentice, volunteer,
`);

const TITLE_SET = new Set(TITLE_WORDS);

const JUNIOR_WORDS = commaList(`
intern, internship, junior, jr, trainee, graduate, apprentice, entry-level, entry level
`);
const SENIOR_WORDS = commaList(`
senior, sr, lead, principal, head, manager, director, chief, vp, vice president,
president, ceo, cto, cfo, coo, cio, executive chef, founder, co-founder, partner
`);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter((word) => word.length > 0);
}

function containsPhrase(text: string, phrase: string): boolean {
  return new RegExp(`(^|[^a-z])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z])`).test(
    text,
  );
}

/**
 * True for a short line that reads as a job title: at most eight words, one of them a title noun,
 * and not a sentence (no full stop at the end, no "I", no long clauses).
 */
export function isJobTitle(line: string): boolean {
  const trimmed = line.trim();
  if (trimmed.length < 3 || trimmed.length > 80) return false;
  if (/[.!?;]$/.test(trimmed) && !/\b(Sr|Jr)\.$/.test(trimmed)) return false;
  if (/@|https?:|www\.|\d{3}/.test(trimmed)) return false;
  const list = words(trimmed);
  if (list.length === 0 || list.length > 8) return false;
  // "I" as a pronoun, not the numeral of "Engineer I".
  if (list.slice(0, -1).includes('i') || list.includes('my') || list.includes('seeking'))
    return false;
  return list.some((word) => TITLE_SET.has(word) || TITLE_SET.has(word.replace(/s$/, '')));
}

/** Seniority a title states: "Senior", "Lead", "Manager"... => Senior; "Intern", "Junior"... => Junior. */
export function titleSeniority(title: string): Seniority | undefined {
  const lower = title.toLowerCase();
  if (JUNIOR_WORDS.some((word) => containsPhrase(lower, word))) return 'Junior';
  if (SENIOR_WORDS.some((word) => containsPhrase(lower, word))) return 'Senior';
  return undefined;
}
