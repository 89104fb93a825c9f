import type { PipelineEntry } from '@shortlist/contracts';
import type { WorkspaceId } from '@shortlist/kit';
import type { DocumentsClient } from '../clients/documents';

export type CardDetails = Pick<PipelineEntry, 'headline' | 'location' | 'emailDomain'>;

/** Ids per call to documents: its lookup takes up to 5,000. */
const SLICE = 5000;

/**
 * What tells two "John Doe"s apart on the board, from the candidates' records: headline,
 * location and the domain of their email (the address itself stays on the candidate's page).
 * A candidate deleted since their analysis has no details.
 */
export async function cardDetails(
  documents: DocumentsClient,
  tenantId: WorkspaceId,
  candidateIds: string[],
): Promise<Map<string, CardDetails>> {
  const out = new Map<string, CardDetails>();
  for (let i = 0; i < candidateIds.length; i += SLICE) {
    const found = await documents.lookupCandidates(
      tenantId,
      candidateIds.slice(i, i + SLICE),
      true,
    );
    for (const c of found) {
      out.set(c.id, {
        headline: c.headline || null,
        location: c.location || null,
        emailDomain: emailDomain(c.email),
      });
    }
  }
  return out;
}

export function emailDomain(email: string | null | undefined): string | null {
  const at = email?.lastIndexOf('@') ?? -1;
  if (!email || at < 0) return null;
  return (
    email
      .slice(at + 1)
      .trim()
      .toLowerCase() || null
  );
}
