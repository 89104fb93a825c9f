import type { Section } from '../types';
import { classifyHeading, type DocumentKind } from './headings';

// Splits a normalised document into sections at its heading lines. The text before the first
// heading (name and contact lines, a job's title line) is the section "header".

export interface SectionSpan extends Section {
  /** Character offsets of the section's text (after its heading line) in the document. */
  start: number;
  end: number;
}

export interface Line {
  text: string;
  start: number;
  end: number;
}

/** The lines of a text with their character offsets. */
export function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (const text_ of text.split('\n')) {
    lines.push({ text: text_, start, end: start + text_.length });
    start += text_.length + 1;
  }
  return lines;
}

export function sectionSpans(text: string, kind: DocumentKind): SectionSpan[] {
  const spans: SectionSpan[] = [];
  let current: SectionSpan = { name: 'header', heading: '', text: '', start: 0, end: 0 };
  const close = (end: number) => {
    current.end = Math.max(current.start, end);
    current.text = text.slice(current.start, current.end).trim();
    if (current.text.length > 0 || current.heading) spans.push(current);
  };
  for (const line of linesOf(text)) {
    const name = classifyHeading(line.text, kind);
    if (!name) continue;
    close(line.start);
    current = {
      name,
      heading: line.text.trim().replace(/:$/, ''),
      text: '',
      start: line.end + 1,
      end: 0,
    };
  }
  close(text.length);
  return spans;
}

/** The document's sections in order; headings may vary in case and end with a colon. */
export function splitSections(text: string, kind: DocumentKind): Section[] {
  return sectionSpans(text, kind).map(({ name, heading, text: body }) => ({
    name,
    heading,
    text: body,
  }));
}

/** The section span that contains character offset `index` (the last one starting before it). */
export function sectionAt(spans: readonly SectionSpan[], index: number): SectionSpan | undefined {
  let found: SectionSpan | undefined;
  for (const span of spans) {
    if (span.start <= index) found = span;
    else break;
  }
  return found;
}
