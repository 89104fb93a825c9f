import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Request } from 'express';
import busboy from 'busboy';
import { AppError, badRequest } from '@shortlist/kit';
import { drainRequest } from './drain';
import { safeFileName } from './file-name';

/** One file of a multipart upload, read into memory (bounded by the limits below). */
export interface IncomingFile {
  fileName: string;
  bytes: Buffer;
  sha256: string;
  /** Past the per-file limit: its bytes were dropped while streaming. */
  tooLarge: boolean;
}

/** One file of a multipart upload, written to disk as it arrived (bulk uploads: see spoolFiles). */
export interface SpooledFile {
  fileName: string;
  path: string;
  size: number;
  sha256: string;
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
  /** One file only: a file over the limit fails the request at once (413), without keeping more. */
  failFast: boolean;
  /** On a refusal, how much of the rest of the body is read and dropped before answering. */
  maxDrainBytes: number;
}

/** "10 MB", "2.5 MB", "64 KB": a limit as the error message states it. */
export function sizeText(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Math.round(mb * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}

export const fileTooLarge = (maxBytes: number) =>
  new AppError('file_too_large', `File is too large (maximum ${sizeText(maxBytes)})`);

/** Single uploads: each file is held in memory (the per-file limit keeps that small). */
export function receiveFiles(req: Request, options: ReceiveOptions): Promise<IncomingFile[]> {
  return receiveParts(req, options, () => {
    const chunks: Buffer[] = [];
    return {
      sink: new Writable({
        write: (chunk: Buffer, _encoding, done) => (chunks.push(chunk), done()),
      }),
      file: (name, sha256, tooLarge) => ({
        fileName: name,
        bytes: tooLarge ? Buffer.alloc(0) : Buffer.concat(chunks),
        sha256,
        tooLarge,
      }),
    };
  });
}

/**
 * Bulk uploads: each file goes to its own file in `dir` as it streams in, so a 100 MB request
 * costs the process a few chunks of memory, not 100 MB. The caller removes `dir`.
 */
export function spoolFiles(
  req: Request,
  options: ReceiveOptions & { dir: string },
): Promise<SpooledFile[]> {
  let index = 0;
  return receiveParts(req, options, () => {
    const filePath = path.join(options.dir, `part-${index++}`);
    const sink = createWriteStream(filePath);
    return {
      sink,
      file: (name, sha256, tooLarge) => ({
        fileName: name,
        path: filePath,
        size: sink.bytesWritten,
        sha256,
        tooLarge,
      }),
    };
  });
}

interface Part<T> {
  /** Where the file's bytes go; backpressure from it slows the upload, never buffers it. */
  sink: Writable;
  file: (fileName: string, sha256: string, tooLarge: boolean) => T;
}

/**
 * Streams a multipart upload with busboy, enforcing the size limits as bytes arrive: nothing
 * past a limit is kept. On a refusal the rest of the body is read and dropped before the answer
 * (up to a bound), so a client or proxy still sending reads the error instead of a reset.
 */
function receiveParts<T>(
  req: Request,
  options: ReceiveOptions,
  openPart: () => Part<T>,
): Promise<T[]> {
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
      void drainRequest(req, options.maxDrainBytes).then(() =>
        reject(badRequest('Expected a multipart/form-data upload with a file')),
      );
      return;
    }

    const received: Promise<T>[] = [];
    const sinks: Writable[] = [];
    let totalBytes = 0;
    let settled = false;
    const fail = (err: AppError) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.removeAllListeners();
      parser.on('error', () => undefined);
      for (const sink of sinks) sink.destroy();
      req.res?.setHeader('connection', 'close');
      void drainRequest(req, options.maxDrainBytes).then(() => reject(err));
    };

    const malformed = () => fail(badRequest('Malformed multipart upload'));
    parser.on('file', (field, stream, info) => {
      // A form that ends mid-file errors on the file's stream as well as on the parser.
      stream.on('error', malformed);
      if (settled || !options.fields.includes(field)) {
        stream.resume();
        return;
      }
      const fileName = safeFileName(info.filename);
      const { sink, file } = openPart();
      sinks.push(sink);
      const hash = createHash('sha256');
      let tooLarge = false;
      stream.on('data', (chunk: Buffer) => {
        if (tooLarge) return;
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
      });
      stream.on('limit', () => {
        tooLarge = true;
        if (options.failFast) fail(fileTooLarge(options.maxFileBytes));
      });
      stream.pipe(sink);
      const part = new Promise<T>((done, failed) => {
        sink.on('finish', () => done(file(fileName, tooLarge ? '' : hash.digest('hex'), tooLarge)));
        sink.on('error', failed);
        sink.on('close', () => failed(new Error('upload part closed before it finished')));
      });
      // A refused upload destroys its parts; that rejection is expected, not unhandled.
      part.catch(() => undefined);
      received.push(part);
    });
    parser.on('filesLimit', () => fail(badRequest(options.tooManyFilesMessage)));
    parser.on('partsLimit', () => fail(badRequest(options.tooManyFilesMessage)));
    parser.on('error', malformed);
    parser.on('close', () => {
      if (settled) return;
      Promise.all(received).then(
        (files) => {
          if (settled) return;
          settled = true;
          resolve(files);
        },
        (err: unknown) => {
          if (settled) return;
          settled = true;
          reject(err instanceof Error ? err : new Error(String(err)));
        },
      );
    });
    req.on('aborted', () => fail(badRequest('The upload was interrupted')));
    req.pipe(parser);
  });
}
