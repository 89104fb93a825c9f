// Scoring: one candidate against one job, explained.
export {
  analyze,
  scoreMatch,
  DEFAULT_WEIGHTS,
  type AnalyzeOptions,
  type MatchScore,
  type ScoreOptions,
} from './analyze';
export { scoreBand, type MatchBand } from './calibrate';
export type { ComponentKey } from './component';
export type { SkillKnowledge } from './skills';
export { readTitle, titleSimilarity, type TitleReading } from './title';
export { termDigest, TERMS_VERSION } from './relevance';
export { candidateTerms, type Identity } from './identity';
