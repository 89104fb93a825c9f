import type { PositionedText } from './pdf-lines';

// Text a person reading the page cannot see is not part of what the resume tells them, however a
// machine reads it: a line of keywords or "ignore previous instructions" in 1-pt type is there for
// the screener only. pdf.js already leaves out text outside the page; text set too small to read
// is left out here, and the document says so in its last line, which the analysis flags
// (packages/matcher's extract/instructions.ts knows this line).
//
// Not detected yet: white-on-white text and invisible rendering modes (their colour and mode are
// only in pdf.js's operator list, which also decodes every image: too costly for every upload).

/** Type smaller than this (in points, as displayed) is not meant to be read: footnotes are ~6. */
export const MIN_READABLE_POINTS = 3;

export const isTooSmallToRead = (item: PositionedText): boolean => item.size < MIN_READABLE_POINTS;

/** The closing line of a document that had hidden text. Keep in step with matching's pattern. */
export const hiddenTextNotice = (chars: number): string =>
  `[Hidden text left out: ${chars} characters too small for a person to read]`;
