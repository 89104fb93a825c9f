import type { TextRow } from './pdf-lines';

/**
 * Drops icon glyphs: resumes put Font Awesome pictograms before the phone, e-mail and profile
 * links, and their fonts map them to stray letters ("I (123) 456-7890", "# jane@example.com").
 *
 * An icon font draws only single glyphs, few of them, each set apart from the text after it.
 * Bullets are kept, and a single glyph touching the next word (a drop cap) is kept.
 */
const KEEP = new Set([
  '•',
  '·',
  '▪',
  '●',
  '○',
  '◦',
  '■',
  '□',
  '►',
  '▶',
  '✓',
  '✔',
  '-',
  '–',
  '—',
  '*',
]);
const MAX_ICONS_PER_FONT = 20;

export function dropIconGlyphs(rows: TextRow[]): TextRow[] {
  const iconFonts = findIconFonts(rows);
  if (iconFonts.size === 0) return rows;
  return rows
    .map((row) => ({
      ...row,
      items: row.items.filter((item, index) => {
        if (!iconFonts.has(item.font)) return true;
        const next = row.items[index + 1];
        if (!next) return false;
        const gap = next.x - (item.x + item.width);
        return gap < 0.15 * item.size && !next.text.startsWith(' ');
      }),
    }))
    .filter((row) => row.items.length > 0);
}

function findIconFonts(rows: TextRow[]): Set<string> {
  const glyphsByFont = new Map<string, number>();
  const otherFonts = new Set<string>();
  let multiCharItems = 0;
  let items = 0;
  for (const row of rows) {
    for (const item of row.items) {
      items++;
      const text = item.text.trim();
      if ([...text].length === 1 && !KEEP.has(text)) {
        glyphsByFont.set(item.font, (glyphsByFont.get(item.font) ?? 0) + 1);
      } else {
        otherFonts.add(item.font);
        if (text.length > 1) multiCharItems++;
      }
    }
  }
  // Some generators write one glyph per item; then single glyphs are ordinary text.
  if (multiCharItems * 2 < items) return new Set();
  const icons = new Set<string>();
  for (const [font, count] of glyphsByFont) {
    if (!otherFonts.has(font) && count <= MAX_ICONS_PER_FONT) icons.add(font);
  }
  return icons;
}
