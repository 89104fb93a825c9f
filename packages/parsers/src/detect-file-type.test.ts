import fs from 'node:fs';
import path from 'node:path';
import { detectFileType } from './detect-file-type';
import { ParseError } from './errors';
import { minimalDocx, plainZip } from './testing/make-zip';
import { pngImage, textPdf } from './testing/make-pdf';
import { PACKAGE_ROOT } from './testing/shared-fixtures';

const sampleDoc = fs.readFileSync(path.join(PACKAGE_ROOT, 'test-files', 'sample-resume.doc'));
const docx = minimalDocx(['Ada Example', 'Backend engineer']);

function refusal(buffer: Buffer, filename: string): ParseError {
  try {
    detectFileType(buffer, filename);
  } catch (error) {
    if (error instanceof ParseError) return error;
    throw error;
  }
  throw new Error(`${filename} was accepted`);
}

describe('detectFileType', () => {
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await textPdf([['Ada Example']]);
  });

  it('accepts each format under its own extension, in any case', () => {
    expect(detectFileType(pdf, 'cv.pdf')).toBe('pdf');
    expect(detectFileType(pdf, 'CV.PDF')).toBe('pdf');
    expect(detectFileType(docx, 'cv.docx')).toBe('docx');
    expect(detectFileType(docx, 'CV.Docx')).toBe('docx');
    expect(detectFileType(sampleDoc, 'cv.doc')).toBe('doc');
    expect(detectFileType(sampleDoc, 'CV.DOC')).toBe('doc');
  });

  it('accepts a PDF header after some junk in the first kilobyte', () => {
    expect(detectFileType(Buffer.concat([Buffer.alloc(300, 0x20), pdf]), 'cv.pdf')).toBe('pdf');
  });

  it('reads a Word file by its content when its Word extension is the other one', () => {
    expect(detectFileType(docx, 'renamed.doc')).toBe('docx');
    expect(detectFileType(sampleDoc, 'renamed.docx')).toBe('doc');
  });

  it.each([
    ['a PNG called .pdf', () => pngImage(4, 4), 'scan.pdf'],
    [
      'an executable called .docx',
      () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 0x90)]),
      'cv.docx',
    ],
    ['a ZIP that is no DOCX', () => plainZip(), 'cv.docx'],
    ['text called .pdf', () => Buffer.from('Ada Example\nBackend engineer\n'), 'cv.pdf'],
    ['a text file', () => Buffer.from('Ada Example'), 'cv.txt'],
    ['a PDF called .docx', () => pdf, 'cv.docx'],
    ['a DOCX called .pdf', () => docx, 'cv.pdf'],
    ['a PDF without an extension', () => pdf, 'cv'],
    ['an empty file', () => Buffer.alloc(0), 'cv.pdf'],
    ['an OLE2 file without a WordDocument stream', () => oleWithoutWordStream(), 'sheet.doc'],
  ])('refuses %s', (_label, make, filename) => {
    const error = refusal(make(), filename);
    expect(error.code).toBe('unsupported_file_type');
    expect(error.message).toBe('File type must be one of PDF, DOC, DOCX');
  });
});

/** The sample .doc with its stream name changed, as an Excel or PowerPoint file would have. */
function oleWithoutWordStream(): Buffer {
  const copy = Buffer.from(sampleDoc);
  const name = Buffer.from('WordDocument', 'utf16le');
  for (let at = copy.indexOf(name); at >= 0; at = copy.indexOf(name, at + 1)) {
    Buffer.from('WorkbookXXXX', 'utf16le').copy(copy, at);
  }
  return copy;
}
