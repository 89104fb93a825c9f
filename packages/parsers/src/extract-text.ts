import { withDefaultLimits } from './limits';
import { extractPdfText } from './pdf-text';
import { cleanDocumentText } from './text-cleanup';
import { extractWordText } from './word-text';

export type DocumentKind = 'pdf' | 'docx' | 'doc' | 'txt';

/**
 * Turns a file's bytes of a known kind into clean plain text, in this thread. Untrusted files must
 * go through the worker pool instead (createParserPool), which sniffs the type and bounds memory
 * and time. Throws ParseError for password-protected, corrupt or oversized files; returns '' for
 * a file without a text layer.
 */
export async function extractTextInProcess(data: Buffer, kind: DocumentKind): Promise<string> {
  const limits = withDefaultLimits();
  switch (kind) {
    case 'pdf':
      return cleanDocumentText((await extractPdfText(data, limits)).text);
    case 'docx':
    case 'doc':
      return cleanDocumentText(await extractWordText(data, kind, limits));
    case 'txt':
      return cleanDocumentText(data.toString('utf8'));
  }
}
