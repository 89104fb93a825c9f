import { MAX_LINE_TEXT_LENGTH, type JobDescription } from '@shortlist/contracts';
import type { JobProfile } from '@shortlist/matcher';
import type { jobDescriptions } from '../db/schema';
import type { DocumentSummary, DocumentValues } from '../documents/kind';
import { fileValues, presentFile, unique, type FileFacts } from '../documents/records';
import { boundedOrNull, storable } from '../storage-text';

export type JobSummary = DocumentSummary<typeof jobDescriptions>;

/** The columns of a new job description that come from its upload. */
export type JobValues = DocumentValues<typeof jobDescriptions>;

/** The columns of a new job description, from the extracted profile and its file. */
export function jobValues(profile: JobProfile, file: FileFacts): JobValues {
  const clean = storable(profile);
  const { facts, shown, source } = fileValues(
    file,
    boundedOrNull(clean.title, MAX_LINE_TEXT_LENGTH),
  );
  return {
    ...facts,
    title: shown,
    titleSource: source,
    company: boundedOrNull(clean.company, MAX_LINE_TEXT_LENGTH),
    location: boundedOrNull(clean.location, MAX_LINE_TEXT_LENGTH),
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
    ...presentFile(row, duplicateOf),
  };
}
