import zlib from 'node:zlib';
import { NEAR_WHITE } from './hidden-text';
import { entryDataOffset, readZipDirectory } from './zip-directory';

/**
 * The text of a Word file that a reader cannot see: runs marked hidden (`<w:vanish/>`) and runs
 * coloured white or near-white. word-extractor reads text without its formatting, so
 * word-text.ts takes these out of what it read. Consecutive hidden runs of a paragraph come
 * back as one string, as word-extractor joins them.
 *
 * White runs count only in a part with nothing that could be under them: no shading, no
 * drawings or shapes, no page colour (white text in a dark table cell or on a banner is what
 * the reader sees). Hidden character styles are not followed.
 */

// The parts word-extractor reads text from.
const TEXT_PART = /^word\/(document|header\d*|footer\d*|footnotes|endnotes)\.xml$/;

const PARAGRAPH = /<w:p\b[^>]*>([\s\S]*?)<\/w:p>/g;
const RUN = /<w:r\b[^>]*>([\s\S]*?)<\/w:r>/g;
const RUN_PROPERTIES = /<w:rPr>([\s\S]*?)<\/w:rPr>/;
const VANISH = /<w:vanish(?:\s+w:val="(?:true|1|on)")?\s*\/>/;
const COLOR = /<w:color\b[^>]*\bw:val="([0-9A-Fa-f]{6})"/;
const TEXT = /<w:t\b[^>]*>([^<]*)<\/w:t>|<w:tab\/>/g;
// Something painted that white text could stand on.
const BACKDROP =
  /<w:shd\b[^>]*\bw:fill="(?!auto"|FFFFFF")[0-9A-Fa-f]{6}"|<w:highlight\b[^>]*\bw:val="(?!none"|white")|<w:drawing\b|<w:pict\b|<mc:AlternateContent\b|<w:background\b/i;

function isNearWhiteHex(hex: string): boolean {
  return [0, 2, 4].every((at) => parseInt(hex.slice(at, at + 2), 16) / 255 >= NEAR_WHITE);
}

function unescapeXml(text: string): string {
  return text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos));/gi, (_, dec, hex, name) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[name as string] ?? '';
  });
}

function runText(run: string): string {
  let text = '';
  for (const match of run.matchAll(TEXT))
    text += match[1] === undefined ? '\t' : unescapeXml(match[1]);
  return text;
}

/** The hidden strings of one part's XML. */
export function unseenRunsOfPart(xml: string): string[] {
  const whiteCounts = !BACKDROP.test(xml);
  const hidden: string[] = [];
  for (const [, paragraph = ''] of xml.matchAll(PARAGRAPH)) {
    let current = '';
    for (const [, run = ''] of paragraph.matchAll(RUN)) {
      const properties = RUN_PROPERTIES.exec(run)?.[1] ?? '';
      const color = COLOR.exec(properties)?.[1];
      const unseen =
        VANISH.test(properties) || (whiteCounts && color !== undefined && isNearWhiteHex(color));
      if (unseen) current += runText(run);
      else if (current) {
        hidden.push(current);
        current = '';
      }
    }
    if (current) hidden.push(current);
  }
  return hidden.filter((text) => /[\p{L}\p{N}]/u.test(text));
}

/** The hidden strings of a DOCX (already held to its limits by docx-limits.ts). */
export function unseenDocxRuns(data: Buffer): string[] {
  const directory = readZipDirectory(data, Number.MAX_SAFE_INTEGER);
  if (!directory) return [];
  const hidden: string[] = [];
  for (const entry of directory.entries) {
    if (!TEXT_PART.test(entry.name)) continue;
    const start = entryDataOffset(data, entry);
    if (start === undefined) continue;
    const raw = data.subarray(start, start + entry.compressedSize);
    const xml = (entry.method === 8 ? zlib.inflateRawSync(raw) : raw).toString('utf8');
    hidden.push(...unseenRunsOfPart(xml));
  }
  return hidden;
}
