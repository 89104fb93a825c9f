import type { CandidateMatchingRecord, Candidate } from '@shortlist/contracts';
import { toJsonResume } from '@shortlist/formats';
import type { CandidateProfile } from '@shortlist/matcher';
import { resumeRecordOf } from '../imports/resume-record';

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
  // The resume part is the same JSON Resume as GET /candidates/:id/json-resume gives.
  const resume = resumeRecordOf({ ...candidate, skills: candidate.techStack, profile });
  return {
    ...toJsonResume(resume),
    meta: { lastModified: candidate.createdAt },
    shortlist: {
      exportedAt: now.toISOString(),
      candidate,
      resumeText: profile.text,
      ...matching,
    },
  };
}
