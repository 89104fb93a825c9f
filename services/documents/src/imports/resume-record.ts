import type { ResumeRecord } from '@shortlist/formats';
import type { CandidateProfile } from '@shortlist/matcher';
import type { CandidateSummary } from '../candidates/records';

/** A stored candidate as the formats' ResumeRecord: the record's columns, and the roles and
 *  education its profile read from the resume. */
export function resumeRecordOf(
  row: Pick<
    CandidateSummary,
    'name' | 'headline' | 'email' | 'phone' | 'location' | 'links' | 'skills'
  > & {
    profile: CandidateProfile;
  },
): ResumeRecord {
  return {
    name: row.name,
    label: row.headline,
    email: row.email,
    phone: row.phone,
    location: row.location,
    links: row.links,
    work: row.profile.roles.map((role) => ({
      position: role.title,
      company: role.company ?? null,
      startDate: role.start ?? null,
      endDate: role.current ? null : (role.end ?? null),
    })),
    education: row.profile.education.map((e) => ({
      institution: e.institution ?? null,
      area: e.field ?? null,
      studyType: e.degree ?? null,
      endDate: e.year === undefined ? null : String(e.year),
    })),
    skills: row.skills,
  };
}
