// How much a skill named in an ad says about the job: Spring on a Java job says more than Git,
// "Medicine" in a hospital's story says nothing about its business analyst. The same reading the
// score uses (the job's roles, the title's occupation families), made once from every skill the
// ad names, before the must-haves are chosen.
import { roleFactor, jobRoles } from '../taxonomy/role-reading';
import { fieldFactor, OFF_FIELD } from '../taxonomy/skill-fields';
import { jobTitle } from '../taxonomy/title-reading';
import type { JobProfile } from '../types';
import type { SectionSpan } from './sections';
import { toMentions, type LocatedHit } from './skills';

/**
 * How much of its role reading a skill of another field keeps. The roles name a few signature
 * skills each; a skill of the job's own field that no role lists (data visualisation on a data
 * scientist's ad) keeps its reading, one of a field the job's title is not in (stakeholder
 * management, a practice of consulting, on the same ad) keeps this share of it.
 */
const OFF_FIELD_SHARE = 0.6;

export function skillImportance(ad: {
  title?: string;
  text: string;
  hits: readonly LocatedHit[];
  spans: readonly SectionSpan[];
}): (skill: string, category: string) => number {
  // A profile of its own: the reading caches per profile, and the final one differs.
  const draft: JobProfile = {
    requiredSkills: toMentions(ad.hits),
    niceToHaveSkills: [],
    requirements: ad.text,
    sections: [],
    text: ad.text,
  };
  if (ad.title) draft.title = ad.title;
  const roles = jobRoles(draft).roles;
  const families = jobTitle(draft).reading.families;
  const fieldShare = (category: string): number =>
    OFF_FIELD_SHARE +
    ((1 - OFF_FIELD_SHARE) * (fieldFactor(category, families) - OFF_FIELD)) / (1 - OFF_FIELD);
  return (skill, category) =>
    roles.size > 0
      ? roleFactor(skill, roles) * fieldShare(category)
      : fieldFactor(category, families);
}
