export * from './types';
export * from './taxonomy';
export * from './extract';
export * from './score';
export * from './message';
export * from './years';
export * from './version';
