import { z } from 'zod';
import { MAX_LINE_TEXT_LENGTH } from './bounds';

export const seniority = z.enum(['Junior', 'Mid-level', 'Senior']);

/** What every stored document carries about its original file. */
const fileInfo = {
  fileName: z.string(),
  fileSize: z.number().int(),
  fileType: z.enum(['pdf', 'docx', 'doc']),
  sha256: z.string(),
  createdAt: z.string(),
  /**
   * Set when the same file was uploaded before by the same user: the earlier record's id, which is
   * what the upload answered (the existing record, not a new one; issue #29).
   */
  duplicateOf: z.string().nullable().optional(),
};

/**
 * `POST /api/job-descriptions?copy=true`: a fresh job from a file uploaded before, instead of the
 * existing one (which may have been edited since).
 */
export const uploadQuery = z.object({ copy: z.enum(['true', 'false']).optional() });

/** One requirement of a job as Shortlist read it (packages/matcher RequirementModel). */
export const requirement = z.object({
  id: z.string(),
  kind: z.enum(['must', 'nice', 'knockout']),
  /** Canonical skill names; more than one: alternatives, any one meets it. */
  skills: z.array(z.string()).min(1),
  soft: z.boolean(),
  weight: z.number(),
  /** The line of the ad it came from. */
  source: z.string(),
  years: z.number().optional(),
  /** Added, confirmed or tightened by the recruiter: a must-have a strong fit must meet. */
  confirmed: z.boolean().optional(),
});

export const gateKind = z.enum([
  'location',
  'workplace',
  'workAuthorization',
  'clearance',
  'degree',
  'years',
  'level',
  'graduation',
  'licence',
  'other',
]);

/** A gate the ad screens on (packages/matcher JobGate): shown, never in the percentage. */
export const jobGate = z.object({
  kind: gateKind,
  value: z.string(),
  /** False when the ad only prefers it or accepts something else instead. */
  required: z.boolean(),
  source: z.string(),
});

/** Why one line of the ad was or was not read as a requirement. */
export const lineReading = z.object({
  line: z.string(),
  verdict: z.enum(['requirement', 'nice', 'gate', 'skipped']),
  reason: z.string(),
});

/** A job's gate on one candidate: met, not met, or unknown when the resume does not say. */
export const gateCheck = z.object({
  kind: gateKind,
  asked: z.string(),
  state: z.enum(['met', 'notMet', 'unknown']),
  resumeLine: z.string().optional(),
  source: z.string(),
});
export type GateCheckRecord = z.infer<typeof gateCheck>;

/** How Shortlist read a job: a plain, versioned record stored with it. */
/** The lowest degree an ad asks for, as the engine and the LLM reading name it. */
export const degreeLevel = z.enum(['associate', 'bachelor', 'master', 'doctorate']);

export const requirementModel = z.object({
  schema: z.literal(1),
  version: z.number().int().min(1),
  title: z.string().optional(),
  roles: z.array(z.string()),
  requirements: z.array(requirement),
  /** The requirements as read from the ad, kept by the server across edits (the score's scale). */
  asRead: z.array(requirement).optional(),
  minYears: z.number().optional(),
  minYearsSource: z.string().optional(),
  degree: z
    .object({
      level: degreeLevel,
      source: z.string(),
    })
    .optional(),
  level: z.enum(['entry', 'mid', 'senior', 'lead']).optional(),
  maxYears: z.number().optional(),
  gates: z.array(jobGate).optional(),
  /** Line by line, why the ad was read this way (collapsed on the job's page). */
  trace: z.array(lineReading).optional(),
});
export type RequirementModelRecord = z.infer<typeof requirementModel>;

// A recruiter's edit is bounded field by field (issue #30, item 8); the reading the engine
// makes stays within the same bounds, so a reading shown on the page can always be saved back.
// Weights are the editor's ×1.5 steps between 0.25 and 5 (docs/matching.md); years 0 to 60.
const MAX_SOURCE_LINE = 2_000;
const MAX_SKILL_NAME = 120;
const years = z.number().min(0).max(60);
const sourceLine = z.string().max(MAX_SOURCE_LINE);
const boundedRequirement = requirement.extend({
  id: z.string().min(1).max(100),
  skills: z.array(z.string().max(MAX_SKILL_NAME)).min(1).max(50),
  weight: z.number().min(0.25).max(5),
  source: sourceLine,
  years: years.optional(),
});

/** `PUT /api/job-descriptions/:id/reading`: the whole corrected reading, at the version it edits. */
export const saveReadingBody = requirementModel.extend({
  version: z.number().int().min(1).max(1_000_000),
  title: z.string().max(MAX_LINE_TEXT_LENGTH).optional(),
  roles: z.array(z.string().max(MAX_SKILL_NAME)).max(20),
  requirements: z.array(boundedRequirement).max(300),
  minYears: years.optional(),
  minYearsSource: sourceLine.optional(),
  degree: z
    .object({
      level: degreeLevel,
      source: sourceLine,
    })
    .optional(),
});
export type SaveReadingBody = z.infer<typeof saveReadingBody>;

/** One version of a job's reading: who saved it, when, and what changed from the one before. */
export const readingVersion = z.object({
  version: z.number().int().min(1),
  /** The user who saved it; null for version 1, read from the ad. */
  changedBy: z.string().nullable(),
  changedAt: z.string(),
  summary: z.string(),
});
export type ReadingVersion = z.infer<typeof readingVersion>;

/** `GET /api/job-descriptions/:id/reading/history`: newest first. */
export const readingHistory = z.array(readingVersion);

/**
 * `GET /api/job-descriptions/:id/reading/proposal`: the LLM's reading of a new ad, each requirement
 * quoting the ad, waiting for the recruiter to accept (`POST .../accept`) or dismiss (`DELETE`).
 * Null when there is none.
 */
export const readingProposal = z.object({
  /** The version of the reading it would replace; accepting after an edit is refused. */
  basedOn: z.number().int().min(1),
  model: requirementModel,
  /** Requirements the LLM named that were dropped: not quoted from the ad, or unknown skills. */
  dropped: z.number().int().min(0),
  createdAt: z.string(),
});
export type ReadingProposal = z.infer<typeof readingProposal>;

/** `GET /api/skills?q=`: canonical names of the skills Shortlist knows, best matches first. */
export const skillSuggestQuery = z.object({
  q: z.string().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const skillSuggestions = z.array(z.string());

export const jobDescription = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string().nullable(),
  location: z.string().nullable(),
  requirements: z.string(),
  skills: z.object({ required: z.array(z.string()), niceToHave: z.array(z.string()) }),
  /** The spec's alternative list read by the jobs page; same as skills.required. */
  requiredSkills: z.array(z.string()),
  minYears: z.number().nullable(),
  seniority: seniority.nullable(),
  /** How Shortlist read the ad: requirements with the lines they came from. Absent on lists. */
  reading: requirementModel.nullable().optional(),
  ...fileInfo,
});
export type JobDescription = z.infer<typeof jobDescription>;

export const candidate = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  headline: z.string().nullable(),
  seniority: seniority.nullable(),
  /** Skill lists as the spec names them: techStack is every skill found, tags its categories. */
  techStack: z.array(z.string()),
  tags: z.array(z.string()),
  /** Text such as '5 years'; null when no dated roles were found. */
  experience: z.string().nullable(),
  yearsExperience: z.number().nullable(),
  links: z.array(z.string()),
  ...fileInfo,
  /** Hidden text or lines addressed to the reader or an AI were found (never evidence). */
  warning: z.string().nullable().optional(),
});
export type Candidate = z.infer<typeof candidate>;

export const listQuery = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type ListQuery = z.infer<typeof listQuery>;

/** Lists answer a JSON array (as the spec's pages read them); the total is in this header. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

export const bulkUploadResult = z.object({
  results: z.array(
    z.union([
      z.object({ fileName: z.string(), ok: z.literal(true), candidate }),
      z.object({ fileName: z.string(), ok: z.literal(false), error: z.string(), code: z.string() }),
    ]),
  ),
  created: z.number().int(),
  failed: z.number().int(),
});
export type BulkUploadResult = z.infer<typeof bulkUploadResult>;

export const BULK_UPLOAD_MAX_FILES = 50;
export const UNSUPPORTED_FILE_TYPE_MESSAGE = 'File type must be one of PDF, DOC, DOCX';
export const NO_TEXT_MESSAGE = 'No readable text in this file (scanned image?)';
