import {
  MAX_LINE_TEXT_LENGTH,
  MAX_NAME_LENGTH,
  parseMailbox,
  type Candidate,
} from '@shortlist/contracts';
import type { CandidateProfile } from '@shortlist/matcher';
import { yearsText } from '@shortlist/matcher';
import type { candidates } from '../db/schema';
import type { DocumentSummary, DocumentValues } from '../documents/kind';
import { fileValues, presentFile, unique, type FileFacts } from '../documents/records';
import { boundedOrNull, orNull, storable } from '../storage-text';

/** A candidate record without its profile: what lists and single reads load. */
export type CandidateSummary = DocumentSummary<typeof candidates>;

/** The columns of a new candidate that come from its upload. */
export type CandidateValues = DocumentValues<typeof candidates>;

/** The columns of a new candidate, from the extracted profile and the file it came from. */
export function candidateValues(profile: CandidateProfile, file: FileFacts): CandidateValues {
  const clean = storable(profile);
  const { facts, shown, source } = fileValues(file, boundedOrNull(clean.name, MAX_NAME_LENGTH));
  return {
    ...facts,
    name: shown,
    nameSource: source,
    email: mailboxOrNull(orNull(clean.email)),
    phone: orNull(clean.phone),
    location: boundedOrNull(clean.location, MAX_LINE_TEXT_LENGTH),
    headline: boundedOrNull(clean.headline, MAX_LINE_TEXT_LENGTH),
    seniority: clean.seniority ?? null,
    skills: unique(clean.skills.map((s) => s.skill)),
    tags: unique(clean.skills.map((s) => s.category)),
    yearsExperience: clean.yearsExperience ?? null,
    links: clean.links,
    profile: clean,
  };
}

/** The one address an email field holds; anything else (a list, a named address) is dropped,
 *  since outreach would send to whatever it names. */
function mailboxOrNull(email: string | null): string | null {
  const read = email === null ? null : parseMailbox(email);
  return read?.ok ? read.address : null;
}

/** The public record (spec's Candidate) of a stored row. */
export function presentCandidate(
  row: CandidateSummary,
  duplicateOf: string | null = null,
  profile?: Pick<CandidateProfile, 'warning'>,
): Candidate {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    location: row.location,
    headline: row.headline,
    seniority: row.seniority,
    techStack: row.skills,
    tags: row.tags,
    experience: experienceText(row.yearsExperience),
    yearsExperience: row.yearsExperience === null ? null : round1(row.yearsExperience),
    links: row.links,
    // Where the caller has the profile (detail and upload, not lists).
    ...(profile ? { warning: profile.warning ?? null } : {}),
    ...presentFile(row, duplicateOf),
  };
}

/** "5 years", "1 year", "Less than 1 year"; null when no dated roles were found. Said the way
 *  the match breakdown and the outreach message say it (matcher's years.ts). */
export function experienceText(years: number | null): string | null {
  return years === null ? null : yearsText(years);
}

const round1 = (n: number) => Math.round(n * 10) / 10;
