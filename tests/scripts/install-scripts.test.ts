import { readFileSync } from 'node:fs';
import path from 'node:path';

// A quiet `npm ci`: npm lists every dependency whose install script package.json's allowScripts
// does not cover ("not yet covered by allowScripts"), a warning a newcomer takes for a failed
// install, and npm 12 skips those scripts. Every package of the lockfile that has an install script
// is decided on here.

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

test('every dependency with an install script is covered by allowScripts', () => {
  const lock = read('package-lock.json') as {
    packages: Record<string, { hasInstallScript?: boolean }>;
  };
  const allowed = (read('package.json') as { allowScripts?: Record<string, boolean> }).allowScripts;
  const withScripts = Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([where]) => where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length));
  expect(withScripts.length).toBeGreaterThan(0);
  expect(withScripts.filter((name) => typeof allowed?.[name] !== 'boolean')).toEqual([]);
});
