// A file on disk to plain text, through the product's parsers (the same sniffing, limits and
// clean-up as uploads; in this process, since the files are the user's own).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { isParseError, parseFileInProcess } from '@shortlist/parsers';

/** A problem with an input file, worded for the person at the terminal. */
export class InputError extends Error {}

const DOCUMENTS = new Set(['.pdf', '.docx', '.doc']);
const PLAIN_TEXT = new Set(['.txt', '.text', '.md']);

export function checkType(file: string): 'document' | 'text' {
  const extension = path.extname(file).toLowerCase();
  if (DOCUMENTS.has(extension)) return 'document';
  if (PLAIN_TEXT.has(extension)) return 'text';
  const shown = extension ? `"${extension}" files` : 'files without an extension';
  throw new InputError(`${file}: unsupported file type (${shown}); use PDF, DOCX, DOC or TXT`);
}

export async function readDocumentText(file: string): Promise<string> {
  const type = checkType(file);
  const info = await stat(file).catch(() => undefined);
  if (!info) throw new InputError(`${file}: no such file`);
  if (!info.isFile()) throw new InputError(`${file}: not a file`);
  const bytes = await readFile(file);
  if (type === 'text') {
    const text = bytes.toString('utf8');
    if (text.replace(/\s+/g, '').length < 20) throw new InputError(`${file}: the file has almost no text`);
    return text;
  }
  try {
    return (await parseFileInProcess(bytes, path.basename(file))).text;
  } catch (err) {
    if (isParseError(err)) throw new InputError(`${file}: ${err.message}`);
    throw err;
  }
}
