// The system tests' client and fixtures live in tests/support, shared with the e2e tests.
export { Client } from '../support/client';
export { sharedDir } from '../support/fixtures';
