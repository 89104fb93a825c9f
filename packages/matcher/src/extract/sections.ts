import type { Section } from '../types';
import { boilerplateKind } from './boilerplate';
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
  const lines = linesOf(text);
  for (const [i, line] of lines.entries()) {
    const name = classifyHeading(line.text, kind);
    const inline = name || kind !== 'job' ? undefined : inlineHeading(line.text);
    if (!name && !inline) continue;
    if (kind === 'job' && name === 'benefits' && current.name === 'responsibilities')
      if (topicOfTheWork(lines.slice(i + 1))) continue;
    close(line.start);
    current = inline
      ? { ...inline, text: '', start: line.start, end: 0 }
      : {
          name: name ?? '',
          heading: line.text.trim().replace(/:$/, ''),
          text: '',
          start: line.end + 1,
          end: 0,
        };
  }
  close(text.length);
  return spans;
}

/**
 * Whether a "Benefits" heading among the duties names a part of the work ("Payroll", "Benefits",
 * "Staffing" over an HR generalist's tasks): nothing under it, up to the next heading, speaks of
 * pay or benefits the job offers.
 */
function topicOfTheWork(after: readonly Line[]): boolean {
  const body: string[] = [];
  for (const line of after) {
    if (classifyHeading(line.text, 'job')) break;
    if (line.text.trim()) body.push(line.text);
  }
  return body.length > 0 && body.every((line) => boilerplateKind(line) !== 'benefits');
}

/** A heading glued to its first item by that item's bullet mark, with no space before it. */
const GLUED_HEADING = /^\s*([A-Za-z][A-Za-z'’ ]{1,40}[a-z])[-*–•]\s*[A-Z]/;

/** Sections an ad opens with a heading on the line of its first item. */
const INLINE_SECTIONS = new Set(['requirements', 'niceToHave', 'responsibilities', 'benefits']);

/**
 * An ad's heading written on the line of its first item ("QUALIFICATIONS: Proficiency with .NET",
 * "Nice to have: Docker"): the line and those after it are that section's. A label that names
 * the job or the company ("Position: Java Developer") opens nothing: the lines after it may
 * still ask.
 */
export function inlineHeading(line: string): { name: string; heading: string } | undefined {
  // A scrape that lost the line break after a heading joins it to the first item with the
  // item's bullet mark ("What You Need for this Position- Experience with PHP",
  // "Job Responsibilities* Drive sales").
  for (const label of [/^\s*([^:]{2,40}):\s+\S/, GLUED_HEADING]) {
    const heading = label.exec(line)?.[1]?.trim();
    // "Our Mission: Make IT simpler" is the company's motto, not a section of the ad.
    if (!heading || /^(?:our|we|us)\b/i.test(heading)) continue;
    const name = classifyHeading(heading, 'job');
    if (name && INLINE_SECTIONS.has(name)) return { name, heading };
  }
  return undefined;
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
