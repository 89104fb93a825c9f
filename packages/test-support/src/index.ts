// Test support shared by every service's tests, tests/system, tests/e2e and the benchmarks. It
// imports no service: matching's harness with its real neighbours is matching's own
// (services/matching/src/test-support/stack.ts).
export * from './eventually';
export * from './fake-llm';
export * from './files';
export * from './keys';
export * from './live-events';
export * from './pages';
export * from './processes';
export * from './service-parts';
export * from './smtp';
export * from './routes';
export * from './reading-edits';
