import type { CandidateMatchingRecord, Candidate } from '@shortlist/contracts';
import type { CandidateProfile } from '@shortlist/matcher';

/**
 * Everything Shortlist holds about a candidate, for their right of access (GDPR Art. 15): the
 * resume as a JSON Resume (https://jsonresume.org/schema), and under `shortlist` the stored file's
 * facts and text, every analysis of them, every decision taken and the audit trail about them.
 */
export function candidateExport(
  candidate: Candidate,
  profile: CandidateProfile,
  matching: CandidateMatchingRecord,
  now = new Date(),
) {
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: candidate.name,
      ...(candidate.headline && { label: candidate.headline }),
      ...(candidate.email && { email: candidate.email }),
      ...(candidate.phone && { phone: candidate.phone }),
      ...(candidate.location && { location: { address: candidate.location } }),
      profiles: candidate.links.map((url) => ({ url })),
    },
    work: profile.roles.map((role) => ({
      position: role.title,
      ...(role.company && { name: role.company }),
      ...(role.start && { startDate: role.start }),
      ...(role.end && !role.current && { endDate: role.end }),
    })),
    education: profile.education.map((e) => ({
      ...(e.institution && { institution: e.institution }),
      ...(e.field && { area: e.field }),
      ...(e.degree && { studyType: e.degree }),
      ...(e.year && { endDate: String(e.year) }),
    })),
    skills: candidate.techStack.map((name) => ({ name })),
    meta: { lastModified: candidate.createdAt },
    shortlist: {
      exportedAt: now.toISOString(),
      candidate,
      resumeText: profile.text,
      ...matching,
    },
  };
}
