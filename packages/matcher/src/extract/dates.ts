// Dates and date ranges as resumes write them: "June 2022 – Present", "2018 - 2022",
// "03/2019 – 05/2021", "Jan 2020 to Dec 2021", "2017/04 - 2018/10", "Summer 2021", and the
// arithmetic on them (months of experience with overlapping ranges merged).

export interface MonthDate {
  year: number;
  /** 1..12; undefined when only the year is written. */
  month?: number;
}

export interface DateRange {
  start: MonthDate;
  /** undefined when the range runs to the present ("Present", "Current", "Now"). */
  end?: MonthDate;
  current: boolean;
  /** Offsets of the whole range in the scanned text. */
  index: number;
  length: number;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const SEASONS: Record<string, number> = { winter: 1, spring: 3, summer: 6, fall: 9, autumn: 9 };

const MONTH =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const YEAR = '(?:19[5-9]\\d|20[0-4]\\d)';
// One date: "June 2022", "Jun. '22" is too rare to bother; "Summer 2021"; "03/2019"; "2017/04"; "2018".
const DATE = `(?:(?:${MONTH})\\.?,?\\s*${YEAR}|${YEAR}\\s*,\\s*(?:${MONTH})\\.?(?![a-z])|(?:spring|summer|fall|autumn|winter)\\s+${YEAR}|(?:0?[1-9]|1[0-2])\\s*[/.-]\\s*${YEAR}|${YEAR}\\s*[/.]\\s*(?:0?[1-9]|1[0-2])(?!\\d)|${YEAR})`;
const PRESENT = '(?:present|current(?:ly)?|now|today|date|ongoing|till\\s+(?:now|date)|to\\s+date)';
// Some documents lose the dash and keep only a space: "September 2015 March 2016" is a range too.
const SEPARATOR =
  '(?:\\s*(?:-{1,2}|–|—|~|\\bto\\b|\\buntil\\b|\\btill\\b|\\bthrough\\b|\\bthru\\b)\\s*|[ \\t]+)';

const DATE_ONLY = new RegExp(`^${DATE}$`, 'i');
const RANGE = new RegExp(
  `(?<![\\d/])(?<!\\d\\.)(${DATE})(?:${SEPARATOR}(${DATE}|${PRESENT})|\\s+(till\\s+now|to\\s+date|onwards))(?![\\d/])`,
  'gi',
);
const SINGLE = new RegExp(`(?<![\\d/])(?<!\\d\\.)(${DATE})(?![\\d/])`, 'gi');

/** Parses one date token ("June 2022", "03/2019", "2018"); undefined if it is not one. */
export function parseDate(token: string): MonthDate | undefined {
  const text = token.trim().toLowerCase();
  if (!DATE_ONLY.test(text)) return undefined;
  const year = Number(/(19|20)\d\d/.exec(text)?.[0]);
  const named = /([a-z]+)/.exec(text)?.[1];
  if (named) {
    const month = MONTHS[named.slice(0, 3)] ?? SEASONS[named];
    return month ? { year, month } : { year };
  }
  const numbers = text.split(/\s*[/.-]\s*/).map(Number);
  if (numbers.length === 2) {
    const month = numbers[0] === year ? numbers[1] : numbers[0];
    return { year, month };
  }
  return { year };
}

const PRESENT_ONLY = new RegExp(`^${PRESENT}$`, 'i');

function isPresent(token: string): boolean {
  return PRESENT_ONLY.test(token.trim()) || /^(till\s+now|to\s+date|onwards)$/i.test(token.trim());
}

/** Every date range in `text`, in order. */
export function findDateRanges(text: string): DateRange[] {
  const ranges: DateRange[] = [];
  for (const match of text.matchAll(RANGE)) {
    const start = parseDate(match[1] ?? '');
    const endToken = match[2] ?? match[3] ?? '';
    if (!start) continue;
    const current = isPresent(endToken);
    const end = current ? undefined : parseDate(endToken);
    if (!current && !end) continue;
    if (end && end.year < start.year) continue;
    ranges.push({ start, end, current, index: match.index, length: match[0].length });
  }
  return ranges;
}

/** Single dates ("Summer 2022", "May 2016") outside the given ranges. */
export function findSingleDates(
  text: string,
  ranges: readonly DateRange[] = [],
): Array<{ date: MonthDate; index: number; length: number }> {
  const found: Array<{ date: MonthDate; index: number; length: number }> = [];
  for (const match of text.matchAll(SINGLE)) {
    const inside = ranges.some(
      (range) => match.index >= range.index && match.index < range.index + range.length,
    );
    const date = parseDate(match[1] ?? '');
    if (!inside && date) found.push({ date, index: match.index, length: match[0].length });
  }
  return found;
}

/** "2019-03"; a year-only date is stored as January of that year. */
export function isoMonth(date: MonthDate): string {
  return `${date.year}-${String(date.month ?? 1).padStart(2, '0')}`;
}

function monthIndex(date: MonthDate): number {
  return date.year * 12 + ((date.month ?? 1) - 1);
}

/**
 * The months a range covers as [start, end) month indexes. Month-precise ends count their own
 * month ("Jan 2020 to Dec 2021" is 24 months); a year-only end does not ("2018 - 2022" is four
 * years); "Present" runs to the end of the current month.
 */
export function rangeMonths(
  range: Pick<DateRange, 'start' | 'end' | 'current'>,
  today: Date,
): [number, number] | undefined {
  const now = today.getFullYear() * 12 + today.getMonth() + 1;
  const start = monthIndex(range.start);
  let end: number;
  if (range.current || !range.end) end = now;
  else if (range.end.month === undefined) end = monthIndex(range.end);
  else end = monthIndex(range.end) + 1;
  if (range.end && range.end.year === range.start.year && range.end.month === undefined)
    end = start + 12;
  end = Math.min(end, now);
  if (start >= now || end <= start) return undefined;
  return [start, end];
}

/** Total years covered by the ranges, overlaps merged, rounded to one decimal; undefined if none. */
export function totalYears(
  ranges: ReadonlyArray<Pick<DateRange, 'start' | 'end' | 'current'>>,
  today: Date,
): number | undefined {
  const spans = ranges
    .map((range) => rangeMonths(range, today))
    .filter((span): span is [number, number] => span !== undefined)
    .sort((a, b) => a[0] - b[0]);
  if (spans.length === 0) return undefined;
  let months = 0;
  let [currentStart, currentEnd] = spans[0] as [number, number];
  for (const [start, end] of spans.slice(1)) {
    if (start <= currentEnd) {
      currentEnd = Math.max(currentEnd, end);
      continue;
    }
    months += currentEnd - currentStart;
    [currentStart, currentEnd] = [start, end];
  }
  months += currentEnd - currentStart;
  return Math.round((months / 12) * 10) / 10;
}
