import { mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { DocumentsConfig } from '../config';

// Each request's folder is named after the process that made it, so a process starting can tell
// the folders a crashed one left (in a pod's emptyDir, which outlives a container restart) from
// those of another process sharing the folder (several services on one machine, tests).
const PREFIX = 'shortlist-upload-';

/** A private folder for one request's spooled files, removed whatever `work` does. */
export async function withSpoolDir<T>(
  config: DocumentsConfig,
  work: (dir: string) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(config.UPLOAD_SPOOL_DIR, `${PREFIX}${process.pid}-`));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Removes the spool folders of processes that are gone (or of an earlier process with our pid). */
export async function sweepSpoolDir(spoolDir: string): Promise<string[]> {
  const names = await readdir(spoolDir).catch(() => [] as string[]);
  const stale = names.filter((name) => {
    const pid = Number(/^shortlist-upload-(\d+)-/.exec(name)?.[1]);
    return Number.isInteger(pid) && (pid === process.pid || !isAlive(pid));
  });
  await Promise.all(
    stale.map((name) => rm(path.join(spoolDir, name), { recursive: true, force: true })),
  );
  return stale;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
