import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createParserPool, type ParserPool } from './parser-pool';
import { documentFixtures } from './testing/shared-fixtures';
import { ensureParseWorkerBuilt } from './testing/worker-build';

/**
 * Real .doc files are rare and we commit none of other people's: when LibreOffice is installed,
 * a few of the shared DOCX CVs are converted to Word 97 on the spot and read both ways.
 */
jest.setTimeout(180_000);

const sofficeFound = spawnSync('soffice', ['--version'], { encoding: 'utf8' }).status === 0;
const sources = documentFixtures('resumes-docx', 'docx').slice(0, 3);
const runnable = sofficeFound && sources.length > 0;
if (!runnable) {
  console.warn(
    `[parsers] skipping the .doc conversion test: ${sofficeFound ? 'shared DOCX fixtures not found' : 'LibreOffice (soffice) not installed'}`,
  );
}

const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

(runnable ? describe : describe.skip)('DOC files converted by LibreOffice', () => {
  let pool: ParserPool;
  let outDir: string;

  beforeAll(() => {
    pool = createParserPool({ workerFile: ensureParseWorkerBuilt(), maxThreads: 2 });
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parsers-doc-'));
    const profile = `-env:UserInstallation=file://${path.join(outDir, 'profile')}`;
    const args = [
      profile,
      '--headless',
      '--convert-to',
      'doc:MS Word 97',
      '--outdir',
      outDir,
      ...sources,
    ];
    const result = spawnSync('soffice', args, { encoding: 'utf8', timeout: 150_000 });
    if (result.status !== 0) throw new Error(`soffice failed: ${result.stderr}`);
  });
  afterAll(async () => {
    await pool.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  it.each(sources.map((file) => [path.basename(file), file]))(
    'reads %s saved as .doc like the original',
    async (name, file) => {
      const doc = path.join(outDir, name.replace(/\.docx$/, '.doc'));
      const fromDoc = await pool.parse(fs.readFileSync(doc), path.basename(doc));
      const fromDocx = await pool.parse(fs.readFileSync(file), name);
      expect(fromDoc.kind).toBe('doc');
      const docWords = words(fromDoc.text);
      const docxWords = [...words(fromDocx.text)];
      const shared = docxWords.filter((word) => docWords.has(word)).length;
      expect(shared / docxWords.length).toBeGreaterThan(0.95);
    },
  );
});
