import type { BlockShape } from './pdf-gutter';
import type { TextRow } from './pdf-lines';

/**
 * Where a gutter could run: x positions (whole points) crossed by few enough rows. Counting the
 * crossings for every x at once keeps this linear; each run of such positions yields its least
 * crossed point and its middle, so a page costs a handful of full evaluations.
 */
export function candidateGutters(
  rows: TextRow[],
  block: BlockShape,
  maxSpanning: number,
  minSideShare: number,
): number[] {
  const size = Math.ceil(block.width) + 2;
  const delta = new Int32Array(size + 1);
  for (const row of rows) {
    let coveredTo = -1;
    for (const item of row.items) {
      // Items are sorted by x; count each covered point once per row.
      const from = Math.max(Math.ceil(item.x - block.minX), coveredTo + 1);
      const to = Math.floor(item.x + item.width - block.minX);
      if (to < from) continue;
      delta[from] = (delta[from] ?? 0) + 1;
      delta[to + 1] = (delta[to + 1] ?? 0) - 1;
      coveredTo = to;
    }
  }
  const margin = Math.ceil(minSideShare * block.width);
  const candidates: number[] = [];
  let crossing = 0;
  let runStart = -1;
  let runBest = -1;
  let runBestCrossing = Infinity;
  for (let offset = 0; offset <= size; offset++) {
    crossing += delta[offset] ?? 0;
    const open = offset >= margin && offset <= size - 2 - margin && crossing <= maxSpanning;
    if (open) {
      if (runStart < 0) runStart = offset;
      if (crossing < runBestCrossing) [runBest, runBestCrossing] = [offset, crossing];
    } else if (runStart >= 0) {
      candidates.push(block.minX + runBest, block.minX + (runStart + offset - 1) / 2);
      [runStart, runBest, runBestCrossing] = [-1, -1, Infinity];
    }
  }
  return candidates;
}
