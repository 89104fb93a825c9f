// Scoring: one candidate against one job, explained.
export { scoreMatch, DEFAULT_WEIGHTS, type MatchScore, type ScoreOptions } from './analyze';
export { scoreBand, type MatchBand } from './calibrate';
export type { ComponentKey } from './component';
export type { SkillKnowledge } from './skills';
export { readTitle, titleSimilarity, type TitleReading } from '../taxonomy/title-reading';
// The gates and the must-haves alone, for counting many candidates against a reading unscored.
export { checkGates } from './gates';
export { metSkills } from './met';
