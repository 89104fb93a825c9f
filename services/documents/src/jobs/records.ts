import type { JobDescription } from '@shortlist/contracts';
import type { JobProfile } from '@shortlist/matcher';
import { unique, type FileFacts } from '../candidates/records';
import type { JobDescriptionRow } from '../db/schema';
import { orNull, storable, storableText } from '../storage-text';
import { nameFromFileName } from '../upload/file-name';

export type JobSummary = Omit<JobDescriptionRow, 'profile' | 'fileId'>;

/** The columns of a new job description that come from its upload. */
export type JobValues = Omit<JobDescriptionRow, 'id' | 'ownerId' | 'fileId' | 'createdAt'>;

/** The columns of a new job description, from the extracted profile and its file. */
export function jobValues(profile: JobProfile, file: FileFacts): JobValues {
  const clean = storable(profile);
  const extractedTitle = orNull(clean.title);
  return {
    ...file,
    fileName: storableText(file.fileName),
    // The list needs a title to show; one taken from the file name is marked as such.
    title: extractedTitle ?? nameFromFileName(file.fileName),
    titleSource: extractedTitle ? 'document' : 'file_name',
    company: orNull(clean.company),
    location: orNull(clean.location),
    requirements: clean.requirements.trim(),
    requiredSkills: unique(clean.requiredSkills.map((s) => s.skill)),
    niceToHaveSkills: unique(clean.niceToHaveSkills.map((s) => s.skill)),
    minYears: clean.minYears ?? null,
    seniority: clean.seniority ?? null,
    profile: clean,
  };
}

/** The public record (spec's job description) of a stored row. */
export function presentJob(
  row: JobSummary,
  duplicateOf: string | null = null,
  profile?: Pick<JobProfile, 'model'>,
): JobDescription {
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    location: row.location,
    requirements: row.requirements,
    skills: { required: row.requiredSkills, niceToHave: row.niceToHaveSkills },
    requiredSkills: row.requiredSkills,
    minYears: row.minYears,
    seniority: row.seniority,
    // How Shortlist read the ad, where the caller has the profile (detail and upload, not lists).
    ...(profile ? { reading: profile.model ?? null } : {}),
    fileName: row.fileName,
    fileSize: row.fileSize,
    fileType: row.fileType,
    sha256: row.sha256,
    createdAt: row.createdAt.toISOString(),
    duplicateOf,
  };
}
