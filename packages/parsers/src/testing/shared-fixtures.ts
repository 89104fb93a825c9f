import fs from 'node:fs';
import path from 'node:path';

/** Test support: where the repository and the shared fixtures (../shared) are. */
export const REPO_ROOT = path.resolve(__dirname, '../../../..');
export const PACKAGE_ROOT = path.resolve(__dirname, '../..');

/** The shared folder (SHORTLIST_SHARED_DIR, else ../shared beside the repo), if it is there. */
export function sharedDir(): string | undefined {
  const dir = process.env.SHORTLIST_SHARED_DIR ?? path.resolve(REPO_ROOT, '../shared');
  return fs.existsSync(path.join(dir, 'fixtures', 'documents')) ? dir : undefined;
}

/** Absolute paths of fixtures/documents/<folder>/*.<extension>, sorted; [] without the folder. */
export function documentFixtures(folder: string, extension: string): string[] {
  const shared = sharedDir();
  if (!shared) return [];
  const dir = path.join(shared, 'fixtures', 'documents', folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.toLowerCase().endsWith(`.${extension}`))
    .sort()
    .map((name) => path.join(dir, name));
}

let warned = false;

/** `describe`, or `describe.skip` with one clear message when the shared fixtures are absent. */
export function describeWithSharedFixtures(name: string, body: () => void): void {
  if (sharedDir()) return describe(name, body);
  if (!warned) {
    warned = true;
    console.warn(
      `[parsers] shared fixtures not found (${path.resolve(REPO_ROOT, '../shared')}; set SHORTLIST_SHARED_DIR): skipping fixture tests`,
    );
  }
  describe.skip(name, body);
}
