/** Why a file was refused. The documents service maps these to HTTP 415 and 422. */
export type ParseErrorCode = 'unsupported_file_type' | 'unprocessable_file';

/** A refusal with a stable code and a message the product shows to the recruiter as it is. */
export class ParseError extends Error {
  override readonly name = 'ParseError';

  constructor(
    readonly code: ParseErrorCode,
    message: string,
    /** What went wrong underneath, for the operator's logs only. */
    readonly detail?: string,
  ) {
    super(message);
  }
}

const MB = 1024 * 1024;

/** The human messages, in one place so the UI copy stays consistent. */
export const parseErrors = {
  unsupportedType: () =>
    new ParseError('unsupported_file_type', 'File type must be one of PDF, DOC, DOCX'),
  passwordProtected: () =>
    new ParseError(
      'unprocessable_file',
      'This PDF is password-protected. Please upload an unprotected copy.',
    ),
  corrupt: () =>
    new ParseError('unprocessable_file', 'This file could not be read. It may be corrupt.'),
  noText: () =>
    new ParseError('unprocessable_file', 'No readable text in this file (scanned image?)'),
  expandsTooMuch: (capBytes: number) =>
    new ParseError(
      'unprocessable_file',
      `This file expands to more than ${Math.round(capBytes / MB)} MB and was refused.`,
    ),
  tooManyPages: (maxPages: number) =>
    new ParseError(
      'unprocessable_file',
      `This file has more than ${maxPages} pages and was refused.`,
    ),
  tooMuchText: (maxChars: number) =>
    new ParseError(
      'unprocessable_file',
      `This file holds more than ${maxChars.toLocaleString('en-US')} characters of text and was refused.`,
    ),
  overLimits: () =>
    new ParseError(
      'unprocessable_file',
      'This file took too long to read (or needed too much memory) and was refused.',
    ),
};

export function isParseError(error: unknown): error is ParseError {
  return error instanceof ParseError;
}
