import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The shared fixtures (../shared next to the repository), or undefined with a message. */
export function sharedDir(whenAbsent = 'skipping the tests that need them'): string | undefined {
  const dir = process.env.SHORTLIST_SHARED_DIR ?? path.resolve(__dirname, '../../../shared');
  try {
    readFileSync(path.join(dir, 'fixtures/documents/expected.json'));
    return dir;
  } catch {
    console.warn(`shared fixtures not found at ${dir}: ${whenAbsent}`);
    return undefined;
  }
}

/** A document under ../shared/fixtures/documents, e.g. `resumes/barry_allen_fe.pdf`. */
export function documentFixture(shared: string, relative: string): string {
  return path.join(shared, 'fixtures/documents', relative);
}
