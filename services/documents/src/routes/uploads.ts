import type { Request, Response } from 'express';
import { badRequest } from '@shortlist/kit';
import type { DocumentsConfig } from '../config';
import { refusedBodyDrainBytes } from '../upload/drain';
import { receiveFiles, type IncomingFile } from '../upload/receive-files';

/** The one file of a single upload (field `file`), streamed under the size limit. */
export async function receiveOneFile(req: Request, config: DocumentsConfig): Promise<IncomingFile> {
  const [file] = await receiveFiles(req, {
    fields: ['file'],
    maxFiles: 1,
    tooManyFilesMessage: 'Upload one file at a time',
    maxFileBytes: config.MAX_UPLOAD_BYTES,
    maxTotalBytes: config.MAX_UPLOAD_BYTES,
    failFast: true,
    maxDrainBytes: refusedBodyDrainBytes(config),
  });
  if (!file) throw badRequest('No file uploaded: send it in the multipart field "file"');
  return file;
}

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
} as const;

/** Sends an original file back as a download, never rendered inline. */
export function sendOriginalFile(
  res: Response,
  file: { fileName: string; fileType: keyof typeof CONTENT_TYPES; content: Buffer },
): void {
  res.attachment(file.fileName);
  res.setHeader('content-type', CONTENT_TYPES[file.fileType]);
  res.setHeader('cache-control', 'private, no-store');
  res.send(file.content);
}

/** Answers a single upload: 201 for a new record, 200 for the earlier one it duplicates. */
export function uploadStatus(res: Response, created: boolean): void {
  res.status(created ? 201 : 200);
}
