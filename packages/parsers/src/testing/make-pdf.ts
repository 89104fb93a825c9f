import zlib from 'node:zlib';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/**
 * Test support: PDFs made on the spot. Hand-written ones for what pdf-lib will not write
 * (encryption, a lying page count, a compressed bomb); pdf-lib for ordinary pages.
 */

/** Assembles numbered objects (1..n) with a correct cross-reference table. */
export function assemblePdf(objects: (string | Buffer)[][], trailer = ''): Buffer {
  const parts: Buffer[] = [];
  let length = 0;
  const push = (part: string | Buffer) => {
    const buffer = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    parts.push(buffer);
    length += buffer.length;
  };
  push('%PDF-1.4\n');
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    push(`${index + 1} 0 obj\n`);
    body.forEach(push);
    push('\nendobj\n');
  });
  const xref = length;
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  push(
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer} >>\nstartxref\n${xref}\n%%EOF\n`,
  );
  return Buffer.concat(parts);
}

const PAGE =
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>';
const HELVETICA = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/** One page whose content stream is `content`, FlateDecode-compressed when it is a Buffer. */
export function pdfWithContentStream(content: string | Buffer, compressed = false): Buffer {
  const data = typeof content === 'string' ? Buffer.from(content, 'latin1') : content;
  const filter = compressed ? ' /Filter /FlateDecode' : '';
  return assemblePdf([
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    [PAGE],
    [`<< /Length ${data.length}${filter} >>\nstream\n`, data, '\nendstream'],
    [HELVETICA],
  ]);
}

/**
 * A page whose FlateDecode content stream inflates to `megabytes` MB of `unit` repeated (zeros by
 * default: a PDF bomb of a few hundred KB). Compressed as a stream, so the test holds 1 MB at most.
 */
export async function pdfWithInflatingContent(megabytes: number, unit?: string): Promise<Buffer> {
  const deflate = zlib.createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const megabyte = unit ? Buffer.alloc(1024 * 1024, unit) : Buffer.alloc(1024 * 1024);
  for (let i = 0; i < megabytes; i++) deflate.write(megabyte);
  deflate.end();
  await done;
  return pdfWithContentStream(Buffer.concat(chunks), true);
}

/** Text drawn over and over: slow to read and heavy in memory, small on disk. */
export const REPEATED_TEXT = 'BT /F1 12 Tf 72 700 Td (Hello world text) Tj ET\n';
/** The same with long strings: fills a heap in fewer steps. */
export const REPEATED_LONG_TEXT = `BT /F1 12 Tf 72 700 Td (${'Long line of text '.repeat(20)}) Tj ET\n`;

/** Standard security handler asking for a user password (the /U entry fits no empty password). */
export function passwordProtectedPdf(): Buffer {
  const id = '0123456789abcdef0123456789abcdef';
  return assemblePdf(
    [
      ['<< /Type /Catalog /Pages 2 0 R >>'],
      ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
      ['<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>'],
      [`<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >>`],
    ],
    `/Encrypt 4 0 R /ID [<${id}> <${id}>]`,
  );
}

const PAGE_TEXT = 'BT /F1 12 Tf 72 700 Td (Another page of the report) Tj ET';

/** A document of `count` pages that share one small content stream: thousands cost little. */
export function pdfWithPages(count: number): Buffer {
  const kids = Array.from({ length: count }, (_, i) => `${i + 5} 0 R`).join(' ');
  const page =
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R /Resources << /Font << /F1 4 0 R >> >> >>';
  return assemblePdf([
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    [`<< /Type /Pages /Kids [${kids}] /Count ${count} >>`],
    [`<< /Length ${PAGE_TEXT.length} >>\nstream\n${PAGE_TEXT}\nendstream`],
    [HELVETICA],
    ...Array.from({ length: count }, () => [page]),
  ]);
}

/**
 * Chinese set in a predefined CMap (UniGB-UCS2-H) with a font that is not embedded: readable
 * only with pdf.js's character maps. `hex` is the UCS-2 text, e.g. '4F60597D' for 你好.
 */
export function predefinedCmapPdf(hex: string): Buffer {
  const content = `BT /F1 24 Tf 72 700 Td <${hex}> Tj ET`;
  const cidSystem = '/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >>';
  return assemblePdf([
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    [PAGE],
    [`<< /Length ${content.length} >>\nstream\n${content}\nendstream`],
    [
      '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    ],
    [
      `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light ${cidSystem} /FontDescriptor 7 0 R >>`,
    ],
    [
      '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 4 /FontBBox [0 -200 1000 900] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 80 >>',
    ],
  ]);
}

/** Pages of plain text lines, top to bottom, with pdf-lib's Helvetica. */
export async function textPdf(pages: string[][]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([612, 792]);
    lines.forEach((line, index) =>
      page.drawText(line, { x: 72, y: 720 - index * 16, size: 11, font }),
    );
  }
  return Buffer.from(await doc.save());
}

/** A sidebar (skills, languages) beside the main column (experience), lines at equal spacing. */
export async function twoColumnPdf(sidebar: string[], main: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  page.drawText('Jordan Sample', { x: 40, y: 740, size: 22, font });
  sidebar.forEach((line, index) =>
    page.drawText(line, { x: 40, y: 690 - index * 15, size: 10, font }),
  );
  main.forEach((line, index) =>
    page.drawText(line, { x: 230, y: 690 - index * 15, size: 10, font }),
  );
  return Buffer.from(await doc.save());
}

/** What a scanner produces without OCR: an image and shapes, no text layer. */
export async function scannedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const image = await doc.embedPng(pngImage(64, 64));
  page.drawImage(image, { x: 72, y: 400, width: 468, height: 320 });
  page.drawRectangle({ x: 72, y: 100, width: 300, height: 12, color: rgb(0.1, 0.1, 0.1) });
  return Buffer.from(await doc.save());
}

/** A minimal grayscale PNG, built by hand to keep image libraries out of the tests. */
export function pngImage(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) rows[y * (width + 1) + 1 + x] = (x * y) % 256;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
