import fs from 'node:fs';
import path from 'node:path';
import { createParserPool, type ParserPool } from './parser-pool';
import { twoColumnPdf } from './testing/make-pdf';
import {
  describeWithSharedFixtures,
  documentFixtures,
  PACKAGE_ROOT,
  sharedDir,
} from './testing/shared-fixtures';
import { ensureParseWorkerBuilt } from './testing/worker-build';

jest.setTimeout(120_000);

let pool: ParserPool;
beforeAll(() => {
  pool = createParserPool({ workerFile: ensureParseWorkerBuilt(), maxThreads: 2 });
});
afterAll(() => pool.close());

const parseFile = (file: string) => pool.parse(fs.readFileSync(file), path.basename(file));
const firstLines = (text: string, count: number) =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, count)
    .map((line) => line.toLowerCase());

interface ExpectedResume {
  name?: string;
  email?: string;
  phone?: string;
  location?: string;
  headline?: string;
}

describeWithSharedFixtures('shared fixture documents through the pool', () => {
  const pdfs = ['resumes', 'jobs', 'jobs-es'].flatMap((folder) => documentFixtures(folder, 'pdf'));
  const docxs = documentFixtures('resumes-docx', 'docx');

  it('finds the fixtures', () => {
    expect(pdfs.length).toBeGreaterThanOrEqual(13);
    expect(docxs.length).toBeGreaterThanOrEqual(49);
  });

  it.each(
    pdfs.map((file) => [
      path.relative(path.join(sharedDir() ?? '', 'fixtures', 'documents'), file),
      file,
    ]),
  )('reads %s', async (_name, file) => {
    const parsed = await parseFile(file);
    expect(parsed.kind).toBe('pdf');
    expect(parsed.pages).toBeGreaterThan(0);
    expect(parsed.text.length).toBeGreaterThan(300);
  });

  it('reads every DOCX CV', async () => {
    const parsed = await Promise.all(docxs.map(parseFile));
    for (const [index, file] of parsed.entries()) {
      expect({ file: docxs[index], kind: file.kind, empty: file.text.trim() === '' }).toEqual({
        file: docxs[index],
        kind: 'docx',
        empty: false,
      });
    }
  });

  it('keeps contact details whole and the name at the top of each resume', async () => {
    const expectedFile = path.join(sharedDir() ?? '', 'fixtures', 'documents', 'expected.json');
    const expected = JSON.parse(fs.readFileSync(expectedFile, 'utf8')) as {
      resumes: Record<string, ExpectedResume>;
    };
    for (const [relative, fields] of Object.entries(expected.resumes)) {
      const { text } = await parseFile(path.join(path.dirname(expectedFile), relative));
      for (const value of [fields.email, fields.phone, fields.location]) {
        if (value)
          expect({ relative, value, found: text.includes(value) }).toEqual({
            relative,
            value,
            found: true,
          });
      }
      if (fields.name) expect(firstLines(text, 3)).toContain(fields.name.toLowerCase());
      if (fields.headline) expect(firstLines(text, 5)).toContain(fields.headline.toLowerCase());
    }
  });
});

describe('documents made for these tests', () => {
  it('reads a two-column resume column by column', async () => {
    const sidebar = [
      'Skills',
      'TypeScript',
      'PostgreSQL',
      'Kubernetes',
      'Languages',
      'English',
      'Portuguese',
    ];
    const main = [
      'Experience',
      'Example Payments, Senior Backend Engineer, 2020 - now',
      'Moved settlements to event sourcing on Kafka.',
      'Cut search latency from 900 ms to 120 ms.',
      'Sample Search, Software Engineer, 2016 - 2020',
      'Built the indexing pipeline in Node.js.',
    ];
    const { text } = await pool.parse(await twoColumnPdf(sidebar, main), 'two-columns.pdf');
    expect(text.split('\n').filter(Boolean)).toEqual(['Jordan Sample', ...sidebar, ...main]);
  });

  it('reads a .doc (Word 97) file', async () => {
    const file = path.join(PACKAGE_ROOT, 'test-files', 'sample-resume.doc');
    const parsed = await parseFile(file);
    expect(parsed.kind).toBe('doc');
    expect(parsed.text).toContain('Ada Example\nSenior Backend Engineer');
    expect(parsed.text).toContain('TypeScript, Node.js, PostgreSQL, Redis, Kafka');
  });
});
