import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { DocumentsConfig } from '../config';

/** A private folder for one request's spooled files, removed whatever `work` does. */
export async function withSpoolDir<T>(
  config: DocumentsConfig,
  work: (dir: string) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(config.UPLOAD_SPOOL_DIR, 'shortlist-upload-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
