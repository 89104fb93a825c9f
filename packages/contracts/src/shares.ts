import { z } from 'zod';
import { candidateRef, jobRef } from './fields';
import { requirementState } from './verdict';

// Sharing a shortlist with a client or a hiring manager (issue #32): one link per recipient, opened
// without an account, expiring and revocable; what the recipient sees is a one-page profile per
// candidate, anonymised unless the recruiter chose names; their feedback comes back live.

const id = z.string().trim().min(1).max(100);

export const SHARE_DEFAULT_DAYS = 14;
export const SHARE_MAX_CANDIDATES = 50;

/** The client's answer on one candidate. */
export const shareVerdict = z.enum(['interview', 'maybe', 'no']);
export type ShareVerdict = z.infer<typeof shareVerdict>;
export const SHARE_VERDICT_LABEL: Record<ShareVerdict, string> = {
  interview: 'Interview',
  maybe: 'Maybe',
  no: 'No',
};

/** `POST /api/analysis/shares`: a link for one recipient to some of a job's candidates. */
export const createShareRequest = z.object({
  jobId: id,
  candidateIds: z.array(id).min(1).max(SHARE_MAX_CANDIDATES),
  /** Who the link is for ("Dana Reyes, Acme"): links are told apart by it. */
  recipient: z.string().trim().min(1, 'Say who the link is for').max(120),
  /** The workspace's name as the recipient sees it at the top of the page. */
  workspaceName: z.string().trim().min(1).max(120),
  expiresInDays: z.number().int().min(1).max(90).default(SHARE_DEFAULT_DAYS),
  /** Names instead of labels: anonymised unless the recruiter says so. */
  named: z.boolean().default(false),
  showScore: z.boolean().default(false),
  /** An optional code the recipient types before seeing anything. */
  code: z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((s) => s || undefined)
    .refine((s) => s === undefined || s.length >= 4, 'A code has at least 4 characters'),
  /** The recruiter's note per candidate id. */
  notes: z.record(z.string(), z.string().trim().max(2000)).default({}),
});
export type CreateShareRequest = z.input<typeof createShareRequest>;

export const shareFeedback = z.object({
  verdict: shareVerdict,
  comment: z.string(),
  givenAt: z.string(),
});
export type ShareFeedback = z.infer<typeof shareFeedback>;

/** One shared candidate as the recruiter sees it (the job's blind view applies). */
export const shareLinkCandidate = z.object({
  ...candidateRef,
  note: z.string().nullable(),
  /** The recruiter revealed this candidate's name to this link's recipient. */
  revealed: z.boolean(),
  feedback: shareFeedback.nullable(),
});
export type ShareLinkCandidate = z.infer<typeof shareLinkCandidate>;

/** A link as its recruiter sees it; the token is only in the answer that made it. */
export const shareLink = z.object({
  id: z.string(),
  ...jobRef,
  recipient: z.string(),
  workspaceName: z.string(),
  named: z.boolean(),
  showScore: z.boolean(),
  hasCode: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  active: z.boolean(),
  views: z.number().int(),
  downloads: z.number().int(),
  lastOpenedAt: z.string().nullable(),
  candidates: z.array(shareLinkCandidate),
});
export type ShareLink = z.infer<typeof shareLink>;

/** The new link with its token, shown once: only its hash is kept. */
export const shareLinkCreated = shareLink.extend({ token: z.string(), path: z.string() });
export type ShareLinkCreated = z.infer<typeof shareLinkCreated>;

/** `GET /api/analysis/jobs/:jobId/shares`. */
export const jobShares = z.object({ jobId: z.string(), links: z.array(shareLink) });
export type JobShares = z.infer<typeof jobShares>;

/** `POST /api/analysis/shares/:linkId/reveal`: show one candidate's name on this link. */
export const shareRevealRequest = z.object({ candidateId: id });

/** One requirement on the shared profile, with the resume's own line when one meets it. */
export const sharedRequirement = z.object({
  requirement: z.string(),
  importance: z.enum(['must', 'nice']).nullable(),
  state: requirementState,
  evidence: z.string().nullable(),
});
export type SharedRequirement = z.infer<typeof sharedRequirement>;

/** One candidate's page as the recipient sees it. */
export const sharedProfile = z.object({
  candidateId: z.string(),
  /** The name when the link is named or the candidate revealed; else the blind label. */
  label: z.string(),
  named: z.boolean(),
  headline: z.string().nullable(),
  /** Only when the recruiter chose to show scores. */
  matchPercentage: z.number().int().nullable(),
  /** "Strong", "Partial — missing Kubernetes"; null for analyses without a verdict. */
  verdict: z.string().nullable(),
  /** "6 of 7 must-haves · 2 of 4 nice-to-haves". */
  verdictLine: z.string().nullable(),
  requirements: z.array(sharedRequirement),
  note: z.string().nullable(),
  feedback: shareFeedback.nullable(),
});
export type SharedProfile = z.infer<typeof sharedProfile>;

/** `GET /api/shared/:token`: the whole shared page. */
export const sharedShortlist = z.object({
  workspaceName: z.string(),
  jobTitle: z.string(),
  recipient: z.string(),
  expiresAt: z.string(),
  profiles: z.array(sharedProfile),
});
export type SharedShortlist = z.infer<typeof sharedShortlist>;

/** `POST /api/shared/:token/candidates/:candidateId/feedback`. */
export const shareFeedbackRequest = z.object({
  verdict: shareVerdict,
  comment: z.string().trim().max(2000).default(''),
});
export type ShareFeedbackRequest = z.input<typeof shareFeedbackRequest>;

/** The header a code-protected link's requests carry the code in (never the URL). */
export const SHARE_CODE_HEADER = 'x-share-code';
/** The one message of a link that is unknown, revoked or expired: the three look the same. */
export const SHARE_INACTIVE_MESSAGE = 'This link is no longer active';
