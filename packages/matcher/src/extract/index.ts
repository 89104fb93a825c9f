// Text extraction: from a document's raw text to a candidate or job profile. Pure functions, no
// I/O, safe in the browser.

export { normalizeText } from './normalize';
export { splitSections } from './sections';
export { extractCandidate, type ExtractOptions } from './candidate';
export { extractJob } from './job';
export type { DocumentKind } from './headings';
export {
  FLAGGED_LINES_VERSION,
  flaggedLines,
  flagNote,
  HIDDEN_TEXT_NOTE,
  INSTRUCTIONS_NOTE,
  isInstructionLine,
  profileFlaggedLines,
  withoutLines,
} from './instructions';
