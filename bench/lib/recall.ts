// Recall of a retrieval against the exhaustive ranking, and pools grown from real resumes.

/** A small seeded generator (mulberry32), so that a pool is the same from run to run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A copy of a resume's text with varied terms: its first line (the headline) kept, each other
 * line dropped with probability `drop`, and now and then a line of another resume put in, so that
 * copies of one person differ in skills, wording and years as different people's resumes do.
 */
export function variedText(
  text: string,
  donor: string,
  random: () => number,
  drop = 0.15,
  borrow = 0.06,
): string {
  const lines = text.split('\n');
  const donorLines = donor.split('\n').filter((l) => l.trim() !== '');
  const out = [lines[0] ?? ''];
  for (const line of lines.slice(1)) {
    if (random() >= drop) out.push(line);
    if (donorLines.length > 0 && random() < borrow)
      out.push(donorLines[Math.floor(random() * donorLines.length)]!);
  }
  return out.join('\n');
}

/** Candidate indexes by score, best first; ties by index, as a stable sort leaves them. */
export function rankBy(scores: ArrayLike<number>): number[] {
  const order = Array.from({ length: scores.length }, (_, i) => i);
  return order.sort((a, b) => scores[b]! - scores[a]! || a - b);
}

export interface Recall {
  /** Share of the exhaustive top k that the engine's re-ranking of the retrieved holds, ties
   * at the k-th score counted as equals (any of them is an exact top k). */
  tied: number;
  /** The same with ties broken by index: the exact top k's own members. */
  strict: number;
}

/**
 * Recall@k of the retrieved candidates (scored by the engine, then ranked) against the exhaustive
 * ranking `exact` (engine scores of every candidate; `order` ranks them).
 */
export function recallAt(
  exact: ArrayLike<number>,
  order: readonly number[],
  retrieved: readonly number[],
  k = 50,
): Recall {
  const top = order.slice(0, k);
  const kth = exact[top[top.length - 1]!]!;
  const inTop = new Set(top);
  let above = 0;
  for (const i of top) if (exact[i]! > kth) above++;
  let hitsAbove = 0;
  let atKth = 0;
  let strict = 0;
  for (const i of retrieved) {
    if (exact[i]! > kth) hitsAbove++;
    else if (exact[i] === kth) atKth++;
    if (inTop.has(i)) strict++;
  }
  return {
    tied: (hitsAbove + Math.min(atKth, top.length - above)) / top.length,
    strict: strict / top.length,
  };
}

/**
 * How deep a ranking must be read for recall@k (ties counted as equals) to reach `target`: the
 * first depth at which the engine's re-ranking of what was read holds that share of the top k.
 */
export function depthFor(
  exact: ArrayLike<number>,
  order: readonly number[],
  ranking: readonly number[],
  k = 50,
  target = 0.98,
): number {
  const top = order.slice(0, k);
  const kth = exact[top[top.length - 1]!]!;
  let above = 0;
  for (const i of top) if (exact[i]! > kth) above++;
  let hitsAbove = 0;
  let atKth = 0;
  for (let depth = 0; depth < ranking.length; depth++) {
    const i = ranking[depth]!;
    if (exact[i]! > kth) hitsAbove++;
    else if (exact[i] === kth) atKth++;
    if ((hitsAbove + Math.min(atKth, top.length - above)) / top.length >= target) return depth + 1;
  }
  return ranking.length;
}
