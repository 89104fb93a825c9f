import { importOptions } from './import-options';

test('private addresses are refused unless the flag is set', () => {
  expect(importOptions({})).toEqual({
    timeoutMs: 10_000,
    maxBytes: 3 * 1024 * 1024,
    allowPrivate: false,
    urlsPerHour: 60,
  });
  expect(importOptions({ IMPORT_ALLOW_PRIVATE_HOSTS: 'true' }).allowPrivate).toBe(true);
});

test('a bad value names its variable', () => {
  expect(() => importOptions({ IMPORT_FETCH_TIMEOUT_MS: 'soon' })).toThrow(
    'Invalid environment variable IMPORT_FETCH_TIMEOUT_MS',
  );
  expect(() => importOptions({ IMPORT_ALLOW_PRIVATE_HOSTS: 'yes' })).toThrow(
    'Invalid environment variable IMPORT_ALLOW_PRIVATE_HOSTS',
  );
});
