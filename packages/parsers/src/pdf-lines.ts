/**
 * Turns positioned PDF text fragments into lines. Coordinates are the page as displayed:
 * x grows to the right, y grows downwards, y is the baseline.
 */
export interface PositionedText {
  text: string;
  x: number;
  y: number;
  width: number;
  /** Font size on the page, in points. */
  size: number;
  font: string;
  rtl: boolean;
  /** Not upright left-to-right text: kept out of line building. */
  rotated?: boolean;
  /** A space was drawn right after this item: a word break even when the gap is tiny. */
  spaceAfter?: boolean;
  /** Drawn in white on nothing but the white page (pdf-unseen-text.ts). */
  unseen?: boolean;
}

/** Fragments sharing a baseline, sorted left to right. */
export interface TextRow {
  y: number;
  size: number;
  items: PositionedText[];
}

// Items whose baselines differ by less than this share a line; leading is at least ~1 em, and
// super/subscripts move by about a third of one.
const SAME_LINE = 0.45;
// A gap wider than this fraction of the font size is a space between words.
const WORD_GAP = 0.15;
// A gap wider than this many font sizes separates two cells ("Engineer ...... May 2023").
const CELL_GAP = 2.5;

/** Groups fragments into rows by baseline, top to bottom. */
export function groupRows(items: PositionedText[]): TextRow[] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: TextRow[] = [];
  for (const item of sorted) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(item.y - row.y) <= SAME_LINE * Math.min(row.size, item.size)) {
      row.items.push(item);
      row.size = Math.max(row.size, item.size);
    } else {
      rows.push({ y: item.y, size: item.size, items: [item] });
    }
  }
  for (const row of rows) row.items.sort((a, b) => a.x - b.x);
  return rows;
}

/** Joins one row's fragments, putting spaces where the page shows space. */
export function rowText(items: PositionedText[]): string {
  const ordered = isRightToLeft(items) ? [...items].reverse() : items;
  let text = '';
  let previous: PositionedText | undefined;
  for (const item of ordered) {
    if (previous && isDuplicate(previous, item)) continue;
    if (previous) text += separator(previous, item);
    text += item.text;
    previous = item;
  }
  return text;
}

function separator(left: PositionedText, right: PositionedText): string {
  const [first, second] = left.x <= right.x ? [left, right] : [right, left];
  const gap = second.x - (first.x + first.width);
  const size = Math.min(first.size, second.size);
  if (gap > CELL_GAP * size) return '\t';
  if (gap > WORD_GAP * size || first.spaceAfter) return ' ';
  return '';
}

/** Some generators fake bold by drawing the same text twice, a hair apart. */
function isDuplicate(previous: PositionedText, item: PositionedText): boolean {
  return previous.text === item.text && Math.abs(previous.x - item.x) < 0.3 * item.size;
}

function isRightToLeft(items: PositionedText[]): boolean {
  let rtl = 0;
  for (const item of items) if (item.rtl) rtl++;
  return rtl * 2 > items.length;
}

/**
 * Emits rows as lines, with a blank line where the vertical gap shows a new paragraph or
 * section, which later steps use to find headings.
 */
export function rowsToLines(rows: TextRow[]): string[] {
  const texts = rows.map((row) => rowText(row.items));
  const words = new Set(
    texts
      .join(' ')
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [],
  );
  const lines: string[] = [];
  let previous: TextRow | undefined;
  rows.forEach((row, index) => {
    const text = texts[index] ?? '';
    const gap = previous ? row.y - previous.y : 0;
    if (previous && gap > 1.9 * Math.max(previous.size, row.size)) lines.push('');
    const last = lines.length - 1;
    // "front-" / "end": a word broken at a hyphen reads as one again.
    if (last >= 0 && /\p{L}-$/u.test(lines[last] ?? '') && /^\p{Ll}/u.test(text)) {
      const head = lines[last] ?? '';
      lines[last] = softHyphen(head, text, words) ? head.slice(0, -1) + text : head + text;
    } else lines.push(text);
    previous = row;
  });
  return lines;
}

/** Word endings that are never a word of their own after a hyphen ("deploy-" / "ment"). */
const SUFFIXES = new Set(
  'ment ments able ably ible ibly ability ation ations tion tions sion sions ing ings ity ities ance ence ness ous ive ively ure ures ured ated ized ised ally ency ism ist ists ial ical ology'.split(
    ' ',
  ),
);

/**
 * Whether the hyphen at a line break only split a word ("scal-" / "able", "Devel-" / "oping") and
 * goes, or is a real one ("front-" / "end") and stays. Word, where most resumes come from, does not
 * hyphenate by itself, so a hyphen stays unless the rest is a bare suffix or the document spells
 * the whole word elsewhere without it.
 */
function softHyphen(head: string, tail: string, words: Set<string>): boolean {
  const before = head.match(/(\p{L}+)-$/u)?.[1] ?? '';
  const after = tail.match(/^\p{L}+/u)?.[0] ?? '';
  return SUFFIXES.has(after.toLowerCase()) || words.has(`${before}${after}`.toLowerCase());
}
