import { PostingLists } from './posting-lists';

// Every owner's posting lists, and the few requests they answer. The same `answer` runs inside
// documents (POOL_MEMORY_INDEX=inline) or in a child process documents forks (child): the
// requests carry only plain values and typed arrays, so they cross the IPC channel as they are.

/**
 * Candidates' postings, one owner's, flat: candidate i's postings are terms/weights from
 * offsets[i] to offsets[i + 1]. A candidate with none is one the database no longer indexes.
 */
export interface CandidateBatch {
  ownerId: string;
  ids: string[];
  offsets: Int32Array;
  terms: Int32Array;
  weights: Float32Array;
}

export interface QueryTerm {
  term: number;
  weight: number;
}

export interface MemoryStats {
  owners: number;
  candidates: number;
  postings: number;
  /** Of the process holding the lists. */
  pid: number;
  rssMb: number;
}

export type MemoryRequest =
  | { op: 'reserve'; counts: { ownerId: string; term: number; n: number }[] }
  | { op: 'append'; batches: CandidateBatch[] }
  | { op: 'replace'; batches: CandidateBatch[] }
  | { op: 'forget'; ownerId: string; ids: string[] }
  | { op: 'top'; ownerId: string; query: QueryTerm[]; depth: number }
  | { op: 'stats' };

export interface MemoryAnswers {
  reserve: null;
  append: null;
  replace: null;
  forget: null;
  top: { id: string; score: number }[];
  stats: MemoryStats;
}

export class MemoryStore {
  private readonly owners = new Map<string, PostingLists>();

  private listsOf(ownerId: string): PostingLists {
    let lists = this.owners.get(ownerId);
    if (!lists) this.owners.set(ownerId, (lists = new PostingLists()));
    return lists;
  }

  answer(request: MemoryRequest): MemoryAnswers[MemoryRequest['op']] {
    switch (request.op) {
      case 'reserve':
        for (const { ownerId, term, n } of request.counts) this.listsOf(ownerId).reserve(term, n);
        return null;
      case 'append':
      case 'replace':
        for (const batch of request.batches) {
          const lists = this.listsOf(batch.ownerId);
          batch.ids.forEach((id, i) => {
            const from = batch.offsets[i]!;
            const to = batch.offsets[i + 1]!;
            const terms = batch.terms.subarray(from, to);
            const weights = batch.weights.subarray(from, to);
            if (request.op === 'append') lists.append(id, terms, weights);
            else lists.replace(id, terms, weights);
          });
        }
        return null;
      case 'forget': {
        const lists = this.owners.get(request.ownerId);
        for (const id of request.ids) lists?.forget(id);
        return null;
      }
      case 'top':
        return this.owners.get(request.ownerId)?.top(request.query, request.depth) ?? [];
      case 'stats': {
        let candidates = 0;
        let postings = 0;
        for (const lists of this.owners.values()) {
          candidates += lists.candidates;
          postings += lists.postings;
        }
        const rssMb = Math.round(process.memoryUsage().rss / 2 ** 20);
        return { owners: this.owners.size, candidates, postings, pid: process.pid, rssMb };
      }
    }
  }
}

/** Rows of (candidate, owner, terms, weights) as one batch per owner, in their order. */
export function batchesOf(
  rows: { id: string; ownerId: string; terms: number[] | null; weights: number[] | null }[],
): CandidateBatch[] {
  const byOwner = new Map<string, typeof rows>();
  for (const row of rows) {
    const list = byOwner.get(row.ownerId);
    if (list) list.push(row);
    else byOwner.set(row.ownerId, [row]);
  }
  return [...byOwner].map(([ownerId, owned]) => {
    const offsets = new Int32Array(owned.length + 1);
    owned.forEach((r, i) => (offsets[i + 1] = offsets[i]! + (r.terms?.length ?? 0)));
    const terms = new Int32Array(offsets[owned.length]!);
    const weights = new Float32Array(terms.length);
    owned.forEach((r, i) => {
      terms.set(r.terms ?? [], offsets[i]);
      weights.set(r.weights ?? [], offsets[i]);
    });
    return { ownerId, ids: owned.map((r) => r.id), offsets, terms, weights };
  });
}
