import { MAX_NAME_LENGTH, parseMailbox } from '@shortlist/contracts';
import { z } from 'zod';
import { FormatError } from './errors';
import { resumeText } from './resume-text';

// JSON Resume v1.0.0 (https://jsonresume.org/schema): the open format resume builders and job
// boards export. A candidate goes out as one, and one comes in as a candidate's fields plus a
// plain-text resume the engine reads like any other.

export const JSON_RESUME_SCHEMA =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** A candidate as the formats see it: what a JSON Resume carries and Shortlist stores. */
export interface ResumeRecord {
  name: string;
  /** Headline or current title. */
  label: string | null;
  email: string | null;
  phone: string | null;
  location: string | null;
  links: string[];
  work: WorkEntry[];
  education: EducationEntry[];
  skills: string[];
}

export interface WorkEntry {
  position: string;
  company: string | null;
  /** ISO date as JSON Resume writes it: "2019", "2019-03" or "2019-03-01". */
  startDate: string | null;
  /** null while the role is current. */
  endDate: string | null;
}

export interface EducationEntry {
  institution: string | null;
  area: string | null;
  studyType: string | null;
  endDate: string | null;
}

export function toJsonResume(record: ResumeRecord) {
  return {
    $schema: JSON_RESUME_SCHEMA,
    basics: {
      name: record.name,
      ...(record.label && { label: record.label }),
      ...(record.email && { email: record.email }),
      ...(record.phone && { phone: record.phone }),
      ...(record.location && { location: { address: record.location } }),
      profiles: record.links.map((url) => ({ ...networkOf(url), url })),
    },
    work: record.work.map((w) => ({
      position: w.position,
      ...(w.company && { name: w.company }),
      ...(w.startDate && { startDate: w.startDate }),
      ...(w.endDate && { endDate: w.endDate }),
    })),
    education: record.education.map((e) => ({
      ...(e.institution && { institution: e.institution }),
      ...(e.area && { area: e.area }),
      ...(e.studyType && { studyType: e.studyType }),
      ...(e.endDate && { endDate: e.endDate }),
    })),
    skills: record.skills.map((name) => ({ name })),
  };
}

const NETWORKS: [RegExp, string][] = [
  [/(^|\.)linkedin\.com$/, 'LinkedIn'],
  [/(^|\.)github\.com$/, 'GitHub'],
  [/(^|\.)gitlab\.com$/, 'GitLab'],
  [/(^|\.)stackoverflow\.com$/, 'Stack Overflow'],
];

function networkOf(url: string): { network?: string } {
  try {
    const host = new URL(url.includes('://') ? url : `https://${url}`).hostname;
    const network = NETWORKS.find(([pattern]) => pattern.test(host))?.[1];
    return network ? { network } : {};
  } catch {
    return {};
  }
}

// Lenient where resume builders differ (extra fields, empty strings), strict only where the
// file would mean nothing: no basics.name, no candidate.
const text = z.string().trim().optional().catch(undefined);
/** A list whose unreadable items are dropped, not a reason to refuse the whole file. */
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .transform((items) =>
      items.flatMap((i) => {
        const read = item.safeParse(i);
        return read.success ? [read.data as z.output<T>] : [];
      }),
    )
    .optional()
    .catch(undefined);
const jsonResume = z.object({
  basics: z.object({
    name: z.string().trim().min(1),
    label: text,
    email: text,
    phone: text,
    url: text,
    summary: text,
    location: z
      .object({ address: text, city: text, region: text, countryCode: text, postalCode: text })
      .optional()
      .catch(undefined),
    profiles: list(z.object({ network: text, username: text, url: text })),
  }),
  work: list(
    z.object({
      position: text,
      name: text,
      company: text, // JSON Resume before v1 called the employer "company".
      startDate: text,
      endDate: text,
      summary: text,
      highlights: list(z.string()),
    }),
  ),
  education: list(
    z.object({ institution: text, area: text, studyType: text, endDate: text, score: text }),
  ),
  skills: list(z.object({ name: text, keywords: list(z.string()) })),
  projects: list(z.object({ name: text, description: text, highlights: list(z.string()) })),
});
type JsonResume = z.infer<typeof jsonResume>;

/** A JSON Resume file's candidate fields and a plain-text resume for the engine. */
export function fromJsonResume(input: unknown): { record: ResumeRecord; text: string } {
  const parsed = jsonResume.safeParse(input);
  if (!parsed.success) {
    throw new FormatError(
      'This is not a JSON Resume: it needs basics.name (jsonresume.org/schema)',
    );
  }
  const resume = parsed.data;
  const b = resume.basics;
  if (b.name.length > MAX_NAME_LENGTH) {
    throw new FormatError(`basics.name is longer than ${MAX_NAME_LENGTH} characters: not a name`);
  }
  const work = (resume.work ?? []).filter((w) => w.position || w.name || w.company);
  const orNull = (s: string | undefined) => s || null;
  const record: ResumeRecord = {
    name: b.name,
    label: orNull(b.label),
    email: emailOf(b.email),
    phone: orNull(b.phone),
    location: locationOf(b.location),
    links: unique([b.url, ...(b.profiles ?? []).map((p) => p.url)]),
    work: work.map((w) => ({
      position: w.position || 'Role',
      company: orNull(w.name || w.company),
      startDate: orNull(w.startDate),
      endDate: orNull(w.endDate),
    })),
    education: (resume.education ?? [])
      .filter((e) => e.institution || e.area || e.studyType)
      .map((e) => ({
        institution: orNull(e.institution),
        area: orNull(e.area),
        studyType: orNull(e.studyType),
        endDate: orNull(e.endDate),
      })),
    skills: unique((resume.skills ?? []).flatMap((s) => [s.name, ...(s.keywords ?? [])])),
  };
  return { record, text: resumeText(record, details(resume, work)) };
}

function locationOf(location: NonNullable<JsonResume['basics']>['location']): string | null {
  if (!location) return null;
  const parts = [location.city, location.region, location.countryCode].filter(Boolean);
  return parts.length ? parts.join(', ') : location.address || null;
}

const unique = (values: (string | undefined)[]) => [
  ...new Set(values.map((v) => v?.trim()).filter((v): v is string => Boolean(v))),
];

/** What the resume says beyond the fields: the summary, each role's work, projects. */
function details(resume: JsonResume, work: NonNullable<JsonResume['work']>) {
  return {
    summary: resume.basics.summary,
    work: work.map((w) => [w.summary, ...(w.highlights ?? [])]),
    projects: (resume.projects ?? []).flatMap((p) => [
      [p.name, p.description].filter(Boolean).join(': '),
      ...(p.highlights ?? []),
    ]),
  };
}

/** The one address of basics.email; a list or a named address could redirect outreach mail. */
function emailOf(email: string | undefined): string | null {
  if (!email) return null;
  const read = parseMailbox(email);
  if (!read.ok) throw new FormatError(`basics.email ${read.error}`);
  return read.address;
}
