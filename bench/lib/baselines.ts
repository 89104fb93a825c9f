// The text baselines printed beside the engine: BM25 and TF-IDF of the whole ad against the resume.
import { bm25Scores } from './bm25';
import { rankingOf } from './ranking';
import { tfidfScores } from './tfidf';

export interface Baselines {
  bm25: { macroAuc: number; top1: number };
  tfidf: { macroAuc: number; top1: number };
}

export function textBaselines(
  jobs: readonly { text: string; category: string }[],
  resumes: readonly { text: string; category: string }[],
): Baselines {
  const jobTexts = jobs.map((j) => j.text);
  const resumeTexts = resumes.map((r) => r.text);
  const resumeCategories = resumes.map((r) => r.category);
  const jobCategories = jobs.map((j) => j.category);
  return {
    bm25: rankingOf(bm25Scores(jobTexts, resumeTexts), resumeCategories, jobCategories),
    tfidf: rankingOf(tfidfScores(jobTexts, resumeTexts), resumeCategories, jobCategories),
  };
}
