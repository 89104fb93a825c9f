import { checkDocxLimits, verifyDocxEntries } from './docx-limits';
import { ParseError } from './errors';
import { withDefaultLimits } from './limits';
import { docxBomb, docxLyingAboutSize, docxWithEntries, minimalDocx } from './testing/make-zip';
import { extractWordText } from './word-text';

const MB = 1024 * 1024;

function refusalOf(run: () => unknown): ParseError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ParseError) return error;
    throw error;
  }
  return undefined;
}

describe('DOCX limits', () => {
  let bomb3: Buffer;
  let bomb12: Buffer;
  beforeAll(async () => {
    [bomb3, bomb12] = await Promise.all([docxBomb(3), docxBomb(12)]);
  });

  it('lets an ordinary document through', () => {
    expect(
      refusalOf(() => checkDocxLimits(minimalDocx(['Ada Example']), withDefaultLimits())),
    ).toBeUndefined();
  });

  it('refuses a document that declares more uncompressed bytes than the cap', () => {
    const limits = withDefaultLimits({
      maxDocxUncompressedBytes: 10 * MB,
      maxCompressionRatio: Infinity,
    });
    const error = refusalOf(() => checkDocxLimits(bomb12, limits));
    expect(error?.code).toBe('unprocessable_file');
    expect(error?.message).toBe('This file expands to more than 10 MB and was refused.');
  });

  it('refuses an entry compressed like a bomb even under the size cap', () => {
    const error = refusalOf(() => checkDocxLimits(bomb3, withDefaultLimits()));
    expect(error?.message).toBe('This file expands to more than 50 MB and was refused.');
  });

  it('refuses a ZIP with more entries than a document needs', () => {
    const error = refusalOf(() => checkDocxLimits(docxWithEntries(2100), withDefaultLimits()));
    expect(error?.message).toBe('This file expands to more than 50 MB and was refused.');
  });

  it('catches a directory that understates an entry', () => {
    const long = Array.from({ length: 500 }, (_, i) => `Paragraph ${i} of a longer document.`);
    const error = refusalOf(() =>
      verifyDocxEntries(docxLyingAboutSize(long, 1000), withDefaultLimits()),
    );
    expect(error?.message).toBe('This file expands to more than 50 MB and was refused.');
  });

  it('extracts the text of an honest document', async () => {
    const text = await extractWordText(
      minimalDocx(['Ada Example', 'Backend engineer']),
      'docx',
      withDefaultLimits(),
    );
    expect(text).toContain('Ada Example\nBackend engineer');
  });
});
