// Test support shared by every service's tests, tests/system, tests/e2e and the benchmarks. The
// multi-service harness (documents, billing and matching together) is `@shortlist/test-support/product`,
// apart because it starts the services themselves.
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
