// First: it must run before anything loads ioredis (string-speed.ts says why).
export { ioredisVerbatimFile } from './string-speed';
export * from './auth-verifier';
export * from './columns';
export * from './config';
export * from './errors';
export * from './http';
export * from './ids';
export * from './internal';
export * from './jwt';
export * from './lifecycle';
export * from './logger';
export * from './metrics';
export * from './rate-limit';
export * from './redis';
export * from './request-context';
export * from './service-main';
export * from './smtp';
export * from './stage-timer';
export * from './trust-proxy';
export * from './workspace';
export {
  databaseSettings,
  openDatabase,
  serviceDatabase,
  statementPerDatabase,
  type Database,
  type DatabaseHandle,
  type DatabaseSettings,
} from './db';
export * from './testing';
export * from './paths';
