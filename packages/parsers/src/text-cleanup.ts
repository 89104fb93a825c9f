/**
 * Character-level clean-up shared by every format: what a PDF or Word file stores is often not
 * what a reader sees (soft hyphens, icon-font code points, exotic spaces).
 */
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;
// Private-use code points are icon fonts (Font Awesome and friends): never words.
const PRIVATE_USE = /[\ue000-\uf8ff]/g;
const ODD_SPACE = /[\v\f\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g;
// Hyphen and non-breaking hyphen look like '-'; keep the semantics search and matching expect.
const ODD_HYPHEN = /[\u2010\u2011]/g;
// Word's PDF export maps one hyphen glyph to "-", soft hyphen, U+2010: one hyphen on the page.
const HYPHEN_TRIPLET = /[-\u2010\u2011]\u00ad[-\u2010\u2011]?/g;
// Control characters other than tab and line breaks: the whole point here is to match them.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f]/g;

/** Cleans a run of text that sits on one line (a PDF text item); tabs become spaces. */
export function cleanInlineText(text: string): string {
  return cleanCharacters(text).replace(/\t/g, ' ');
}

function cleanCharacters(text: string): string {
  return text
    .replace(HYPHEN_TRIPLET, '-')
    .replace(INVISIBLE, '')
    .replace(PRIVATE_USE, '')
    .replace(CONTROL, '')
    .replace(ODD_HYPHEN, '-')
    .replace(ODD_SPACE, ' ');
}

/**
 * Normalises a whole document: clean characters, trim lines, collapse runs of spaces, keep at
 * most one blank line between paragraphs. A tab survives: it marks a wide gap on a line
 * ("Software Engineer<tab>May 2023"), which tells the title from the date.
 */
export function cleanDocumentText(text: string): string {
  // Word writes a manual line break as \v and a page break as \f: both end a line.
  const lines = text.replace(/\r\n?|[\v\f\u2028\u2029]/g, '\n').split('\n');
  const out: string[] = [];
  for (const raw of lines) {
    const line = cleanCharacters(raw)
      .replace(/ *\t[ \t]*/g, '\t')
      .replace(/ {2,}/g, ' ')
      .trim();
    if (line === '' && (out.length === 0 || out[out.length - 1] === '')) continue;
    out.push(line);
  }
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out.join('\n');
}

/** Whether the text holds at least `min` letters and digits: a real text layer, not a stamp. */
export function hasWordCharacters(text: string, min: number): boolean {
  let count = 0;
  for (const _match of text.matchAll(/[\p{L}\p{N}]/gu)) {
    if (++count >= min) return true;
  }
  return false;
}
