import { findSingleDates, type DateRange, type MonthDate } from './dates';
import { looksLikeTitle, parseTitleCompany, type TitleCompany } from './title-company';

// Date layouts that PDF and DOCX extraction leave behind besides "start – end" on one line.

const SPLIT_END = /^\s*(?:present|current(?:ly working)?|now)\b/i;

/** "DATE Title DATE" (or "DATE Title currently working") with a job title alone in between. */
export function splitRanges(line: string): Array<{ range: DateRange; title: string }> {
  const singles = findSingleDates(line);
  const found: Array<{ range: DateRange; title: string }> = [];
  singles.forEach((first, i) => {
    const afterFirst = first.index + first.length;
    const next = singles[i + 1];
    const until = next ? next.index : line.length;
    const middle = line.slice(afterFirst, until);
    const present = next
      ? undefined
      : SPLIT_END.exec(middle.replace(/^.*?(?=(present|current|now)\b)/i, ''));
    const titleText = (
      present ? middle.slice(0, middle.search(/(present|current|now)\b/i)) : middle
    ).trim();
    if (!titleText || titleText.length > 60 || /\d/.test(titleText) || !looksLikeTitle(titleText))
      return;
    if (next && next.date.year >= first.date.year) {
      found.push({
        range: {
          start: first.date,
          end: next.date,
          current: false,
          index: first.index,
          length: next.index + next.length - first.index,
        },
        title: titleText,
      });
    } else if (present) {
      found.push({
        range: {
          start: first.date,
          current: true,
          index: first.index,
          length: until - first.index,
        },
        title: titleText,
      });
    }
  });
  return found;
}

/** A line that starts with a date, and its rest. */
function leadingDate(line: string | undefined): { date: MonthDate; rest: string } | undefined {
  if (!line) return undefined;
  const [first] = findSingleDates(line);
  if (!first || first.index > 2) return undefined;
  return { date: first.date, rest: line.slice(first.index + first.length) };
}

export function pairedLines(
  lines: readonly string[],
  i: number,
): { range: DateRange; parsed: TitleCompany } | undefined {
  const start = leadingDate(lines[i]);
  const end = leadingDate(lines[i + 1]);
  // The line above must not itself open a pair ("start / end / start / end").
  if (
    !start ||
    !end ||
    (lines[i - 1] !== undefined && leadingDate(lines[i - 1]) && !leadingDate(lines[i - 2]))
  )
    return undefined;
  const startMonth = start.date.year * 12 + (start.date.month ?? 1);
  const endMonth = end.date.year * 12 + (end.date.month ?? 1);
  if (endMonth < startMonth) return undefined;
  const below = parseTitleCompany(end.rest);
  if (!below.title) return undefined;
  const company = parseTitleCompany(start.rest).company;
  return {
    range: { start: start.date, end: end.date, current: false, index: 0, length: 0 },
    parsed: { title: below.title, company },
  };
}

const OPEN_RANGE =
  /^(.{0,20}?\b(?:19|20)\d\d)\s*[–—-]\s+(?!(?:19|20)\d\d|present|current|now)(.*)$/i;
const LEADING_END =
  /^((?:present|current|now|till now|to date|(?:[a-z]{3,9}\.?\s+)?(?:19|20)\d\d))\b\s*(.*)$/i;

/**
 * Two-column layouts wrap a date range around the title: "2017 – Product Manager, Google" over
 * "Present Leading teams…". Puts the end back next to the start.
 */
export function mendSplitRanges(lines: readonly string[]): string[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i++) {
    const open = OPEN_RANGE.exec(out[i] as string);
    const end = open ? LEADING_END.exec(out[i + 1] as string) : null;
    if (!open || !end) continue;
    out[i] = `${open[1]} – ${end[1]} ${open[2]}`;
    out[i + 1] = end[2] ?? '';
  }
  return out;
}
