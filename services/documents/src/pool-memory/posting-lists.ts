// One owner's posting lists in memory (issue #31, docs/pool-retrieval.md, fifth session): the
// first stage summed over whole lists, which PostgreSQL's btree cannot do fast at 1 M candidates.
// Typed arrays, not an object per posting: 45 M postings at 1 M candidates are 8 bytes each
// (Int32 candidate number + Float32 weight: the weight exactly as the `real` column stores it,
// so nothing is quantised), ~360 MB.
//
// Candidates are numbered densely in the order they arrive. A re-indexed or erased candidate is
// not cut out of every list it was in (that is a scan of each list): its number is marked dead and
// skipped when the best are picked, and a re-indexed one gets a new number with its new postings.
// When dead numbers pass a quarter of all, the lists are compacted in one pass.

/** A growable pair of arrays: one term's postings. */
interface List {
  ids: Int32Array;
  weights: Float32Array;
  n: number;
}

const grown = (capacity: number, wanted: number) => Math.max(wanted, Math.ceil(capacity * 1.5), 16);

export class PostingLists {
  private readonly lists = new Map<number, List>();
  private readonly numberOf = new Map<string, number>();
  /** Candidate id by number; '' once the number is dead. */
  private idOf: string[] = [];
  private alive = new Uint8Array(1024);
  private dead = 0;
  private scores = new Float64Array(0);
  postings = 0;

  get candidates(): number {
    return this.numberOf.size;
  }

  /** Room for `count` more postings of `term`, so a load does not grow arrays it can size. */
  reserve(term: number, count: number): void {
    const list = this.listOf(term);
    if (list.ids.length < list.n + count) this.resize(list, list.n + count);
  }

  /**
   * Adds postings to a candidate (numbered on first sight). A load reads the table in pages of
   * blocks, so one candidate's postings can arrive in two pages.
   */
  append(id: string, terms: ArrayLike<number>, weights: ArrayLike<number>): void {
    let number = this.numberOf.get(id);
    if (number === undefined) number = this.number(id);
    for (let i = 0; i < terms.length; i++) this.push(terms[i]!, number, weights[i]!);
  }

  /** What the database now holds for the candidate: its old postings die, these are added. */
  replace(id: string, terms: ArrayLike<number>, weights: ArrayLike<number>): void {
    this.forget(id);
    if (terms.length) this.append(id, terms, weights);
  }

  forget(id: string): void {
    const old = this.numberOf.get(id);
    if (old === undefined) return;
    this.numberOf.delete(id);
    this.alive[old] = 0;
    this.idOf[old] = '';
    this.dead++;
    if (this.dead > 1000 && this.dead * 4 > this.idOf.length) this.compact();
  }

  /**
   * The best `depth` candidates by the sum over the query's terms of query weight × posting
   * weight, whole lists, best first; ties by id, as the SQL first stage orders them.
   */
  top(query: { term: number; weight: number }[], depth: number): { id: string; score: number }[] {
    const count = this.idOf.length;
    if (this.scores.length < count)
      this.scores = new Float64Array(grown(this.scores.length, count));
    const scores = this.scores;
    scores.fill(0, 0, count);
    for (const { term, weight } of query) {
      const list = this.lists.get(term);
      if (!list) continue;
      const { ids, weights, n } = list;
      for (let p = 0; p < n; p++) scores[ids[p]!]! += weight * weights[p]!;
    }
    const idOf = this.idOf;
    // `a` ranks below `b`: lower score, or the same score and a later id.
    const below = (a: number, b: number) =>
      scores[a]! < scores[b]! || (scores[a] === scores[b] && idOf[a]! > idOf[b]!);
    // A min-heap of the best `depth` seen: its root is the one a better candidate replaces.
    const heap = new Int32Array(Math.max(0, Math.min(depth, count)));
    let size = 0;
    const down = (from: number) => {
      for (let i = from; ;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < size && below(heap[l]!, heap[m]!)) m = l;
        if (r < size && below(heap[r]!, heap[m]!)) m = r;
        if (m === i) return;
        [heap[i], heap[m]] = [heap[m]!, heap[i]!];
        i = m;
      }
    };
    for (let c = 0; c < count; c++) {
      if (scores[c]! <= 0 || !this.alive[c]) continue;
      if (size < heap.length) {
        heap[size] = c;
        for (let i = size++; i > 0;) {
          const parent = (i - 1) >> 1;
          if (!below(heap[i]!, heap[parent]!)) break;
          [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
          i = parent;
        }
      } else if (size > 0 && below(heap[0]!, c)) {
        heap[0] = c;
        down(0);
      }
    }
    return Array.from(heap.subarray(0, size))
      .sort((a, b) => (below(a, b) ? 1 : below(b, a) ? -1 : 0))
      .map((c) => ({ id: idOf[c]!, score: scores[c]! }));
  }

  private number(id: string): number {
    const number = this.idOf.length;
    this.idOf.push(id);
    if (this.alive.length <= number) {
      const alive = new Uint8Array(grown(this.alive.length, number + 1));
      alive.set(this.alive);
      this.alive = alive;
    }
    this.alive[number] = 1;
    this.numberOf.set(id, number);
    return number;
  }

  private listOf(term: number): List {
    let list = this.lists.get(term);
    if (!list) {
      list = { ids: new Int32Array(0), weights: new Float32Array(0), n: 0 };
      this.lists.set(term, list);
    }
    return list;
  }

  private resize(list: List, capacity: number) {
    const ids = new Int32Array(capacity);
    const weights = new Float32Array(capacity);
    ids.set(list.ids.subarray(0, list.n));
    weights.set(list.weights.subarray(0, list.n));
    list.ids = ids;
    list.weights = weights;
  }

  private push(term: number, number: number, weight: number) {
    const list = this.listOf(term);
    if (list.n === list.ids.length) this.resize(list, grown(list.ids.length, list.n + 1));
    list.ids[list.n] = number;
    list.weights[list.n++] = weight;
    this.postings++;
  }

  /** Renumbers the living candidates densely and drops the dead ones' postings. */
  private compact() {
    const renumbered = new Int32Array(this.idOf.length).fill(-1);
    const idOf: string[] = [];
    this.idOf.forEach((id, old) => {
      if (!this.alive[old]) return;
      renumbered[old] = idOf.length;
      this.numberOf.set(id, idOf.length);
      idOf.push(id);
    });
    this.postings = 0;
    for (const [term, list] of this.lists) {
      let kept = 0;
      for (let p = 0; p < list.n; p++) {
        const number = renumbered[list.ids[p]!]!;
        if (number < 0) continue;
        list.ids[kept] = number;
        list.weights[kept++] = list.weights[p]!;
      }
      list.n = kept;
      this.postings += kept;
      if (!kept) this.lists.delete(term);
    }
    this.idOf = idOf;
    this.alive = new Uint8Array(grown(0, idOf.length)).fill(1, 0, idOf.length);
    this.dead = 0;
  }
}
