// Ranking measures on a matrix of scores (scores[resume][job]), shared by the engine's table and
// the text baselines beside it.

/** Fraction of the time a random tie-break puts a fitting job among the best k. */
export function topK(scores: readonly number[], fits: readonly boolean[], k: number): number {
  const sorted = [...scores].sort((a, b) => b - a);
  const threshold = sorted[Math.min(k, sorted.length) - 1] as number;
  let above = 0;
  let tied = 0;
  let tiedFits = 0;
  for (let i = 0; i < scores.length; i++) {
    if ((scores[i] as number) > threshold) {
      if (fits[i]) return 1;
      above++;
    } else if (scores[i] === threshold) {
      tied++;
      if (fits[i]) tiedFits++;
    }
  }
  // Draw k - above of the tied jobs at random: chance that none of the fitting ones is drawn.
  let none = 1;
  for (let d = 0; d < k - above; d++) none *= Math.max(0, tied - tiedFits - d) / (tied - d);
  return 1 - none;
}

export function auc(pos: readonly number[], neg: readonly number[]): number {
  let wins = 0;
  for (const p of pos) for (const n of neg) wins += p > n ? 1 : p === n ? 0.5 : 0;
  return wins / (pos.length * neg.length);
}

const mean = (xs: readonly number[]): number =>
  xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/** Macro AUC over the jobs and top-1 over the resumes, of any score. */
export function rankingOf(
  scores: readonly (readonly number[])[],
  resumeCategories: readonly string[],
  jobCategories: readonly string[],
): { macroAuc: number; top1: number } {
  const aucs: number[] = [];
  jobCategories.forEach((category, k) => {
    const pos: number[] = [];
    const neg: number[] = [];
    resumeCategories.forEach((c, i) => (c === category ? pos : neg).push(scores[i]?.[k] as number));
    if (pos.length > 0 && neg.length > 0) aucs.push(auc(pos, neg));
  });
  const top1 = resumeCategories.map((c, i) =>
    topK(
      scores[i] as number[],
      jobCategories.map((j) => j === c),
      1,
    ),
  );
  return { macroAuc: mean(aucs), top1: mean(top1) };
}
