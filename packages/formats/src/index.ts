// @shortlist/formats: standard formats in and out, pure (no I/O). JSON Resume v1.0.0 for
// candidates, schema.org JobPosting (JSON-LD) for jobs and job pages, and the candidates CSV
// an agency or an old ATS exports. The documents service fetches, stores and serves them.

export { FormatError } from './errors';
export { htmlToText, pageMainText } from './html-text';
export { findJobPostings, readJobPage, type ImportedJob } from './job-posting-read';
export { jobPostingScript, toJobPosting, type JobForPosting } from './job-posting-write';
export {
  fromJsonResume,
  JSON_RESUME_SCHEMA,
  toJsonResume,
  type EducationEntry,
  type ResumeRecord,
  type WorkEntry,
} from './json-resume';
export { resumeDate, resumeText } from './resume-text';
export { csvText, readCsv, type CsvRow } from '@shortlist/csv';
export { readCandidatesCsv, type CandidateCsvError, type CandidateCsvRow } from './candidates-csv';
export { textDocx } from './docx-write';
