import { strToU8, zipSync, type Zippable } from 'fflate';
import { PDFDocument, PDFHexString, StandardFonts, rgb } from 'pdf-lib';

// Files made in the tests: ordinary documents with known contents, and the hostile ones an
// upload endpoint must refuse without falling over.

/** A one-page PDF with these lines of text. */
export async function pdfWithText(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 740 - i * 16, size: 11, font }));
  return Buffer.from(await doc.save());
}

/** A resume-like PDF for a named person. */
export const resumePdf = (name: string, skills: string[], extra: string[] = []) =>
  pdfWithText([
    name,
    `${name.toLowerCase().replace(/\s+/g, '.')}@example.com | (555) 010-2030 | Austin, TX`,
    'Software Engineer',
    '',
    'EXPERIENCE',
    'Software Engineer, Initech — Jan 2018 - Present',
    `Built services with ${skills.join(', ')}.`,
    '',
    'SKILLS',
    skills.join(', '),
    ...extra,
  ]);

/** A job-description-like PDF. */
export const jobPdf = (title: string, company: string, skills: string[]) =>
  pdfWithText([
    title,
    `${company}, Austin, TX`,
    '',
    'About the role',
    `At ${company}, we are hiring a ${title} to join the platform team.`,
    '',
    'Requirements',
    '- 3+ years of professional experience',
    ...skills.map((s) => `- Experience with ${s}`),
  ]);

/** A PDF whose only page holds shapes and no text, as a scan without OCR would. */
export async function scannedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  for (let i = 0; i < 20; i++) {
    page.drawRectangle({
      x: 50,
      y: 700 - i * 30,
      width: 400,
      height: 12,
      color: rgb(0.1, 0.1, 0.1),
    });
  }
  return Buffer.from(await doc.save());
}

/** A PDF that claims the standard security handler with a user password we do not know. */
export async function encryptedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText('Secret resume', { x: 50, y: 700, font });
  const { context } = doc;
  const bytes = (hex: string) => PDFHexString.of(hex.repeat(32));
  context.trailerInfo.Encrypt = context.register(
    context.obj({
      Filter: 'Standard',
      V: 1,
      R: 2,
      Length: 40,
      O: bytes('7a'),
      U: bytes('3c'),
      P: -4,
    }),
  );
  context.trailerInfo.ID = context.obj([
    PDFHexString.of('ab'.repeat(16)),
    PDFHexString.of('ab'.repeat(16)),
  ]);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** Starts like a PDF, then is noise. */
export function corruptPdf(): Buffer {
  const noise = Buffer.alloc(20_000);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + 13) % 251;
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R', 'latin1'),
    noise,
  ]);
}

/** A PNG image (signature and header chunk). */
export function pngImage(): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('0000000d49484452000000100000001008060000001ff3ff61', 'hex'),
    Buffer.alloc(200, 7),
  ]);
}

/** A Windows executable (MZ header). */
export function windowsExecutable(): Buffer {
  const exe = Buffer.alloc(4096);
  exe.write('MZ', 0, 'latin1');
  exe.write('This program cannot be run in DOS mode.', 78, 'latin1');
  return exe;
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const documentXml = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;

function docx(document: Uint8Array): Buffer {
  const files: Zippable = {
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    '_rels/.rels': strToU8(RELS),
    'word/document.xml': [document, { level: 9 }],
  };
  return Buffer.from(zipSync(files));
}

/** A minimal Word document with one paragraph per line. */
export function docxWithText(lines: string[]): Buffer {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const body = lines.map((l) => `<w:p><w:r><w:t>${escape(l)}</w:t></w:r></w:p>`).join('');
  return docx(strToU8(documentXml(body)));
}

/** A DOCX of a few hundred KB whose document.xml inflates to `megabytes` MB. */
export function docxBomb(megabytes = 64): Buffer {
  const open = strToU8(documentXml('<w:p><w:r><w:t>'));
  const inner = new Uint8Array(megabytes * 1024 * 1024).fill(0x61);
  const close = strToU8('</w:t></w:r></w:p>');
  const xml = new Uint8Array(open.length + inner.length + close.length);
  xml.set(open, 0);
  xml.set(inner, open.length);
  xml.set(close, open.length + inner.length);
  return docx(xml);
}

/** A DOCX bomb whose ZIP headers claim document.xml is 4 KB, so only inflating it shows the truth. */
export function lyingDocxBomb(megabytes = 64): Buffer {
  const zip = docxBomb(megabytes);
  const name = Buffer.from('word/document.xml');
  const local = zip.indexOf(name) - 30;
  const central = zip.indexOf(name, local + 30 + name.length) - 46;
  zip.writeUInt32LE(4096, local + 22);
  zip.writeUInt32LE(4096, central + 24);
  return zip;
}

/** A ZIP of these files. */
export function zipOf(entries: Record<string, Buffer>): Buffer {
  const files: Zippable = {};
  for (const [name, bytes] of Object.entries(entries)) files[name] = new Uint8Array(bytes);
  return Buffer.from(zipSync(files));
}

/** A one-entry ZIP whose headers claim the entry inflates to `declaredBytes`, which is a lie. */
export function lyingZip(name: string, bytes: Buffer, declaredBytes: number): Buffer {
  const zip = Buffer.from(zipSync({ [name]: [new Uint8Array(bytes), { level: 9 }] }));
  const local = zip.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  zip.writeUInt32LE(declaredBytes, local + 22);
  zip.writeUInt32LE(declaredBytes, central + 24);
  return zip;
}

/**
 * A small PDF that is slow to read: each page's content stream moves the pen and shows a glyph
 * `operatorsPerPage` times. 10 pages of 150 000 take a parser thread seconds, from ~300 KB.
 */
export async function slowPdf(pages: number, operatorsPerPage: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([612, 792]);
    // The font resource the operators below name (/F1... as pdf-lib keys it).
    page.drawText(`Page ${p + 1}`, { x: 50, y: 740, size: 11, font });
    const ops: string[] = ['BT /F1 1 Tf'];
    for (let i = 0; i < operatorsPerPage; i++) {
      ops.push(`${(i * 7) % 600} ${(i * 13) % 780} Td (x${i % 10}) Tj`);
    }
    ops.push('ET');
    page.node.addContentStream(doc.context.register(doc.context.flateStream(ops.join('\n'))));
  }
  return Buffer.from(await doc.save());
}
