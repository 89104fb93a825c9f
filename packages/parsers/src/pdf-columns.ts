import { findColumnGutter, splitRow } from './pdf-gutter';
import { rowsToLines, type TextRow } from './pdf-lines';

/**
 * Reading order for pages laid out in columns: each column is read top to bottom instead of
 * interleaving their lines.
 *
 * First the whole block is tried: a vertical gutter shared by most rows splits it. Otherwise the
 * block is cut into bands at wide vertical gaps and each band is tried on its own (that finds a
 * two-column header above a one-column body).
 */
// Baselines this many font sizes apart leave a visible gap: a new paragraph, section or band.
const BAND_GAP_EM = 1.9;
const MAX_DEPTH = 4;

/** Lines of a page (or a block of one) in reading order; '' marks a paragraph break. */
export function layoutRows(rows: TextRow[], depth = 0): string[] {
  if (depth < MAX_DEPTH && rows.length >= 3) {
    const gutter = findColumnGutter(rows);
    if (gutter !== undefined) return readColumns(rows, gutter, depth);
    const bands = splitBands(rows);
    if (bands.length > 1) return bands.flatMap((band) => [...layoutRows(band, depth + 1), '']);
  }
  return rowsToLines(rows);
}

type Sides = ReturnType<typeof splitRow>;

function readColumns(rows: TextRow[], gutter: number, depth: number): string[] {
  const sides = rows.map((row) => splitRow(row, gutter));
  const lines: string[] = [];
  let left: TextRow[] = [];
  let right: TextRow[] = [];
  const flush = () => {
    if (left.length > 0) append(lines, [...layoutRows(left, depth + 1), '']);
    if (right.length > 0) append(lines, [...layoutRows(right, depth + 1), '']);
    left = [];
    right = [];
  };
  rows.forEach((row, index) => {
    const split = sides[index];
    if (!split) {
      // A row crossing the gutter (a full-width heading) ends the column block above it.
      flush();
      append(lines, rowsToLines([row]));
      return;
    }
    const previous = rows[index - 1];
    const bandGap =
      previous && row.y - previous.y > BAND_GAP_EM * Math.max(row.size, previous.size);
    // Two short lists side by side, then a one-column section of short lines: the columns end
    // at the gap after the lists, or the section would be read as part of the left list.
    if (bandGap && left.length > 0 && right.length > 0 && isOneSided(sides, index)) flush();
    if (split.left.length > 0) left.push({ ...row, items: split.left });
    if (split.right.length > 0) right.push({ ...row, items: split.right });
  });
  flush();
  return lines;
}

/** Appends in a loop: push(...more) fails when a column holds more lines than a call takes. */
function append(lines: string[], more: string[]): void {
  for (const line of more) lines.push(line);
}

/** Whether the rows from `start` up to the next crossing row have text on one side only. */
function isOneSided(sides: Sides[], start: number): boolean {
  let hasLeft = false;
  let hasRight = false;
  for (let index = start; index < sides.length; index++) {
    const split = sides[index];
    if (!split) break;
    hasLeft ||= split.left.length > 0;
    hasRight ||= split.right.length > 0;
  }
  return !(hasLeft && hasRight);
}

function splitBands(rows: TextRow[]): TextRow[][] {
  const bands: TextRow[][] = [];
  let previous: TextRow | undefined;
  for (const row of rows) {
    const gap = previous ? row.y - previous.y : 0;
    if (!previous || gap > BAND_GAP_EM * Math.max(previous.size, row.size)) bands.push([row]);
    else bands[bands.length - 1]?.push(row);
    previous = row;
  }
  return bands;
}
