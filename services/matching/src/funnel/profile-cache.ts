import type { WorkspaceId } from '@shortlist/kit';
import type { DocumentsClient } from '../clients/documents';
import type { FunnelCandidate } from './compute';

/** Profiles per documents call (its most). */
const FETCH_CHUNK = 200;

/**
 * The candidates' profiles of recently used workspaces, in this process's memory, so that a
 * funnel's what-ifs read no database: each call lists the workspace's candidates (ids and names,
 * one cheap query), fetches only the profiles not yet held and forgets those no longer in the
 * pool. A candidate id names one profile for good (a changed resume is a new upload), so a held
 * profile is never stale. Bounded by the profiles held in all: the workspaces used longest ago are
 * dropped first.
 */
export class ProfileCache {
  private readonly workspaces = new Map<WorkspaceId, Map<string, FunnelCandidate>>();
  private loading = new Map<WorkspaceId, Promise<FunnelCandidate[]>>();

  constructor(
    private readonly documents: Pick<DocumentsClient, 'lookupCandidates' | 'getCandidates'>,
    private readonly maxProfiles = 30_000,
  ) {}

  /** The workspace's whole pool, newest first, as documents lists it now. */
  pool(ownerId: WorkspaceId): Promise<FunnelCandidate[]> {
    // Two what-ifs at once share one refresh instead of fetching the same profiles twice.
    let pending = this.loading.get(ownerId);
    if (!pending) {
      pending = this.refresh(ownerId).finally(() => this.loading.delete(ownerId));
      this.loading.set(ownerId, pending);
    }
    return pending;
  }

  /** How many profiles are held, over every workspace. */
  get size(): number {
    let n = 0;
    for (const held of this.workspaces.values()) n += held.size;
    return n;
  }

  private async refresh(ownerId: WorkspaceId): Promise<FunnelCandidate[]> {
    const listed = await this.documents.lookupCandidates(ownerId, 'all');
    const held = this.workspaces.get(ownerId) ?? new Map<string, FunnelCandidate>();
    // Most recently used last: Map keeps insertion order.
    this.workspaces.delete(ownerId);
    this.workspaces.set(ownerId, held);
    const missing = listed.filter((c) => !held.has(c.id)).map((c) => c.id);
    for (let i = 0; i < missing.length; i += FETCH_CHUNK) {
      const got = await this.documents.getCandidates(ownerId, missing.slice(i, i + FETCH_CHUNK));
      for (const { candidate, profile } of got)
        held.set(candidate.id, { id: candidate.id, name: candidate.name, profile });
    }
    const inPool = new Set(listed.map((c) => c.id));
    for (const id of held.keys()) if (!inPool.has(id)) held.delete(id);
    this.evict(ownerId);
    return listed.map((c) => held.get(c.id)).filter((c): c is FunnelCandidate => !!c);
  }

  private evict(keep: WorkspaceId): void {
    let total = this.size;
    for (const [ownerId, held] of this.workspaces) {
      if (total <= this.maxProfiles) return;
      if (ownerId === keep) continue;
      total -= held.size;
      this.workspaces.delete(ownerId);
    }
  }
}
