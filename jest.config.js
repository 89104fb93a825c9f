// Unit and service tests run from TypeScript source through @swc/jest; `tsc` typechecks separately.
// Workspace packages resolve to their src/ through the npm workspace links, so no path mapping.
const swc = [
  '@swc/jest',
  { jsc: { target: 'es2022', transform: { react: { runtime: 'automatic' } } } },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
module.exports = {
  // A safety net, not a speed check: a test that starts a service on PGlite waits 2.5-6 s for the
  // database alone, and the machine may be busy.
  testTimeout: 30_000,
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{packages,services,tests,bench}/**/*.test.ts'],
      // The browser tests are their own project (below).
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '/tests/e2e/'],
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      // Every component may reach the router (the UI kit's links), which needs the polyfills.
      setupFiles: ['<rootDir>/web/src/test/polyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/web/src/test/setup.ts'],
      // CSS modules give back their class names as written, so tests can read them.
      moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
      testMatch: ['<rootDir>/web/src/**/*.test.{ts,tsx}'],
    },
    {
      // Playwright driving Chromium against the product started by scripts/start.mjs.
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/e2e/**/*.e2e.test.ts'],
    },
  ],
};
