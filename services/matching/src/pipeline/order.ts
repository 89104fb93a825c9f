// One order for a job's candidates wherever the pipeline lists or picks them: best score first,
// unscored (still running, failed) last, then the earlier analysis, then the id, so two reads of
// the same pipeline always agree and "the top N" is the top N the board shows.

interface Ranked {
  candidateId: string;
  matchPercentage: number | null;
  createdAt: Date;
}

export function byScore(a: Ranked, b: Ranked): number {
  const score = (b.matchPercentage ?? -1) - (a.matchPercentage ?? -1);
  if (score) return score;
  const made = a.createdAt.getTime() - b.createdAt.getTime();
  if (made) return made;
  return a.candidateId < b.candidateId ? -1 : a.candidateId > b.candidateId ? 1 : 0;
}
