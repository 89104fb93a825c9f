// How far any calibration could move inAt60 without moving outAt60: the best band edge chosen per
// job after the fact, from this benchmark's own labels (which the engine never has). Every job's
// percentage keeps its order; only where 60 falls moves. If even this cannot reach a target at
// the same outAt60, no calibration can, and the fitting pairs it would lift say why (often label
// noise: a customer advocate under a lawyers' ad).

export interface Ceiling {
  /** The share of fitting pairs at or above their job's best edge. */
  inAt: number;
  /** The share of non-fitting pairs at or above theirs (within the budget). */
  outAt: number;
  /** Fitting pairs under 60 that the best edges would count: [resume index, job index]. */
  lifted: [number, number][];
}

/**
 * Per job, an edge among its own scores; over all jobs, the edges that count the most fitting
 * pairs with at most `outBudget` non-fitting pairs above their edge (a knapsack over the jobs).
 */
export function calibrationCeiling(
  scores: readonly (readonly number[])[],
  resumeCategories: readonly string[],
  jobCategories: readonly string[],
  outBudget: number,
): Ceiling {
  type Option = { edge: number; ins: number; outs: number };
  const options: Option[][] = jobCategories.map((category, k) => {
    const column = scores.map((row) => row[k] as number);
    const edges = [...new Set(column), Infinity].sort((a, b) => a - b);
    return edges.map((edge) => {
      let ins = 0;
      let outs = 0;
      column.forEach((s, i) => {
        if (s < edge) return;
        if (resumeCategories[i] === category) ins++;
        else outs++;
      });
      return { edge, ins, outs };
    });
  });
  // best[used] = most fitting pairs counted with `used` non-fitting ones; choice per job kept.
  let best = new Map<number, { ins: number; edges: number[] }>([[0, { ins: 0, edges: [] }]]);
  for (const jobOptions of options) {
    const next = new Map<number, { ins: number; edges: number[] }>();
    for (const [used, { ins, edges }] of best)
      for (const o of jobOptions) {
        const u = used + o.outs;
        if (u > outBudget) continue;
        const had = next.get(u);
        if (!had || had.ins < ins + o.ins)
          next.set(u, { ins: ins + o.ins, edges: [...edges, o.edge] });
      }
    // Keep only the states that count more fitting pairs than any cheaper one.
    best = new Map();
    let most = -1;
    for (const u of [...next.keys()].sort((a, b) => a - b)) {
      const state = next.get(u)!;
      if (state.ins > most) {
        best.set(u, state);
        most = state.ins;
      }
    }
  }
  const [used, top] = [...best].reduce((a, b) => (b[1].ins > a[1].ins ? b : a));
  let inPairs = 0;
  const lifted: [number, number][] = [];
  jobCategories.forEach((category, k) =>
    resumeCategories.forEach((c, i) => {
      if (c !== category) return;
      inPairs++;
      const s = scores[i]?.[k] as number;
      if (s < 60 && s >= (top.edges[k] as number)) lifted.push([i, k]);
    }),
  );
  const outPairs = resumeCategories.length * jobCategories.length - inPairs;
  return { inAt: top.ins / Math.max(1, inPairs), outAt: used / Math.max(1, outPairs), lifted };
}
