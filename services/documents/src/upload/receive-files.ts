import { createHash } from 'node:crypto';
import type { Request } from 'express';
import busboy from 'busboy';
import { AppError, badRequest } from '@shortlist/kit';
import { safeFileName } from './file-name';

/** One file of a multipart upload, read into memory (bounded by the limits below). */
export interface IncomingFile {
  fileName: string;
  bytes: Buffer;
  sha256: string;
  /** Past the per-file limit: its bytes were dropped while streaming. */
  tooLarge: boolean;
}

export interface ReceiveOptions {
  /** Multipart field names that carry the files; other parts are skipped. */
  fields: string[];
  maxFileBytes: number;
  maxFiles: number;
  tooManyFilesMessage: string;
  /** All files together; past it the request is refused. */
  maxTotalBytes: number;
  /** One file only: a file over the limit fails the request at once (413), without reading on. */
  failFast: boolean;
}

/** "10 MB", "2.5 MB", "64 KB": a limit as the error message states it. */
export function sizeText(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Math.round(mb * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}

const MAX_DRAIN_BYTES = 64 * 1024 * 1024;

export const fileTooLarge = (maxBytes: number) =>
  new AppError('file_too_large', `File is too large (maximum ${sizeText(maxBytes)})`);

/**
 * Streams a multipart upload with busboy, enforcing the size limits as bytes arrive: nothing
 * past a limit is kept. On a refusal the rest of the body is drained and discarded so the client
 * reads the error instead of a reset connection, and the connection is closed after the answer.
 */
export function receiveFiles(req: Request, options: ReceiveOptions): Promise<IncomingFile[]> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: {
          fileSize: options.maxFileBytes,
          files: options.maxFiles,
          fields: 20,
          fieldSize: 1024,
          parts: options.maxFiles + 20,
        },
      });
    } catch {
      reject(badRequest('Expected a multipart/form-data upload with a file'));
      return;
    }

    const received: IncomingFile[] = [];
    let totalBytes = 0;
    let settled = false;
    const fail = (err: AppError) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.removeAllListeners();
      parser.on('error', () => undefined);
      req.res?.setHeader('connection', 'close');
      // Drain what the client is still sending so it reads the answer, up to a bound: past it
      // the sender is not a browser finishing an upload, and the connection is cut.
      let drained = 0;
      req.on('data', (chunk: Buffer) => {
        drained += chunk.length;
        if (drained > MAX_DRAIN_BYTES) req.socket.destroy();
      });
      req.resume();
      reject(err);
    };

    const malformed = () => fail(badRequest('Malformed multipart upload'));
    parser.on('file', (field, stream, info) => {
      // A form that ends mid-file errors on the file's stream as well as on the parser.
      stream.on('error', malformed);
      if (settled || !options.fields.includes(field)) {
        stream.resume();
        return;
      }
      const file: IncomingFile = {
        fileName: safeFileName(info.filename),
        bytes: Buffer.alloc(0),
        sha256: '',
        tooLarge: false,
      };
      received.push(file);
      const hash = createHash('sha256');
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (file.tooLarge) return;
        totalBytes += chunk.length;
        if (totalBytes > options.maxTotalBytes) {
          fail(
            new AppError(
              'file_too_large',
              `Upload is too large (maximum ${sizeText(options.maxTotalBytes)} in one request)`,
            ),
          );
          return;
        }
        hash.update(chunk);
        chunks.push(chunk);
      });
      stream.on('limit', () => {
        file.tooLarge = true;
        chunks.length = 0;
        if (options.failFast) fail(fileTooLarge(options.maxFileBytes));
      });
      stream.on('end', () => {
        if (file.tooLarge) return;
        file.bytes = Buffer.concat(chunks);
        file.sha256 = hash.digest('hex');
      });
    });
    parser.on('filesLimit', () => fail(badRequest(options.tooManyFilesMessage)));
    parser.on('partsLimit', () => fail(badRequest(options.tooManyFilesMessage)));
    parser.on('error', malformed);
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      resolve(received);
    });
    req.on('aborted', () => fail(badRequest('The upload was interrupted')));
    req.pipe(parser);
  });
}
