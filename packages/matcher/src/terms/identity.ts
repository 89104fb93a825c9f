// Who the candidate is (name, contact details, home city) says nothing of their fit: the wording
// a resume shares with a job is read with those words blanked, so that the same resume under
// another name, address or city scores the same.
import type { CandidateProfile, StoredTerms } from '../types';
import { termDigest, TERMS_VERSION } from './relevance';

export type Identity = Pick<CandidateProfile, 'name' | 'email' | 'phone' | 'location' | 'links'>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function phrases(who: Identity): string[] {
  const found = [who.email, who.phone, ...(who.links ?? [])];
  if (who.name) found.push(who.name, ...who.name.split(/\s+/).filter((p) => p.length >= 3));
  if (who.location) found.push(who.location, ...who.location.split(',').map((part) => part.trim()));
  return [...new Set(found.filter((p): p is string => !!p && p.length >= 2))].sort(
    (a, b) => b.length - a.length,
  );
}

/** The text with the candidate's identity blanked, the same length (positions are kept). */
export function withoutIdentity(text: string, who: Identity): string {
  const list = phrases(who);
  if (list.length === 0) return text;
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${list.map(escape).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  return text.replace(pattern, (match) => ' '.repeat(match.length));
}

/** The terms stored with a candidate: those of its text, its identity blanked. */
export function candidateTerms(profile: Identity & { text: string }): StoredTerms {
  return { version: TERMS_VERSION, ...termDigest(withoutIdentity(profile.text, profile)) };
}
