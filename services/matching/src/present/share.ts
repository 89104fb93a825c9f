import {
  verdictHeadline,
  verdictLine,
  type Analysis,
  type BreakdownComponent,
  type ShareLink,
  type SharedProfile,
  type SharedRequirement,
  type ShareFeedback,
} from '@shortlist/contracts';
import type { ShareLinkCandidateRow, ShareLinkRow } from '../db/schema';
import { isHidden, type BlindView } from '../oversight/blind';
import { maskSchools, maskText } from '../oversight/mask';
import { blindAnalysis, blindLabel, knownIdentityOf } from './blind';
import { presented, type Presented } from './presenter';

// Shared links (issue #32) through the one presenter: the recruiter sees a link's candidates under
// the job's blind view, and a link's recipient sees each candidate through the same masking as
// blind screening unless the recruiter chose names (the whole link, or one candidate revealed).
// A recipient never sees more than the recruiter: a candidate hidden on a blind job stays hidden.

export interface LinkActivity {
  views: number;
  downloads: number;
  lastOpenedAt: Date | null;
}

export const linkIsActive = (link: ShareLinkRow, now = new Date()): boolean =>
  !link.revokedAt && link.expiresAt > now;

const feedbackOf = (row: ShareLinkCandidateRow): ShareFeedback | null =>
  row.feedback && row.feedbackAt
    ? {
        verdict: row.feedback,
        comment: row.feedbackComment ?? '',
        givenAt: row.feedbackAt.toISOString(),
      }
    : null;

/** A link as its recruiter sees it: names from the analyses, labels where the job hides them. */
export function presentShareLink(
  view: BlindView,
  link: ShareLinkRow,
  candidates: ShareLinkCandidateRow[],
  names: ReadonlyMap<string, string>,
  activity: LinkActivity | undefined,
): Presented<ShareLink> {
  return presented({
    id: link.id,
    jobId: link.jobId,
    jobTitle: link.jobTitle,
    recipient: link.recipient,
    workspaceName: link.workspaceName,
    named: link.named,
    showScore: link.showScore,
    hasCode: link.codeHash !== null,
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    active: linkIsActive(link),
    views: activity?.views ?? 0,
    downloads: activity?.downloads ?? 0,
    lastOpenedAt: activity?.lastOpenedAt?.toISOString() ?? null,
    candidates: candidates.map((c) => ({
      candidateId: c.candidateId,
      candidateName: isHidden(view, c.candidateId)
        ? blindLabel(link.jobId, c.candidateId)
        : (names.get(c.candidateId) ?? ''),
      note: c.note,
      revealed: c.revealedAt !== null,
      feedback: feedbackOf(c),
    })),
  });
}

/** Whether the recipient of a link sees who this candidate is. */
export const namedOnLink = (link: ShareLinkRow, row: ShareLinkCandidateRow, jobView: BlindView) =>
  (link.named || row.revealedAt !== null) && !isHidden(jobView, row.candidateId);

/**
 * One candidate's page for the link's recipient, from the analysis with its candidate embedded.
 * Anonymised, it is blind screening's masking (label, no contact, quoted lines masked); the
 * verdict's evidence lines, which that masking does not cover, are masked here the same way.
 */
export function presentSharedProfile(
  link: ShareLinkRow,
  row: ShareLinkCandidateRow,
  analysis: Analysis,
  jobView: BlindView,
): SharedProfile {
  const named = namedOnLink(link, row, jobView);
  const view: BlindView = { blind: !named, revealed: new Set() };
  const shown = blindAnalysis(analysis, view);
  const person = analysis.candidate;
  const known = knownIdentityOf(analysis);
  const mask = (line: string) => (named ? line : maskSchools(maskText(line, known)));
  const verdict = analysis.verdict ?? null;
  const requirements: SharedRequirement[] = verdict
    ? verdict.requirements.map((r) => ({
        requirement: r.requirement,
        importance: r.importance,
        state: r.state,
        evidence: r.evidence ? mask(r.evidence) : null,
      }))
    : requirementsOfBreakdown(shown.breakdown);
  return {
    candidateId: row.candidateId,
    label: named
      ? person?.name || analysis.candidateName || ''
      : blindLabel(link.jobId, row.candidateId),
    named,
    headline: shown.candidate?.headline
      ? named
        ? shown.candidate.headline
        : maskSchools(shown.candidate.headline)
      : null,
    matchPercentage: link.showScore ? analysis.matchPercentage : null,
    verdict: verdict ? verdictHeadline(verdict) : null,
    verdictLine: verdict ? verdictLine(verdict) : null,
    requirements,
    note: row.note,
    feedback: feedbackOf(row),
  };
}

const IMPORTANCE: Record<string, 'must' | 'nice'> = {
  requiredSkills: 'must',
  niceToHaveSkills: 'nice',
};

/** Older analyses carry no verdict: the requirement components' evidence says the same per line. */
function requirementsOfBreakdown(breakdown: BreakdownComponent[]): SharedRequirement[] {
  return breakdown
    .filter((c) => IMPORTANCE[c.key])
    .flatMap((c) =>
      c.evidence.map((e) => ({
        requirement: e.requirement,
        importance: IMPORTANCE[c.key] ?? null,
        state:
          e.kind === 'missing'
            ? ('notFound' as const)
            : e.kind === 'implied'
              ? ('partly' as const)
              : ('met' as const),
        evidence: e.resumeLine ?? null,
      })),
    );
}

/** The recipient's whole page: each candidate presented above. */
export const presentSharedProfiles = (profiles: SharedProfile[]): Presented<SharedProfile[]> =>
  presented(profiles);
