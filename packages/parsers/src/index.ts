// @shortlist/parsers: untrusted PDF, DOCX and DOC files to plain text, safely.
export {
  createParserPool,
  type ParseOptions,
  type ParserPool,
  type ParserPoolOptions,
} from './parser-pool';
export { detectFileType, type FileKind } from './detect-file-type';
export { ParseError, isParseError, type ParseErrorCode } from './errors';
export { defaultParseLimits, type ParseLimits } from './limits';
export { parseFileInProcess, type ParsedFile } from './parse-file';
export { extractTextInProcess, type DocumentKind } from './extract-text';
export { PARSE_WORKER_ENTRY, PARSE_WORKER_FILE_NAME, resolveParseWorkerFile } from './worker-file';
