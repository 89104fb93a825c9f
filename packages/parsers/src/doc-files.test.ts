import fs from 'node:fs';
import path from 'node:path';
import { createParserPool, type ParserPool } from './parser-pool';
import { describeWithSharedFixtures, documentFixtures, sharedDir } from './testing/shared-fixtures';
import { ensureParseWorkerBuilt } from './testing/worker-build';

/**
 * Real Word 97 `.doc` files from the shared fixtures (resumes-doc: the first eight DOCX CVs saved
 * as .doc; jobs-doc: a job ad's text saved the same way), read as uploaded, with no converter on
 * the machine: the README advertises DOC, so CI reads real ones on every run.
 */
jest.setTimeout(60_000);

const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/** The share of `reference`'s words found in `text`. */
function overlap(text: string, reference: string): number {
  const found = words(text);
  const expected = [...words(reference)];
  return expected.filter((word) => found.has(word)).length / expected.length;
}

// CI must read them: without the shared fixtures there a skip would look green.
if (process.env.CI && !sharedDir()) {
  test('the shared .doc fixtures are present in CI', () => {
    throw new Error('../shared/fixtures/documents is missing (or set SHORTLIST_SHARED_DIR)');
  });
}

describeWithSharedFixtures('real .doc files', () => {
  const resumes = documentFixtures('resumes-doc', 'doc');
  const jobs = documentFixtures('jobs-doc', 'doc');
  let pool: ParserPool;

  beforeAll(() => {
    pool = createParserPool({ workerFile: ensureParseWorkerBuilt(), maxThreads: 2 });
  });
  afterAll(() => pool.close());

  it('finds the eight resumes and the job ad', () => {
    expect(resumes.map((file) => path.basename(file))).toEqual(
      Array.from({ length: 8 }, (_, i) => `cv-${i + 1}.doc`),
    );
    expect(jobs.map((file) => path.basename(file))).toEqual(['java_developer.doc']);
  });

  it.each(resumes.map((file) => [path.basename(file), file]))(
    'reads %s like the DOCX it was saved from',
    async (name, file) => {
      const docx = path.join(
        path.dirname(file),
        '..',
        'resumes-docx',
        name.replace(/\.doc$/, '.docx'),
      );
      const fromDoc = await pool.parse(fs.readFileSync(file), name);
      const fromDocx = await pool.parse(fs.readFileSync(docx), path.basename(docx));
      expect(fromDoc.kind).toBe('doc');
      expect(overlap(fromDoc.text, fromDocx.text)).toBeGreaterThan(0.95);
    },
  );

  it('reads the job ad like the PDF its text came from', async () => {
    const [file] = jobs;
    const pdf = path.join(path.dirname(file!), '..', 'jobs', 'java_developer.pdf');
    const fromDoc = await pool.parse(fs.readFileSync(file!), 'java_developer.doc');
    const fromPdf = await pool.parse(fs.readFileSync(pdf), 'java_developer.pdf');
    expect(fromDoc.kind).toBe('doc');
    expect(fromDoc.text).toMatch(/java/i);
    expect(overlap(fromDoc.text, fromPdf.text)).toBeGreaterThan(0.9);
  });
});
