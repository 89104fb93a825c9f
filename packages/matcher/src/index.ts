export * from './types';
export * from './taxonomy';
export * from './extract';
export * from './score';
export { termDigest, TERMS_VERSION } from './terms/relevance';
export * from './message';
export { analyze, type AnalyzeOptions } from './analyze';
export * from './years';
export * from './version';
