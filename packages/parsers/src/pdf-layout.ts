import { layoutRows } from './pdf-columns';
import { dropIconGlyphs } from './pdf-icons';
import { groupRows, type PositionedText } from './pdf-lines';

/**
 * One page's text in reading order, from its positioned fragments: rows by baseline, icon glyphs
 * dropped, columns read one after the other.
 */
export function layoutPage(items: PositionedText[]): string {
  const upright = items.filter((item) => !item.rotated);
  // Rotated text (a vertical label in a margin) keeps the order it was drawn in, after the page.
  const rotated = items.filter((item) => item.rotated).map((item) => item.text.trim());
  const lines = layoutRows(dropIconGlyphs(groupRows(upright)));
  return [...lines, ...rotated].join('\n');
}
