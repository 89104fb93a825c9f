import WordExtractor from 'word-extractor';
import { verifyDocxEntries } from './docx-limits';
import { parseErrors } from './errors';
import type { ParseLimits } from './limits';

/**
 * Reads a Word file (.docx or .doc) with word-extractor. For .docx it beats mammoth's raw text
 * here: it keeps manual line breaks (mammoth glued "Developer" and "Phone" into one word in a third
 * of our CV fixtures), reads headers and text boxes, where templates put contact details and
 * sidebars, streams the XML instead of building a DOM, and ran 10x faster on the fixtures.
 */
export async function extractWordText(
  data: Buffer,
  kind: 'docx' | 'doc',
  limits: ParseLimits,
): Promise<string> {
  if (kind === 'docx') verifyDocxEntries(data, limits);
  let doc: WordExtractor.Document;
  try {
    doc = await new WordExtractor().extract(data);
  } catch {
    throw parseErrors.corrupt();
  }
  // Header first: it usually holds the name and contact line; footers rarely say much.
  return [
    doc.getHeaders({ includeFooters: false }),
    doc.getBody(),
    doc.getTextboxes({ includeHeadersAndFooters: true, includeBody: true }),
    doc.getFooters(),
    doc.getFootnotes(),
    doc.getEndnotes(),
  ].join('\n\n');
}
