// Scoring: one candidate against one job, explained.
export { scoreMatch, DEFAULT_WEIGHTS, type MatchScore, type ScoreOptions } from './analyze';
export { scoreBand, type MatchBand } from './calibrate';
export type { ComponentKey } from './component';
export type { SkillKnowledge } from './skills';
export { readTitle, titleSimilarity, type TitleReading } from '../taxonomy/title-reading';
export { judgeMatch, verdictOf, MOST, type VerdictInput } from './verdict';
export { checkGates } from './gates';
// The gates and the must-haves alone, for counting many candidates against a reading unscored.
export { metSkills } from './met';
export * from './retrieval';
export * from './postings';
export { relevanceValue } from './relevance-component';
