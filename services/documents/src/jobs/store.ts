import type { JobDescription } from '@shortlist/contracts';
import { extractJob } from '@shortlist/matcher';
import { jobDescriptions } from '../db/schema';
import type { DocumentKind } from '../documents/kind';
import { documentStore } from '../documents/store';
import { jobValues, presentJob } from './records';

/** A job ad as a kind of document: the job_descriptions table, read by the engine's ad reader. */
export const jobKind: DocumentKind<typeof jobDescriptions, JobDescription> = {
  kind: 'job',
  table: jobDescriptions,
  label: 'Job description',
  search: {
    text: [jobDescriptions.title, jobDescriptions.company],
    anyOf: [jobDescriptions.requiredSkills],
  },
  extract: extractJob,
  values: jobValues,
  present: presentJob,
};

export const jobStore = documentStore(jobKind);

// The names the imports, the reading routes and matching's internal API call the store by.
export const { findWithProfile: findJobWithProfile, insert: insertJob } = jobStore;
