import { strToU8, zipSync } from 'fflate';

// The smallest Word document that Word, LibreOffice and the parser pool open: one paragraph per
// line. Imported candidates and jobs have text but no file; they are stored as one of these,
// so the original-file view, the parser and every stored record stay as for an upload.

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '</Types>';
const PACKAGE_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
  '</Relationships>';

const xmlText = (s: string) =>
  s
    // Characters XML 1.0 cannot hold at all (control characters) are dropped.
    // eslint-disable-next-line no-control-regex -- these are exactly the characters to drop
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

const FIXED_TIME = Date.UTC(1980, 0, 2);

export function textDocx(text: string): Uint8Array {
  const paragraphs = text
    .split(/\r\n|\r|\n/)
    .map((line) => `<w:p><w:r><w:t xml:space="preserve">${xmlText(line)}</w:t></w:r></w:p>`)
    .join('');
  const document =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    `<w:body>${paragraphs}</w:body></w:document>`;
  return zipSync(
    {
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      '_rels/.rels': strToU8(PACKAGE_RELS),
      'word/document.xml': strToU8(document),
    },
    // A fixed time stamp: the same text makes the same bytes, so a repeated import is a duplicate.
    { mtime: FIXED_TIME },
  );
}
