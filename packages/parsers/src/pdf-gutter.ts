import { candidateGutters } from './pdf-gutter-candidates';
import type { PositionedText, TextRow } from './pdf-lines';

/**
 * Finds the vertical gutter of a two-column block: a sidebar next to the main text, or a header
 * with the name on the left and the contact block on the right.
 *
 * A gutter must be crossed by few rows, and each side must hold some text, enough width and
 * enough rows. A side that only annotates the other (dates or labels beside a job, in short
 * blocks of lines) is no column: those read across, row by row ("2017 – | Product Manager").
 */
const MAX_SPANNING_SHARE = 0.15;
const MIN_SIDE_TEXT_SHARE = 0.05;
const MIN_SIDE_WIDTH_SHARE = 0.2;
// A header's contact block can be narrower than a sidebar.
const MIN_SIDE_WIDTH_SHARE_SMALL = 0.15;
const MIN_GUTTER_EM = 0.7;
// A block this small whose rows mostly have text on both sides is a table ("Engineer | May 2023").
const SMALL_BLOCK_ROWS = 8;
const TABLE_ROW_SHARE = 0.6;
const ANNOTATION_PARTNER_SHARE = 0.7;
const ANNOTATION_MAX_LINES = 2.5;
// Consecutive lines of one block sit at most this many font sizes apart.
const LINE_SPACING_EM = 1.6;

interface Candidate {
  x: number;
  spanning: number;
  gutter: number;
}

export interface BlockShape {
  minX: number;
  maxX: number;
  width: number;
  chars: number;
  em: number;
}

/** The x of a column gutter through these rows, or undefined when they read as one column. */
export function findColumnGutter(rows: TextRow[]): number | undefined {
  const items = rows.flatMap((row) => row.items);
  // Loops, not Math.min(...items): a page can hold more items than a call takes arguments.
  let minX = Infinity;
  let maxX = -Infinity;
  for (const item of items) {
    minX = Math.min(minX, item.x);
    maxX = Math.max(maxX, item.x + item.width);
  }
  const width = maxX - minX;
  if (width <= 0) return undefined;
  const chars = items.reduce((sum, item) => sum + item.text.length, 0);
  const block = { minX, maxX, width, chars, em: median(items.map((item) => item.size)) };
  let best: Candidate | undefined;
  const maxSpanning = Math.floor(MAX_SPANNING_SHARE * rows.length);
  for (const x of candidateGutters(rows, block, maxSpanning, MIN_SIDE_WIDTH_SHARE_SMALL)) {
    const candidate = evaluate(rows, x, block);
    if (!candidate) continue;
    if (
      !best ||
      candidate.spanning < best.spanning ||
      (candidate.spanning === best.spanning && candidate.gutter > best.gutter)
    ) {
      best = candidate;
    }
  }
  return best?.x;
}

interface RowSides {
  left: boolean;
  right: boolean;
  y: number;
  size: number;
}

/** Which side of the candidate gutter each row has text on; undefined for too many crossings. */
function sidesOfRows(rows: TextRow[], x: number) {
  const sides: RowSides[] = [];
  let spanning = 0;
  let leftChars = 0;
  let rightChars = 0;
  let leftEdge = -Infinity;
  let rightEdge = Infinity;
  for (const row of rows) {
    const split = splitRow(row, x);
    if (!split) {
      if (++spanning > MAX_SPANNING_SHARE * rows.length) return undefined;
      continue;
    }
    sides.push({
      left: split.left.length > 0,
      right: split.right.length > 0,
      y: row.y,
      size: row.size,
    });
    for (const item of split.left) {
      leftChars += item.text.length;
      leftEdge = Math.max(leftEdge, item.x + item.width);
    }
    for (const item of split.right) {
      rightChars += item.text.length;
      rightEdge = Math.min(rightEdge, item.x);
    }
  }
  return { sides, spanning, leftChars, rightChars, leftEdge, rightEdge };
}

function evaluate(rows: TextRow[], x: number, block: BlockShape): Candidate | undefined {
  const found = sidesOfRows(rows, x);
  if (!found) return undefined;
  const { sides, spanning, leftChars, rightChars, leftEdge, rightEdge } = found;
  const gutter = rightEdge - leftEdge;
  const narrowSide = Math.min(leftEdge - block.minX, block.maxX - rightEdge);
  const bothSides = sides.filter((side) => side.left && side.right).length;
  const minSideRows = Math.max(2, Math.min(4, Math.ceil(0.2 * rows.length)));
  // Small blocks (a header: name left, contact block right) only have to not be a table.
  const small = rows.length < SMALL_BLOCK_ROWS;
  const looksLikeTable = small
    ? bothSides >= TABLE_ROW_SHARE * rows.length
    : isAnnotationSide(sides, 'left') || isAnnotationSide(sides, 'right');
  const accepted =
    !looksLikeTable &&
    sidesOverlap(sides) &&
    sides.filter((side) => side.left).length >= minSideRows &&
    sides.filter((side) => side.right).length >= minSideRows &&
    Math.min(leftChars, rightChars) >= MIN_SIDE_TEXT_SHARE * block.chars &&
    gutter >= MIN_GUTTER_EM * block.em &&
    narrowSide >= (small ? MIN_SIDE_WIDTH_SHARE_SMALL : MIN_SIDE_WIDTH_SHARE) * block.width;
  return accepted ? { x: (leftEdge + rightEdge) / 2, spanning, gutter } : undefined;
}

/** Columns stand side by side: text on one side only above text on the other is no column. */
function sidesOverlap(sides: RowSides[]): boolean {
  const extent = (side: 'left' | 'right') => {
    let top = Infinity;
    let bottom = -Infinity;
    for (const row of sides) {
      if (!row[side]) continue;
      top = Math.min(top, row.y);
      bottom = Math.max(bottom, row.y);
    }
    return { top, bottom };
  };
  const left = extent('left');
  const right = extent('right');
  return Math.min(left.bottom, right.bottom) >= Math.max(left.top, right.top);
}

/**
 * A side whose rows nearly all sit beside text on the other side, in short blocks of lines,
 * annotates that text (dates, labels) rather than flowing on its own: "2017 –" / "Present"
 * next to a job, "June 2012 – Present" at the right of an employer.
 */
function isAnnotationSide(sides: RowSides[], side: 'left' | 'right'): boolean {
  const other = side === 'left' ? 'right' : 'left';
  let rows = 0;
  let partnered = 0;
  let blocks = 0;
  let previous: RowSides | undefined;
  for (const row of sides) {
    if (!row[side]) continue;
    rows++;
    if (row[other]) partnered++;
    const contiguous =
      previous && row.y - previous.y <= LINE_SPACING_EM * Math.max(row.size, previous.size);
    if (!contiguous) blocks++;
    previous = row;
  }
  return (
    rows > 0 && partnered >= ANNOTATION_PARTNER_SHARE * rows && rows / blocks < ANNOTATION_MAX_LINES
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Splits a row at x; undefined when an item crosses it. */
export function splitRow(row: TextRow, x: number) {
  const left: PositionedText[] = [];
  const right: PositionedText[] = [];
  for (const item of row.items) {
    if (item.x + item.width <= x) left.push(item);
    else if (item.x >= x) right.push(item);
    else return undefined;
  }
  return { left, right };
}
