import type { InternalCandidateResponse } from '@shortlist/contracts';
import type { WorkspaceId } from '@shortlist/kit';
import { extractCandidate } from '@shortlist/matcher';
import { ProfileCache } from './profile-cache';

// The funnel's profiles stay in memory per workspace: only new candidates are fetched, those who
// left the pool are forgotten, and the workspaces used longest ago go first past the bound.

const profile = extractCandidate('Ada Lovelace\nSoftware Engineer\nSkills\nTypeScript, Node.js');

/** A documents stand-in holding each workspace's candidate ids, counting the profiles it serves. */
function documentsHolding(pools: Record<string, string[]>) {
  const served: string[] = [];
  return {
    served,
    pools,
    lookupCandidates: async (ownerId: WorkspaceId) =>
      (pools[ownerId] ?? []).map((id) => ({ id, name: `Person ${id}` })),
    getCandidates: async (_ownerId: WorkspaceId, ids: string[]) => {
      served.push(...ids);
      return ids.map(
        (id) => ({ candidate: { id, name: `Person ${id}` }, profile }) as InternalCandidateResponse,
      );
    },
  };
}

const ws = (id: string) => id as WorkspaceId;

test('fetches only new profiles and forgets candidates who left the pool', async () => {
  const documents = documentsHolding({ a: ['1', '2', '3'] });
  const cache = new ProfileCache(documents, 100);
  expect((await cache.pool(ws('a'))).map((c) => c.id)).toEqual(['1', '2', '3']);
  documents.pools.a = ['4', '1', '3'];
  expect((await cache.pool(ws('a'))).map((c) => c.id)).toEqual(['4', '1', '3']);
  expect(documents.served).toEqual(['1', '2', '3', '4']);
  expect(cache.size).toBe(3);
});

test('past its bound, drops the workspace used longest ago, never the one asked for', async () => {
  const documents = documentsHolding({ a: ['1', '2'], b: ['3', '4'], c: ['5', '6'] });
  const cache = new ProfileCache(documents, 4);
  await cache.pool(ws('a'));
  await cache.pool(ws('b'));
  await cache.pool(ws('a'));
  await cache.pool(ws('c'));
  expect(cache.size).toBe(4);
  documents.served.length = 0;
  await cache.pool(ws('a'));
  expect(documents.served).toEqual([]);
  await cache.pool(ws('b'));
  expect(documents.served).toEqual(['3', '4']);
});
