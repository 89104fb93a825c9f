import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A scratch folder of the files a journey uploads, made from generated documents. */
export async function scratchFiles(
  prefix: string,
  files: Record<string, Buffer | string | Promise<Buffer>>,
): Promise<{ path: (name: string) => string; remove: () => void }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `shortlist-${prefix}-`));
  for (const [name, bytes] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), await bytes);
  }
  return {
    path: (name) => path.join(dir, name),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
export type ScratchFiles = Awaited<ReturnType<typeof scratchFiles>>;
