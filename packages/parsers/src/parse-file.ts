import { createHash } from 'node:crypto';
import { detectFileType, type FileKind } from './detect-file-type';
import { parseErrors } from './errors';
import { withDefaultLimits, type ParseLimits } from './limits';
import { extractPdfText } from './pdf-text';
import { cleanDocumentText, hasWordCharacters } from './text-cleanup';
import { extractWordText } from './word-text';

/** What a parsed upload gives the rest of the product. */
export interface ParsedFile {
  kind: FileKind;
  text: string;
  /** PDFs only. */
  pages?: number;
  /** Hex SHA-256 of the uploaded bytes, to spot the same file uploaded twice. */
  sha256: string;
}

// Below this many letters and digits a file has no usable text layer (a scan, or only a
// "Scanned with ..." stamp): matching would silently score it zero.
const MIN_WORD_CHARACTERS = 20;

/**
 * Sniffs, extracts and cleans one file in this thread, with no memory or time bound. This is what
 * the pool's workers run; services must go through createParserPool for untrusted uploads.
 */
export async function parseFileInProcess(
  buffer: Buffer,
  filename: string,
  limits: Partial<ParseLimits> = {},
): Promise<ParsedFile> {
  const effective = withDefaultLimits(limits);
  const kind = detectFileType(buffer, filename);
  const sha256 = createHash('sha256').update(buffer).digest('hex');
  if (kind === 'pdf') {
    const pdf = await extractPdfText(buffer, effective);
    const text = finish(pdf.text, effective, pdf.failedPages > 0);
    return { kind, text, pages: pdf.pages, sha256 };
  }
  const text = finish(await extractWordText(buffer, kind, effective), effective, false);
  return { kind, text, sha256 };
}

function finish(raw: string, limits: ParseLimits, damaged: boolean): string {
  const text = cleanDocumentText(raw);
  if (text.length > limits.maxTextChars) throw parseErrors.tooMuchText(limits.maxTextChars);
  if (!hasWordCharacters(text, MIN_WORD_CHARACTERS)) {
    throw damaged ? parseErrors.corrupt() : parseErrors.noText();
  }
  return text;
}
