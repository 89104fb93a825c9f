import type { Education } from '../types';
import { splitTrailingLocation } from './location';

// Degrees from the education section: "Bachelor of Science in Computer Science, State University,
// Anywhere, USA, May 2016", "2018 – 2022 B.Tech, Computer Science and Engineering, Indian
// Institute of Technology Delhi", "Bachelor of Arts, Business Administration".

// Spelled-out degrees, capitalised or not ("master's degree in Computer Science").
const LONG_DEGREE =
  "(?:[Bb]achelor|[Mm]aster|[Dd]octor)(?:'?s)?(?:\\s+of\\s+[A-Z][a-z]+(?:\\s+(?:and\\s+)?[A-Z][a-z]+){0,2})?(?:'?s)?(?:\\s+[Dd]egree)?" +
  "|[Aa]ssociate(?:'?s)?(?:\\s+of\\s+[A-Z][a-z]+(?:\\s+[A-Z][a-z]+)?|\\s+[Dd]egree)|[Hh]igh [Ss]chool [Dd]iploma|[Dd]iploma|GED";
// Abbreviations, case-sensitive; two-letter ones not right after ", " where they are US states.
const SHORT_DEGREE = [
  'Ph\\.?\\s?D\\.?',
  'E?MBA',
  'M\\.B\\.A\\.',
  'B\\.?\\s?Tech',
  'M\\.?\\s?Tech',
  'B\\.E\\.',
  'M\\.E\\.',
  'B\\.?Sc\\.?',
  'M\\.?Sc\\.?',
  'B\\.S\\.',
  'M\\.S\\.',
  'B\\.A\\.',
  'M\\.A\\.',
  'BBA',
  'B\\.?Com',
  'M\\.?Com',
  'BSN',
  'MSN',
  'DNP',
  'Pharm\\.?D',
  'MFA',
  'BFA',
  'M\\.?Ed',
  'B\\.?Ed',
  'Ed\\.?D',
  'J\\.D\\.',
  'LL\\.?B',
  'LL\\.?M',
  'M\\.D\\.',
  'MPH',
  'MSW',
  'BSW',
  'MPA',
  'MCA',
  'BCA',
  '(?<!,\\s)(?:BS|MS|BA|MA|MD|JD)',
].join('|');
const LONG_AT_WORD = new RegExp(`(?<![A-Za-z])(${LONG_DEGREE})(?![A-Za-z])`);
const SHORT_AT_WORD = new RegExp(`(?<![A-Za-z.])(${SHORT_DEGREE})(?![A-Za-z])`);

function findDegree(text: string): { text: string; index: number } | undefined {
  const long = LONG_AT_WORD.exec(text);
  const short = SHORT_AT_WORD.exec(text);
  const best = [long, short]
    .filter((match): match is RegExpExecArray => match !== null)
    .sort((a, b) => a.index - b.index)[0];
  return best ? { text: best[1] as string, index: best.index } : undefined;
}

const INSTITUTION =
  /\b(University|Universit[éy]|College|Institute|Institution|School|Academy|Polytechnic|Conservatory|Seminary|Technion|MIT|CalTech|Caltech|UCLA|UC\s+[A-Z][a-z]+|Universidad|Hochschule)\b/;
const YEAR = /(?<!\d)(19[5-9]\d|20[0-4]\d)(?!\d)/g;

function lastYear(text: string): number | undefined {
  const years = [...text.matchAll(YEAR)].map((match) => Number(match[1]));
  return years.length > 0 ? Math.max(...years) : undefined;
}

function stripDates(text: string): string {
  return (
    text
      // Placeholders of anonymised resumes.
      .replace(/\bCity\s*,\s*State\b|\bCompany Name\b/g, ' ')
      .replace(/\b(?:expected|graduat\w*|anticipated|class of)\b[^,]*?(?=,|$)/gi, ' ')
      .replace(
        /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*(?=(19|20)\d\d)/gi,
        ' ',
      )
      .replace(/(19|20)\d\d\s*(?:[-–—]|to)\s*(?:(19|20)\d\d|present|current|now)?/gi, ' ')
      .replace(YEAR, ' ')
      .replace(/\b(?:GPA|CGPA|grade)\b\s*:?\s*[\d.]+(?:\s*\/\s*[\d.]+)?/gi, ' ')
  );
}

function parts(text: string): string[] {
  const withoutPlace = splitTrailingLocation(text).before;
  const list = withoutPlace.length > 0 ? withoutPlace : text.split(',');
  return list
    .flatMap((part) => part.split(/\s+(?:\||—|–|-)\s+|\s{2,}/))
    .map((part) =>
      part
        .replace(/^[\s,;:.()–—-]+|[\s,;:()–—-]+$/g, '')
        .replace(/\s*:\s*/g, ' ')
        .trim(),
    )
    .filter((part) => part.length > 1);
}

/** One education entry from its lines (a degree line, maybe an institution line around it). */
function parseEntry(lines: readonly string[]): Education | undefined {
  const joined = lines.join(', ');
  const entry: Education = {};
  const year = lastYear(joined);
  if (year) entry.year = year;
  const items = parts(stripDates(joined));
  let afterDegree = false;
  for (const item of items) {
    const followsDegree = afterDegree;
    afterDegree = false;
    const degree = findDegree(item);
    if (!entry.degree && degree && degree.index < 3) {
      entry.degree = degree.text.trim();
      const after = item
        .slice(degree.index + degree.text.length)
        .replace(/^[\s,]*(?:in|of|,)?\s*/i, '')
        .trim();
      if (after && !INSTITUTION.test(after)) entry.field = after;
      else if (after && !entry.institution) entry.institution = after;
      afterDegree = !after;
      continue;
    }
    if (!entry.institution && INSTITUTION.test(item)) {
      entry.institution = item;
      continue;
    }
    // "B.Tech, Computer Science and Engineering, IIT Delhi": the part right after the degree.
    if (
      entry.degree &&
      !entry.field &&
      (followsDegree || !entry.institution) &&
      /^[A-Z]/.test(item) &&
      item.split(/\s+/).length <= 6
    ) {
      entry.field = item;
    }
  }
  if (!entry.degree && !entry.institution) return undefined;
  // "Specialization in AI" and the like are details, not the field.
  if (entry.field && /^(specializ|specialis|concentration|minor|major)/i.test(entry.field))
    delete entry.field;
  return entry;
}

/** Education entries: each degree line with the institution line next to it when on its own line. */
export function findEducation(sectionText: string): Education[] {
  const lines = sectionText
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  const entries: Education[] = [];
  const used = new Set<number>();
  lines.forEach((line, i) => {
    if (used.has(i) || !findDegree(line)) return;
    const group = [line];
    used.add(i);
    // An institution (or a wrapped location) on the neighbouring line belongs to this degree.
    for (const j of [i - 1, i + 1]) {
      const other = lines[j];
      if (other !== undefined && !used.has(j) && INSTITUTION.test(other) && !findDegree(other)) {
        if (j < i) group.unshift(other);
        else group.push(other);
        used.add(j);
      }
    }
    const entry = parseEntry(group);
    if (entry) entries.push(entry);
  });
  return entries;
}
