import fs from 'node:fs';
import path from 'node:path';
import { extractTextInProcess } from './extract-text';
import { predefinedCmapPdf, textPdf } from './testing/make-pdf';
import { minimalDocx } from './testing/make-zip';
import { PACKAGE_ROOT } from './testing/shared-fixtures';

describe('extractTextInProcess', () => {
  it('reads each kind in this thread', async () => {
    expect(
      await extractTextInProcess(await textPdf([['Ada Example', 'Backend engineer']]), 'pdf'),
    ).toBe('Ada Example\nBackend engineer');
    expect(
      await extractTextInProcess(minimalDocx(['Ada Example', 'Backend engineer']), 'docx'),
    ).toBe('Ada Example\nBackend engineer');
    const doc = fs.readFileSync(path.join(PACKAGE_ROOT, 'test-files', 'sample-resume.doc'));
    expect(await extractTextInProcess(doc, 'doc')).toMatch(/^Ada Example\nSenior Backend Engineer/);
    expect(await extractTextInProcess(Buffer.from('Ada  Example\r\n\r\n\r\nBackend'), 'txt')).toBe(
      'Ada Example\n\nBackend',
    );
  });

  it('reads CJK text set in a predefined CMap', async () => {
    expect(await extractTextInProcess(predefinedCmapPdf('4F60597D4E16754C'), 'pdf')).toBe(
      '你好世界',
    );
  });
});
