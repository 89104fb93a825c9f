import type { Candidate } from '@shortlist/contracts';
import type { CandidateProfile } from '@shortlist/matcher';
import { yearsText } from '@shortlist/matcher';
import type { CandidateRow } from '../db/schema';
import type { StoredFileType } from '../read-document';
import { orNull, storable, storableText } from '../storage-text';
import { nameFromFileName } from '../upload/file-name';

/** A candidate record without its profile: what lists and single reads load. */
export type CandidateSummary = Omit<CandidateRow, 'profile' | 'fileId'>;

/** The columns of a new candidate that come from its upload. */
export type CandidateValues = Omit<CandidateRow, 'id' | 'ownerId' | 'fileId' | 'createdAt'>;

export interface FileFacts {
  fileName: string;
  fileSize: number;
  fileType: StoredFileType;
  sha256: string;
}

/** The columns of a new candidate, from the extracted profile and the file it came from. */
export function candidateValues(profile: CandidateProfile, file: FileFacts): CandidateValues {
  const clean = storable(profile);
  const extractedName = orNull(clean.name);
  return {
    ...file,
    fileName: storableText(file.fileName),
    // The list needs a name to show; one taken from the file name is marked as such.
    name: extractedName ?? nameFromFileName(file.fileName),
    nameSource: extractedName ? 'document' : 'file_name',
    email: orNull(clean.email),
    phone: orNull(clean.phone),
    location: orNull(clean.location),
    headline: orNull(clean.headline),
    seniority: clean.seniority ?? null,
    skills: unique(clean.skills.map((s) => s.skill)),
    tags: unique(clean.skills.map((s) => s.category)),
    yearsExperience: clean.yearsExperience ?? null,
    links: clean.links,
    profile: clean,
  };
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
    fileName: row.fileName,
    fileSize: row.fileSize,
    fileType: row.fileType,
    sha256: row.sha256,
    createdAt: row.createdAt.toISOString(),
    duplicateOf,
  };
}

/** "5 years", "1 year", "Less than 1 year"; null when no dated roles were found. Said the way
 *  the match breakdown and the outreach message say it (matcher's years.ts). */
export function experienceText(years: number | null): string | null {
  return years === null ? null : yearsText(years);
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export const unique = (values: string[]): string[] => [...new Set(values.filter(Boolean))];
