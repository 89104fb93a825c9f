import type { PositionedText } from './pdf-lines';

// Text a person reading the page cannot see is not part of what the resume tells them, however a
// machine reads it: a line of keywords or "ignore previous instructions" in 1-pt type is there for
// the screener only. pdf.js already leaves out text outside the page; text set too small to read
// is left out here, and the document says so in its last line, which the analysis flags
// (packages/matcher's extract/instructions.ts knows this line).
//
// White text on the white page is left out too (pdf-unseen-text.ts), and so are hidden and white
// runs of a Word file (docx-unseen-runs.ts); each kind says so in its own closing line.

/**
 * A colour with every channel this close to full white cannot be read on the white page
 * (#f5f5f5 cannot; light grey, #d0d0d0, can, and designers use it). 0..1.
 */
export const NEAR_WHITE = 0.92;

/** Type smaller than this (in points, as displayed) is not meant to be read: footnotes are ~6. */
export const MIN_READABLE_POINTS = 3;

export const isTooSmallToRead = (item: PositionedText): boolean => item.size < MIN_READABLE_POINTS;

/** The closing line of a document that had hidden text. Keep in step with matching's pattern. */
export const hiddenTextNotice = (chars: number): string =>
  `[Hidden text left out: ${chars} characters too small for a person to read]`;

/** The closing line of a document that had text drawn or set so that no one can see it. */
export const unseenTextNotice = (chars: number): string =>
  `[Hidden text left out: ${chars} characters a reader cannot see]`;
