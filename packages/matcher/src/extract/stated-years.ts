// Years of experience as a document states them: "5+ years of experience", "at least 3 years",
// "minimum of 2 years", "over 10 years of experience", "one-year experience", "(5+ Years of
// Experience)". Used for a job's minimum and, when a resume has no dated roles, its own claim.

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
};
const NUMBER = `(\\d{1,2}(?:\\.\\d)?|${Object.keys(NUMBER_WORDS).join('|')})`;
const EXPERIENCE = 'exp(?:erience|eriance|\\.)?';

const PATTERNS: readonly RegExp[] = [
  // "5+ years", "5 + years", "3-5 years", "3 to 5 years" (the lower bound), "two years"…
  new RegExp(
    `\\b${NUMBER}\\s*(?:\\+|plus)?\\s*(?:(?:-|–|to)\\s*\\d{1,2}\\s*)?[- ]?(?:years?|yrs?)\\b(?!\\s*old)(?:\\s*'?)?(?:\\s+of)?(?:\\s+[\\w/+#.-]+){0,5}?\\s+${EXPERIENCE}`,
    'i',
  ),
  new RegExp(
    `\\b(?:at\\s+least|minimum(?:\\s+of)?|min\\.?|over|more\\s+than)\\s+${NUMBER}\\s*\\+?\\s*(?:years?|yrs?)\\b`,
    'i',
  ),
  new RegExp(`\\b${NUMBER}\\s*\\+\\s*(?:years?|yrs?)\\b`, 'i'),
  new RegExp(`\\b${NUMBER}\\s+or\\s+more\\s+(?:years?|yrs?)\\b`, 'i'),
  new RegExp(`${EXPERIENCE}\\s*(?:of|:)?\\s*${NUMBER}\\s*\\+?\\s*(?:years?|yrs?)\\b`, 'i'),
];

function toNumber(token: string): number {
  return NUMBER_WORDS[token.toLowerCase()] ?? Number(token);
}

/** The first stated number of years in `text`, or undefined. */
export function statedYears(text: string): number | undefined {
  let best: { index: number; years: number } | undefined;
  for (const pattern of PATTERNS) {
    const match = pattern.exec(text);
    if (!match || match[1] === undefined) continue;
    const years = toNumber(match[1]);
    if (!Number.isFinite(years) || years <= 0 || years > 50) continue;
    if (!best || match.index < best.index) best = { index: match.index, years };
  }
  return best?.years;
}

const RANGE = new RegExp(
  `\\b${NUMBER}\\s*(?:-|–|—|to)\\s*${NUMBER}\\s*\\+?\\s*(?:years?|yrs?)\\b(?!\\s*old)`,
  'i',
);

/** The stated years as a range: "1-4 years" gives 1 and 4, "3+ years" gives 3 and no maximum. */
export function statedYearsRange(text: string): { min: number; max?: number } | undefined {
  const min = statedYears(text);
  if (min === undefined) return undefined;
  const range = RANGE.exec(text);
  if (range?.[1] && range[2] && toNumber(range[1]) === min) {
    const max = toNumber(range[2]);
    if (max > min && max <= 50) return { min, max };
  }
  return { min };
}
