import type { Candidate } from '@shortlist/contracts';
import { isUuid, type WorkspaceId } from '@shortlist/kit';
import { extractCandidate } from '@shortlist/matcher';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DocumentsDb } from '../db';
import { candidates } from '../db/schema';
import type { DocumentKind } from '../documents/kind';
import { documentStore } from '../documents/store';
import { indexCandidate } from './pool-index';
import { candidateValues, presentCandidate } from './records';

/** A resume as a kind of document: the candidates table, read by the engine's resume extractor. */
export const candidateKind: DocumentKind<typeof candidates, Candidate> = {
  kind: 'candidate',
  table: candidates,
  label: 'Candidate',
  // The headline is the title ('Staff Platform Engineer'): Quick Match's picker searches by it.
  search: {
    text: [candidates.name, candidates.headline, candidates.email, candidates.location],
    anyOf: [candidates.skills],
  },
  extract: extractCandidate,
  values: candidateValues,
  index: (tx, ownerId, id, values) => indexCandidate(tx, ownerId, id, values.profile),
  present: presentCandidate,
};

export const candidateStore = documentStore(candidateKind);

// The names the imports and matching's internal API call the store by.
export const {
  findWithProfile: findCandidateWithProfile,
  findManyForScoring: findCandidatesForScoring,
  insert: insertCandidate,
} = candidateStore;

/** The owner's candidates among `ids` (or all of them), newest first, for batch screening. */
export async function lookupCandidates(
  db: DocumentsDb,
  ownerId: WorkspaceId,
  ids: string[] | 'all',
  details = false,
): Promise<
  {
    id: string;
    name: string;
    headline?: string | null;
    location?: string | null;
    email?: string | null;
  }[]
> {
  const wanted = ids === 'all' ? undefined : ids.filter(isUuid);
  if (wanted && wanted.length === 0) return [];
  const columns = { id: candidates.id, name: candidates.name };
  const detailed = {
    ...columns,
    headline: candidates.headline,
    location: candidates.location,
    email: candidates.email,
  };
  return db
    .select(details ? detailed : columns)
    .from(candidates)
    .where(
      and(eq(candidates.ownerId, ownerId), wanted ? inArray(candidates.id, wanted) : undefined),
    )
    .orderBy(desc(candidates.createdAt), desc(candidates.id));
}
