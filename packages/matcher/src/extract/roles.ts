import { isJobTitle } from '../taxonomy';
import type { Role } from '../types';
import { findDateRanges, findSingleDates, isoMonth, type DateRange, type MonthDate } from './dates';
import { mendSplitRanges, pairedLines, splitRanges } from './date-layouts';
import { clean, looksLikeTitle, parseTitleCompany, type TitleCompany } from './title-company';

// Work history: every date range in the experience text is a role; its title and employer come
// from the same line ("2012 – 2017 Engineer III, Amazon, Seattle, WA"), or the lines around it
// ("ABC Company" / "Software Engineer May 2023 - Present"; "2017 – Present" / "Product Manager,
// Google, Mountain View, CA").

function isDateOnly(line: string): boolean {
  const ranges = findDateRanges(line);
  const rest = ranges.reduce(
    (text, range) => text.replace(line.slice(range.index, range.index + range.length), ''),
    line,
  );
  return clean(rest).length === 0;
}

function toRole(
  parsed: TitleCompany,
  start: MonthDate,
  end: MonthDate | undefined,
  current: boolean,
): Role | undefined {
  if (!parsed.title) return undefined;
  const role: Role = { title: parsed.title, start: isoMonth(start), current };
  if (parsed.company && !isJobTitle(parsed.company)) role.company = parsed.company;
  if (end && !current) role.end = isoMonth(end);
  return role;
}

function roleAround(
  lines: readonly string[],
  i: number,
  rest: string,
  start: MonthDate,
  end: MonthDate | undefined,
  current: boolean,
): Role | undefined {
  const here = parseTitleCompany(rest);
  const previous = lines[i - 1]?.trim() ?? '';
  const next = lines[i + 1]?.trim() ?? '';
  if (here.title) {
    // "ABC Company" on the line above "Software Engineer May 2023 - Present".
    const company =
      here.company ??
      (previous &&
      !looksLikeTitle(previous) &&
      !isDateOnly(previous) &&
      previous.split(/\s+/).length <= 6 &&
      !/[.:]$/.test(previous)
        ? clean(previous)
        : undefined);
    return toRole({ title: here.title, company }, start, end, current);
  }
  if (previous && looksLikeTitle(previous) && !findDateRanges(previous).length) {
    return toRole({ title: clean(previous), company: here.company }, start, end, current);
  }
  if (next && !findDateRanges(next).length) {
    const below = parseTitleCompany(next);
    if (below.title)
      return toRole(
        { title: below.title, company: below.company ?? here.company },
        start,
        end,
        current,
      );
  }
  return undefined;
}

export interface WorkHistory {
  roles: Role[];
  /** Every date range found, titled or not: the basis of years of experience. */
  ranges: DateRange[];
  /** Dates of roles written with a single date ("Front-End Developer - 2019"). */
  points: MonthDate[];
}

// Without an experience heading the whole text is searched; then dates written next to a school
// or a course are study, not work.
const STUDY =
  /\b(?:universit\w*|college|institute|school|academy|degree|bachelor\w*|master'?s?|diploma|courses?|ulpan|studies|student|graduat\w*)\b/i;

function isStudy(lines: readonly string[], i: number, range: DateRange): boolean {
  const line = lines[i] ?? '';
  const before = line.slice(Math.max(0, range.index - 40), range.index);
  const after = line.slice(range.index + range.length, range.index + range.length + 50);
  // A date alone on its line belongs to the lines around it ("2020 - ongoing" / "NRU HSE, School of history").
  const alone = line.trim().length <= range.length + 3;
  const around = alone ? `${lines[i - 1] ?? ''} ${lines[i + 1] ?? ''}` : '';
  return STUDY.test(before) || STUDY.test(after) || STUDY.test(around);
}

export function findWorkHistory(text: string, options: { skipStudy?: boolean } = {}): WorkHistory {
  const lines = mendSplitRanges(text.split('\n'));
  const roles: Role[] = [];
  const ranges: DateRange[] = [];
  const points: MonthDate[] = [];
  const consumed = new Set<number>();
  lines.forEach((line, i) => {
    if (consumed.has(i)) return;
    const all = findDateRanges(line);
    const found = all.filter((range) => !(options.skipStudy && isStudy(lines, i, range)));
    if (all.length > found.length) return;
    for (const range of found) {
      ranges.push(range);
      const rest = line.slice(0, range.index) + '  ' + line.slice(range.index + range.length);
      const role = roleAround(lines, i, rest, range.start, range.end, range.current);
      if (role) roles.push(role);
    }
    if (found.length > 0) return;
    // Table layouts put the title between the dates: "August 2012  Senior System Analyst  December 2017".
    const split = splitRanges(line);
    if (split.length > 0) {
      for (const { range, title } of split) {
        ranges.push(range);
        const role = toRole({ title }, range.start, range.end, range.current);
        if (role) roles.push(role);
      }
      return;
    }
    // Two-line layout: "2020, June MTS Group, Russia" over "2021, August Python Developer".
    const paired = pairedLines(lines, i);
    if (paired) {
      consumed.add(i + 1);
      ranges.push(paired.range);
      const role = toRole(paired.parsed, paired.range.start, paired.range.end, false);
      if (role) roles.push(role);
      return;
    }
    // A single date after a title ("Software Engineer Intern Summer 2022") is a short role.
    for (const single of findSingleDates(line)) {
      const rest = line.slice(0, single.index) + '  ' + line.slice(single.index + single.length);
      const parsed = parseTitleCompany(rest);
      const role = parsed.title
        ? roleAround(lines, i, rest, single.date, single.date, false)
        : undefined;
      if (role) {
        roles.push(role);
        points.push(single.date);
      }
    }
  });
  return { roles, ranges, points };
}
