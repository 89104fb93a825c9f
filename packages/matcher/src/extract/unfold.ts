import { classifyHeading } from './headings';

// Documents that arrive as one long line (a resume pasted into a form, an ad scraped from a job
// board) have no line structure for sections, bullets and sentences to hang on. A long line is
// unfolded into the lines its author wrote: at bullets, before inline headings
// ("…team. Required Skills: Java…"), and, in running prose, at sentence ends. Evidence then
// quotes one bullet or sentence instead of the whole document, and "a plus" in one sentence no
// longer makes every skill of the ad optional.

/** Lines at least this long are unfolded; ordinary paragraphs are left alone. */
const LONG_LINE = 280;

/** Bullets written inside a line: "§", "•" (already " | "), and the "?" of mangled exports. */
const INLINE_BULLET =
  /\s+(?:\||§|\?(?=\s{1,3}[A-Z(])|[-–](?=\s{1,3}[A-Z])|\d{1,2}\)(?=\s+[A-Z]))\s+/g;

/** Resume headings that exports write without a colon, in title case, inside running text. */
const RESUME_HEADINGS =
  /\s((?:Work Experience|Professional Experience|Employment History|Education|Skills|Technical Skills|Additional Information|Certifications(?:\/Licenses)?|Awards|Publications|Links|Military Service|Languages))\s+(?=[A-Z?])/g;

/** "Required Skills:", "Responsibilities:", "About Us:" inside a line. */
const COLON_HEADING = /(?:^|[\s.;])((?:[A-Z][\w'’&/-]*)(?:\s+[A-Za-z][\w'’&/-]*){0,4})\s*:\s+/g;

/**
 * An ad's headings written without a colon inside a scraped line, in title case and ending in a
 * section's noun ("…or similar)Preferred Qualifications BS Degree…", "…responsibilities. Primary
 * Responsibilities Perform…"): after a sentence end, a bracket or a rule, before a capital or a
 * number.
 */
const TITLE_HEADING =
  /(?<=[.!?)\-–:]\s*|[a-z])((?:[A-Z][a-z]+\s){0,2}(?:Qualifications|Requirements|Responsibilities|Duties|Skills))\s+(?=[A-Z0-9])/g;

/**
 * The same headings in capitals, which a scrape may glue to the first item with no space at all
 * ("…continuous learning.QUALIFICATIONS5 years of…", "DUTIESDevelop…"): the capitals end where a
 * number or a capitalised word begins.
 */
const CAPS_HEADING =
  /(?<=^|[\s.!?;:)])((?:[A-Z]{2,}\s){0,2}(?:QUALIFICATIONS|REQUIREMENTS|RESPONSIBILITIES|DUTIES|SKILLS))(?=\s*(?:\d|[A-Z][a-z]))/g;

/** Abbreviations whose full stop ends no sentence. */
const NOT_SENTENCE_END = /\b(?:e\.g|i\.e|etc|vs|inc|ltd|co|jr|sr|mr|ms|dr|st|no|approx|incl)\.$/i;

function splitAtHeadings(line: string): string[] {
  const cuts: number[] = [];
  for (const match of line.matchAll(TITLE_HEADING)) {
    const heading = match[1] ?? '';
    const at = match.index ?? 0;
    if (at > 0 && classifyHeading(heading, 'job')) cuts.push(at, at + heading.length);
  }
  for (const match of line.matchAll(CAPS_HEADING)) {
    const heading = match[1] ?? '';
    const at = match.index ?? 0;
    if (classifyHeading(heading, 'job')) cuts.push(at, at + heading.length);
  }
  for (const match of line.matchAll(COLON_HEADING)) {
    const heading = match[1] ?? '';
    if (!classifyHeading(heading, 'job') && !classifyHeading(heading, 'resume')) continue;
    const at = (match.index ?? 0) + match[0].indexOf(heading);
    if (at > 0) cuts.push(at);
  }
  return cutAt(line, cuts);
}

function cutAt(line: string, cuts: readonly number[]): string[] {
  const parts: string[] = [];
  let from = 0;
  for (const at of [...cuts].sort((a, b) => a - b)) {
    parts.push(line.slice(from, at));
    from = at;
  }
  parts.push(line.slice(from));
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}

function splitSentences(line: string): string[] {
  const cuts: number[] = [];
  // Scraped text glues sentences: "…connecting with you.Responsibilities Provides…".
  for (const match of line.matchAll(/[.!?](?:\s+(?=[A-Z"(])|(?=[A-Z][a-z]{2}))/g)) {
    const end = (match.index ?? 0) + 1;
    const before = line.slice(Math.max(0, end - 8), end);
    if (NOT_SENTENCE_END.test(before) || /\b[A-Z]\.$/.test(before)) continue;
    cuts.push(end);
  }
  return cutAt(line, cuts);
}

/** One long line as the lines it stands for; short lines come back as they are. */
export function unfoldLine(line: string): string[] {
  if (line.length < LONG_LINE) return [line];
  return line
    .replace(RESUME_HEADINGS, '\n$1\n')
    .replace(INLINE_BULLET, '\n')
    .split('\n')
    .flatMap(splitAtHeadings)
    .flatMap((part) => (part.length < LONG_LINE ? [part] : splitSentences(part)))
    .flatMap((part) => {
      // "Required Skills: Java, Spring" -> the heading on a line of its own.
      const heading = /^([^:]{2,40}):\s+(.+)$/.exec(part);
      if (
        heading?.[1] &&
        heading[2] &&
        (classifyHeading(heading[1], 'job') || classifyHeading(heading[1], 'resume'))
      )
        return [`${heading[1]}:`, heading[2]];
      return [part];
    });
}
