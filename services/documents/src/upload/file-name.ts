// File names come from the client and end up in a content-disposition header and on screen:
// keep the last path segment, drop control characters, bound the length.
export function safeFileName(raw: string | undefined, fallback = 'upload'): string {
  const last = (raw ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = last.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!clean || clean === '.' || clean === '..') return fallback;
  if (clean.length <= 200) return clean;
  const ext = extensionOf(clean);
  return clean.slice(0, 200 - ext.length) + ext;
}

export function extensionOf(fileName: string): string {
  const match = /\.[^.]{1,10}$/.exec(fileName);
  return match ? match[0].toLowerCase() : '';
}

// Words that name the document rather than the person or the role: "jane_doe_resume.pdf".
const DOCUMENT_WORDS = new Set([
  'resume',
  'résumé',
  'cv',
  'curriculum',
  'vitae',
  'final',
  'updated',
  'copy',
  'draft',
  'jd',
  'job',
  'description',
  'posting',
]);

/**
 * A display name from a file name, for a record whose text named no person or title:
 * "jane_doe-resume (2).pdf" → "Jane Doe". When nothing but document words and numbers remain
 * ("cv-12.docx"), the file name without its extension is shown as it is, so the list never
 * invents a name.
 */
export function nameFromFileName(fileName: string): string {
  const stem = fileName.slice(0, fileName.length - extensionOf(fileName).length);
  const words = stem
    .replace(/\(\d+\)/g, ' ')
    .split(/[\s_.\-+]+/)
    .filter((w) => w && !/^\d+$/.test(w) && !DOCUMENT_WORDS.has(w.toLowerCase()));
  if (words.length === 0) return stem.trim() || fileName;
  return words
    .map((w) => (w === w.toLowerCase() || isShouted(w) ? capitalise(w) : w))
    .join(' ')
    .slice(0, 120);
}

// "JANE" is shouting, "QA" and "AWS" are acronyms.
const isShouted = (word: string) => word.length > 3 && word === word.toUpperCase();

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}
