import { z } from 'zod';
import { workspaceIdField } from './workspaces';
import {
  candidate,
  jobDescription,
  requirementModel,
  saveReadingBody,
  seniority,
} from './documents';

// The documents service's internal API (never routed by the gateway; x-internal-token) and the
// extracted profiles it serves. The profile schemas mirror packages/matcher/src/types.ts (the
// documents service fails to typecheck when they drift apart); a field the matcher adds must be
// added here too, or parsing drops it.

export const skillMention = z.object({
  skill: z.string(),
  category: z.string(),
  matchedText: z.string(),
  section: z.string(),
  line: z.string(),
  count: z.number(),
});

export const profileSection = z.object({
  name: z.string(),
  heading: z.string(),
  text: z.string(),
});

export const candidateProfile = z.object({
  name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  location: z.string().optional(),
  links: z.array(z.string()),
  headline: z.string().optional(),
  skills: z.array(skillMention),
  roles: z.array(
    z.object({
      title: z.string(),
      company: z.string().optional(),
      start: z.string().optional(),
      end: z.string().optional(),
      current: z.boolean(),
    }),
  ),
  yearsExperience: z.number().optional(),
  seniority: seniority.optional(),
  education: z.array(
    z.object({
      degree: z.string().optional(),
      field: z.string().optional(),
      institution: z.string().optional(),
      year: z.number().optional(),
    }),
  ),
  sections: z.array(profileSection),
  text: z.string(),
  warning: z.string().optional(),
  flaggedLinesCheckedBy: z.string().optional(),
  terms: z
    .object({ version: z.string(), length: z.number(), stems: z.string(), slots: z.string() })
    .optional(),
});

export const jobProfile = z.object({
  title: z.string().optional(),
  company: z.string().optional(),
  location: z.string().optional(),
  requiredSkills: z.array(skillMention),
  niceToHaveSkills: z.array(skillMention),
  minYears: z.number().optional(),
  seniority: seniority.optional(),
  requirements: z.string(),
  model: requirementModel.optional(),
  sections: z.array(profileSection),
  text: z.string(),
});

/** `GET /internal/jobs/:id?ownerId=U` and `GET /internal/candidates/:id?ownerId=U`. */
export const internalOwnerQuery = z.object({ ownerId: workspaceIdField });

export const internalJobResponse = z.object({ job: jobDescription, profile: jobProfile });
export type InternalJobResponse = z.infer<typeof internalJobResponse>;

export const internalCandidateResponse = z.object({
  candidate,
  profile: candidateProfile,
});
export type InternalCandidateResponse = z.infer<typeof internalCandidateResponse>;

/**
 * `GET /internal/pairs/:candidateId/:jobId?ownerId=U`: the candidate's name and the job's title,
 * which an analysis is stored with (404 names whichever is not the owner's).
 */
export const pairLookupResponse = z.object({
  candidate: z.object({ id: z.string(), name: z.string() }),
  job: z.object({ id: z.string(), title: z.string() }),
});
export type PairLookupResponse = z.infer<typeof pairLookupResponse>;

/** `GET /internal/pairs/:candidateId/:jobId/profiles?ownerId=U`: both documents of an analysis. */
export const pairProfilesResponse = z.object({
  candidate: internalCandidateResponse,
  job: internalJobResponse,
});
export type PairProfilesResponse = z.infer<typeof pairProfilesResponse>;

/**
 * `POST /internal/candidates/profiles`: many of one owner's candidates with their profiles at once
 * (a batch scores a chunk of candidates per queue job). Unknown and foreign ids are left out.
 */
export const candidateProfilesBody = z.object({
  ownerId: workspaceIdField,
  ids: z.array(z.string().min(1).max(100)).min(1).max(200),
});
export type CandidateProfilesBody = z.infer<typeof candidateProfilesBody>;

/**
 * Each profile as the single route gives it, less its sections (left empty): scoring never reads
 * a resume's sections, and they are a third of its profile.
 */
export const candidateProfilesResponse = z.object({
  candidates: z.array(internalCandidateResponse),
});
export type CandidateProfilesResponse = z.infer<typeof candidateProfilesResponse>;

/** `POST /internal/candidates/lookup`: which of these candidates are the owner's (for batches). */
export const candidateLookupBody = z.object({
  ownerId: workspaceIdField,
  ids: z.union([z.array(z.string().min(1).max(100)).max(5000), z.literal('all')]),
  /** Also each candidate's headline, location and email (a pipeline's cards tell people apart). */
  details: z.boolean().optional(),
});
export type CandidateLookupBody = z.infer<typeof candidateLookupBody>;

export const candidateLookupResponse = z.object({
  /** Only the owner's candidates, newest first; unknown and foreign ids are left out. */
  candidates: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** Only when `details` was asked for. */
      headline: z.string().nullable().optional(),
      location: z.string().nullable().optional(),
      email: z.string().nullable().optional(),
    }),
  ),
});
export type CandidateLookupResponse = z.infer<typeof candidateLookupResponse>;

// `POST /api/demo/parse?kind=job|candidate` (public, anonymous, nothing stored): the same record a
// signed-in upload makes, with a `demo_…` id, plus the profile the browser sends to /api/demo/analyze.
export const demoParseQuery = z.object({ kind: z.enum(['job', 'candidate']) });
export const demoJobParseResult = z.object({ job: jobDescription, profile: jobProfile });
export const demoCandidateParseResult = z.object({ candidate, profile: candidateProfile });
export type DemoJobParseResult = z.infer<typeof demoJobParseResult>;
export type DemoCandidateParseResult = z.infer<typeof demoCandidateParseResult>;

/**
 * `POST /internal/jobs/:id/reading/preview`: the reading an edit would be stored as (made canonical,
 * its next version, the recruiter's own lines marked), computed and not stored: a what-if of the
 * requirement funnel scores with exactly what saving would keep. Answers a RequirementModel.
 */
export const readingPreviewBody = z.object({ ownerId: workspaceIdField, reading: saveReadingBody });
export type ReadingPreviewBody = z.infer<typeof readingPreviewBody>;

// The pool ranking's retrieval (issue #31): what the owner's pool holds now, and a job's likeliest
// candidates from the pool index, each with the most the engine could score them (an upper
// bound from the stored terms), best first. Matching scores them with the engine in that order.

/** `GET /internal/candidates/pool-state?ownerId=U`: how many candidates, and the newest's time. */
export const poolStateResponse = z.object({
  total: z.number().int(),
  /** When the newest candidate was stored (ISO), null for an empty pool. */
  newest: z.string().nullable(),
});
export type PoolStateResponse = z.infer<typeof poolStateResponse>;

/** `POST /internal/jobs/:id/pool/retrieve` */
export const poolRetrieveBody = z.object({
  ownerId: workspaceIdField,
  /** Candidates the first stage answers, best first. */
  depth: z.number().int().min(1).max(50_000),
  /** Postings read per query term, best weight first. */
  perTerm: z.number().int().min(1).max(1_000_000),
});
export type PoolRetrieveBody = z.infer<typeof poolRetrieveBody>;

export const poolRetrieveResponse = poolStateResponse.extend({
  /** Best bound first: the most the engine could score each (0..100). */
  candidates: z.array(z.object({ id: z.string(), bound: z.number() })),
  /** Where documents' time went (ms per stage), for the caller's Server-Timing. */
  timings: z.record(z.string(), z.number()).optional(),
});
export type PoolRetrieveResponse = z.infer<typeof poolRetrieveResponse>;
