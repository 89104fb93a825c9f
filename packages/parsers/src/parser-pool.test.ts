import { ParseError } from './errors';
import { createParserPool, type ParserPool } from './parser-pool';
import {
  passwordProtectedPdf,
  pdfWithContentStream,
  pdfWithInflatingContent,
  pdfWithPages,
  REPEATED_LONG_TEXT,
  REPEATED_TEXT,
  scannedPdf,
  textPdf,
} from './testing/make-pdf';
import { docxBomb, docxLyingAboutSize, minimalDocx } from './testing/make-zip';
import { ensureParseWorkerBuilt } from './testing/worker-build';

jest.setTimeout(120_000);

const OVER_LIMITS = 'This file took too long to read (or needed too much memory) and was refused.';
const resume = [
  'Ada Example',
  'Senior Backend Engineer',
  'TypeScript, Node.js, PostgreSQL and Kubernetes',
];

async function refusal(pool: ParserPool, buffer: Buffer, filename: string): Promise<ParseError> {
  const error: unknown = await pool.parse(buffer, filename).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (error instanceof ParseError) return error;
  throw new Error(`expected a ParseError for ${filename}, got ${String(error)}`);
}

describe('parser pool', () => {
  let workerFile: string;
  let pool: ParserPool;
  let normalPdf: Buffer;

  beforeAll(async () => {
    workerFile = ensureParseWorkerBuilt();
    pool = createParserPool({ workerFile, maxThreads: 2 });
    normalPdf = await textPdf([resume]);
  });
  afterAll(() => pool.close());

  it('parses a PDF and a DOCX, with kind, pages and a SHA-256', async () => {
    const pdf = await pool.parse(normalPdf, 'ada.pdf');
    expect(pdf).toMatchObject({ kind: 'pdf', pages: 1, text: resume.join('\n') });
    expect(pdf.sha256).toMatch(/^[0-9a-f]{64}$/);
    const docx = await pool.parse(minimalDocx(resume), 'ada.docx');
    expect(docx).toMatchObject({ kind: 'docx', text: resume.join('\n') });
  });

  it('refuses the wrong type before using a thread', async () => {
    const error = await refusal(pool, Buffer.from('plain words'), 'cv.pdf');
    expect(error).toMatchObject({
      code: 'unsupported_file_type',
      message: 'File type must be one of PDF, DOC, DOCX',
    });
  });

  it('refuses a password-protected PDF', async () => {
    const error = await refusal(pool, passwordProtectedPdf(), 'locked.pdf');
    expect(error).toMatchObject({
      code: 'unprocessable_file',
      message: 'This PDF is password-protected. Please upload an unprotected copy.',
    });
  });

  it('refuses corrupt PDFs', async () => {
    const garbage = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 0x37)]);
    const truncated = normalPdf.subarray(0, Math.floor(normalPdf.length / 3));
    for (const file of [garbage, truncated]) {
      const error = await refusal(pool, file, 'broken.pdf');
      expect(error).toMatchObject({
        code: 'unprocessable_file',
        message: 'This file could not be read. It may be corrupt.',
      });
    }
  });

  it('says when a PDF has no text layer', async () => {
    const error = await refusal(pool, await scannedPdf(), 'scan.pdf');
    expect(error).toMatchObject({
      code: 'unprocessable_file',
      message: 'No readable text in this file (scanned image?)',
    });
  });

  it('refuses a DOCX zip bomb (200 MB of zeros)', async () => {
    const error = await refusal(pool, await docxBomb(200), 'bomb.docx');
    expect(error).toMatchObject({
      code: 'unprocessable_file',
      message: 'This file expands to more than 50 MB and was refused.',
    });
  });

  it('refuses a DOCX whose directory understates what it inflates to', async () => {
    const long = Array.from(
      { length: 2000 },
      (_, i) => `Paragraph ${i} of a document that is longer than it says.`,
    );
    const error = await refusal(pool, docxLyingAboutSize(long, 1000), 'liar.docx');
    expect(error.message).toBe('This file expands to more than 50 MB and was refused.');
  });

  it('refuses a PDF bomb (300 MB content stream), then parses a normal file', async () => {
    const started = Date.now();
    const error = await refusal(pool, await pdfWithInflatingContent(300), 'bomb.pdf');
    expect(error.message).toBe('This file expands to more than 50 MB and was refused.');
    expect(Date.now() - started).toBeLessThan(30_000);
    expect((await pool.parse(normalPdf, 'ada.pdf')).text).toContain('Ada Example');
  });

  it('refuses a PDF with thousands of pages', async () => {
    const error = await refusal(pool, pdfWithPages(5000), 'pages.pdf');
    expect(error.message).toBe('This file has more than 100 pages and was refused.');
    expect((await pool.parse(pdfWithPages(3), 'short.pdf')).pages).toBe(3);
  });

  it('refuses a PDF that floods text', async () => {
    const flood = pdfWithContentStream(REPEATED_TEXT.repeat(60_000));
    const small = createParserPool({
      workerFile,
      maxThreads: 1,
      limits: { maxTextChars: 100_000 },
    });
    try {
      const error = await refusal(small, flood, 'flood.pdf');
      expect(error.message).toBe(
        'This file holds more than 100,000 characters of text and was refused.',
      );
    } finally {
      await small.close();
    }
  });
});

describe('parser pool limits', () => {
  let workerFile: string;
  beforeAll(() => {
    workerFile = ensureParseWorkerBuilt();
  });

  it('stops a file that takes too long and keeps serving', async () => {
    const pool = createParserPool({
      workerFile,
      maxThreads: 1,
      timeoutMs: 1500,
      limits: { maxTextChars: 1e9 },
    });
    try {
      const slow = await pdfWithInflatingContent(40, REPEATED_TEXT);
      const started = Date.now();
      const charged: number[] = [];
      const stopped = await pool
        .parse(slow, 'slow.pdf', { onThreadMs: (ms) => charged.push(ms) })
        .catch((err: Error) => err);
      expect((stopped as Error).message).toBe(OVER_LIMITS);
      // The thread time of a stopped file is reported too: demo budgets charge it.
      expect(charged).toEqual([expect.any(Number)]);
      expect(charged[0]).toBeGreaterThanOrEqual(1500);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect((await pool.parse(await textPdf([resume]), 'ada.pdf')).text).toContain('Ada Example');
    } finally {
      await pool.close();
    }
  });

  it('rejects only the file whose thread ran out of memory', async () => {
    const pool = createParserPool({
      workerFile,
      maxThreads: 1,
      timeoutMs: 60_000,
      // Enough for pdf.js and an ordinary file (48 MB is not), far from enough for 40 MB of text.
      maxOldGenerationSizeMb: 96,
      limits: { maxTextChars: 1e9 },
    });
    try {
      const heavy = await pdfWithInflatingContent(40, REPEATED_LONG_TEXT);
      const [heavyResult, normalResult] = await Promise.allSettled([
        pool.parse(heavy, 'heavy.pdf'),
        pool.parse(await textPdf([resume]), 'ada.pdf'),
      ]);
      expect(heavyResult).toMatchObject({ status: 'rejected', reason: { message: OVER_LIMITS } });
      expect(normalResult).toMatchObject({ status: 'fulfilled', value: { kind: 'pdf' } });
    } finally {
      await pool.close();
    }
  });
});

describe('parser pool priorities', () => {
  it('gives a free thread to a waiting interactive file before waiting background files', async () => {
    const pool = createParserPool({ workerFile: ensureParseWorkerBuilt(), maxThreads: 1 });
    try {
      const pdf = await textPdf([resume]);
      const finished: string[] = [];
      const parse = (name: string, priority: 'interactive' | 'background') =>
        pool.parse(pdf, `${name}.pdf`, { priority }).then(() => finished.push(name));
      // The first takes the only thread at once; the others wait in the order they came.
      await Promise.all([
        parse('bulk-1', 'background'),
        parse('bulk-2', 'background'),
        parse('bulk-3', 'background'),
        parse('single', 'interactive'),
      ]);
      expect(finished).toEqual(['bulk-1', 'single', 'bulk-2', 'bulk-3']);
    } finally {
      await pool.close();
    }
  });
});
