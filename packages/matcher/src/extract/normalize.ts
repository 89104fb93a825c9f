import { canonicalSkill, TITLE_WORDS } from '../taxonomy';
import { repairMojibake } from './mojibake';
import { unfoldLine } from './unfold';

// Turns text pulled out of PDF/DOCX files into plain lines: one space between words, no
// ligatures or icon glyphs, words that were hyphenated across line ends put back together.

const MONTH_OR_PRESENT =
  /^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|spring|summer|fall|autumn|winter|present|current|now|today|ongoing|date|(19|20)\d\d|\d{1,2}[/.-](19|20)\d\d)/i;

/** Leading glyphs that are bullets or icon-font pictures rather than text. */
const BULLET = /^[\s]*(?:[•▪●◦■□►▸‣⁃∙·➢➤✓✔✗❖◆◇○◉*>§#ðþ�]|[-–—](?=\s)|\u2022)+\s*/u;
/** A single letter standing for an icon before a phone number or e-mail ("I (123) 456-7890"). */
const ICON_LETTER = /^[A-Za-z]\s+(?=(?:\+?[\d(][\d\s().-]{6,}\d|[\w.+-]+@[\w-]+\.[\w.]+)\s*$)/;

function fixCharacters(text: string): string {
  return (
    repairMojibake(text)
      // Compatibility forms: ligatures (ﬁ ﬂ ﬀ ﬃ), full-width letters, non-breaking spaces.
      .normalize('NFKC')
      // Soft hyphens, zero-width characters, byte-order marks, private-use icon glyphs.
      .replace(/[\u00ad\u200b-\u200d\u2060\ufeff\ue000-\uf8ff]/g, '')
      .replace(/[\u2010\u2011\u2212]/g, '-')
      // "555-‐5555" (a hyphen and a soft/typographic one) is one hyphen.
      .replace(/(\w)--(?=\w)/g, '$1-')
      .replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'")
      .replace(/[\u201c\u201d\u201e\u201f\u2033]/g, '"')
      .replace(/\r\n?/g, '\n')
      .replace(/[\f\v\u2028\u2029]/g, '\n')
  );
}

/** "J o h n  D o e" -> "John Doe": letters spaced out one by one, words split by wider gaps. */
export function fixLetterSpacing(line: string): string {
  const tokens = line.trim().split(/\s+/);
  if (tokens.length < 4) return line;
  const single = tokens.filter((token) => token.length === 1).length;
  if (single / tokens.length < 0.8) return line;
  const trimmed = line.trim();
  if (/\S {2,}\S/.test(trimmed)) {
    return trimmed
      .split(/ {2,}/)
      .map((word) => word.replace(/ /g, ''))
      .join(' ');
  }
  // No wider gaps to tell the words apart: split where a capital follows a small letter.
  return trimmed.replace(/ /g, '').replace(/([a-z])(?=[A-Z])/g, '$1 ');
}

const TITLE_WORD_SET = new Set(TITLE_WORDS.map((w) => w.toLowerCase()));
/** Words often split this way that are neither skills nor title words. */
const OTHER_SPLIT_WORDS = new Set(
  'senior junior lead principal framework frameworks experience education skills projects english hebrew french german spanish russian arabic google'.split(
    ' ',
  ),
);

function isKnownWord(word: string): boolean {
  const lower = word.toLowerCase();
  return (
    TITLE_WORD_SET.has(lower) || OTHER_SPLIT_WORDS.has(lower) || canonicalSkill(word) !== undefined
  );
}

/**
 * "S wift", "G itFlow", "S enior E ngineer" -> "Swift", "GitFlow", "Senior Engineer": some PDF to
 * Word converters cut a capital (a drop cap or a styled first letter) from the rest of its word.
 * Joined only when the whole is a word we know and the rest is not, so "I have" and "C and" stay.
 */
export function joinSplitCapitals(line: string): string {
  if (!/\b[A-Z] [a-z]/.test(line)) return line;
  return line.replace(
    /(?<![\w.+#/&'-])([A-Z]) ([a-z]{2,}[A-Za-z]*)\b/g,
    (whole, first: string, rest: string) =>
      isKnownWord(first + rest) && !isKnownWord(rest) ? first + rest : whole,
  );
}

/** Removes bullets and icon glyphs at the start of a line, and tidies its spaces. */
function cleanLine(raw: string): string {
  let line = joinSplitCapitals(fixLetterSpacing(raw.replace(/\t/g, '  ')));
  line = line.replace(BULLET, '').replace(ICON_LETTER, '');
  // Bullets inside a line separate items.
  line = line.replace(/\s*[•▪●◦■►▸➢❖◆]\s*/gu, ' | ');
  // Two or more spaces mark a column gap; keep exactly two so layouts stay readable.
  return line
    .replace(/[ \u00a0]{2,}/g, '  ')
    .replace(/^ +| +$/g, '')
    .replace(/^\| | \|$/g, '');
}

/** Page furniture that PDF extraction leaves behind: "-- 1 of 2 --", "Page 2", "1/2", "2". */
function isPageMarker(line: string): boolean {
  return /^(--\s*\d+\s+of\s+\d+\s*--|page\s+\d+(\s+of\s+\d+)?|\d{1,2}(\s*\/\s*\d{1,2})?)$/i.test(
    line.trim(),
  );
}

/** Joins words hyphenated across a line end, and date ranges broken after the dash. */
function joinBrokenLines(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const previous = out[out.length - 1];
    if (previous !== undefined && line.length > 0) {
      // "develop-" + "ment" -> "development"; "Front-" + "End Developer" -> "Front-End Developer".
      if (/[A-Za-z]-$/.test(previous) && !/\s-$/.test(previous)) {
        if (/^[a-z]/.test(line)) {
          out[out.length - 1] = previous.slice(0, -1) + line;
          continue;
        }
        if (/^[A-Z][a-z]/.test(line)) {
          out[out.length - 1] = previous + line;
          continue;
        }
      }
      // "Engineer (5+ Years of" + "Experience)" -> one line: a wrapped parenthesis.
      if (/\([^)]*$/.test(previous) && /^[^()]{0,40}\)/.test(line)) {
        out[out.length - 1] = `${previous} ${line}`;
        continue;
      }
      // "2017 –" + "Present" -> "2017 – Present".
      if (/\s[-–—]$/.test(previous) && MONTH_OR_PRESENT.test(line)) {
        out[out.length - 1] = `${previous} ${line}`;
        continue;
      }
    }
    out.push(line);
  }
  return out;
}

/**
 * Scraped ads lose the line break before a heading: "Business Development RepresentativePosition
 * Description: …". A heading glued to the end of a word goes back on its own line.
 */
const GLUED_HEADING =
  /([a-z)])((?:Job |Position |Role |Minimum |Preferred |Required |Basic |Key )?(?:Description|Responsibilities|Requirements|Qualifications|Overview|Summary|Skills|Duties|Benefits|Experience|Education)s?\s*:)/g;

/** Cleans raw extracted document text into normalised lines (see the module comment). */
export function normalizeText(raw: string): string {
  const lines = fixCharacters(raw)
    .replace(GLUED_HEADING, '$1\n$2')
    .split('\n')
    .map(cleanLine)
    .filter((line) => !isPageMarker(line));
  const joined = joinBrokenLines(lines).flatMap(unfoldLine);
  // At most one blank line in a row, none at the ends.
  return joined
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
