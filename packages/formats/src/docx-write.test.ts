import { strFromU8, unzipSync } from 'fflate';
import { textDocx } from './docx-write';

test('a text becomes a Word document with one paragraph per line, markup escaped', () => {
  const files = unzipSync(textDocx('Jane <Doe> & Co\n\n  indented\u0007'));
  expect(Object.keys(files).sort()).toEqual([
    '[Content_Types].xml',
    '_rels/.rels',
    'word/document.xml',
  ]);
  const xml = strFromU8(files['word/document.xml']!);
  const paragraphs = [...xml.matchAll(/<w:t xml:space="preserve">(.*?)<\/w:t>/g)].map((m) => m[1]);
  expect(paragraphs).toEqual(['Jane &lt;Doe&gt; &amp; Co', '', '  indented']);
});

test('the same text makes the same bytes', () => {
  expect(Buffer.from(textDocx('Jane')).equals(Buffer.from(textDocx('Jane')))).toBe(true);
});
