import zlib from 'node:zlib';
import { strToU8, zipSync } from 'fflate';

/** Test support: DOCX-shaped ZIPs, honest and hostile. */
const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`;

export function documentXml(paragraphs: string[]): string {
  return documentXmlOfBody(
    paragraphs
      .map((text) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`)
      .join(''),
  );
}

function documentXmlOfBody(body: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
}

export function minimalDocx(paragraphs: string[]): Buffer {
  return docxOfDocumentXml(documentXml(paragraphs));
}

/** A DOCX whose body is `body` as written: runs with their own properties (colour, hidden...). */
export function docxWithBody(body: string): Buffer {
  return docxOfDocumentXml(documentXmlOfBody(body));
}

function docxOfDocumentXml(xml: string): Buffer {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      '_rels/.rels': strToU8(RELS),
      'word/document.xml': strToU8(xml),
    }),
  );
}

/**
 * A DOCX whose document.xml is `megabytes` MB of zeros, a few hundred KB on disk. Deflated by
 * zlib, a stream at a time, and packed by hand: fflate's JavaScript deflate takes seconds here.
 */
export async function docxBomb(megabytes: number): Promise<Buffer> {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const megabyte = Buffer.alloc(1024 * 1024);
  let crc = 0;
  for (let i = 0; i < megabytes; i++) {
    crc = zlib.crc32(megabyte, crc);
    deflate.write(megabyte);
  }
  deflate.end();
  await done;
  const small = (name: string, text: string) => {
    const data = Buffer.from(text);
    return {
      name,
      method: 8,
      data: zlib.deflateRawSync(data),
      crc: zlib.crc32(data),
      size: data.length,
    };
  };
  return assembleZip([
    small('[Content_Types].xml', CONTENT_TYPES),
    small('_rels/.rels', RELS),
    {
      name: 'word/document.xml',
      method: 8,
      data: Buffer.concat(chunks),
      crc,
      size: megabytes * 1024 * 1024,
    },
  ]);
}

interface PackedEntry {
  name: string;
  method: number;
  data: Buffer;
  crc: number;
  size: number;
}

/** Local headers, data, central directory and end record, as the ZIP format lays them out. */
function assembleZip(entries: PackedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A DOCX with `count` extra tiny entries. */
export function docxWithEntries(count: number): Buffer {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    '_rels/.rels': strToU8(RELS),
    'word/document.xml': strToU8(documentXml(['Entries'])),
  };
  for (let i = 0; i < count; i++) files[`word/media/dot${i}.txt`] = strToU8('.');
  return Buffer.from(zipSync(files, { level: 0 }));
}

/**
 * An honest-looking DOCX whose directory understates document.xml's size: what a bomb that
 * lies to a size check looks like. Both the local header and the central directory are patched.
 */
export function docxLyingAboutSize(paragraphs: string[], declaredBytes: number): Buffer {
  const zip = minimalDocx(paragraphs);
  const name = Buffer.from('word/document.xml');
  for (let at = zip.indexOf(name); at >= 0; at = zip.indexOf(name, at + 1)) {
    if (zip.readUInt32LE(at - 30) === 0x04034b50) zip.writeUInt32LE(declaredBytes, at - 30 + 22);
    if (zip.readUInt32LE(at - 46) === 0x02014b50) zip.writeUInt32LE(declaredBytes, at - 46 + 24);
  }
  return zip;
}

/** A ZIP that is no DOCX (no word/document.xml). */
export function plainZip(): Buffer {
  return Buffer.from(
    zipSync({ 'notes.txt': strToU8('just notes'), 'data/list.csv': strToU8('a,b\n1,2\n') }),
  );
}
