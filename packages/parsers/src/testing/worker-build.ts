import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from './shared-fixtures';

/** Test support: the worker file the pool tests run, rebuilt when any source is newer. */
export const BUILT_WORKER = path.join(PACKAGE_ROOT, 'dist', 'parse-worker.js');

export function ensureParseWorkerBuilt(): string {
  if (isStale()) {
    const result = spawnSync(process.execPath, [path.join(PACKAGE_ROOT, 'build-worker.mjs')], {
      encoding: 'utf8',
    });
    if (result.status !== 0)
      throw new Error(`building the parser worker failed:\n${result.stderr}`);
  }
  return BUILT_WORKER;
}

function isStale(): boolean {
  if (!fs.existsSync(BUILT_WORKER)) return true;
  const built = fs.statSync(BUILT_WORKER).mtimeMs;
  const sources = [
    path.join(PACKAGE_ROOT, 'build-worker.mjs'),
    ...sourceFiles(path.join(PACKAGE_ROOT, 'src')),
  ];
  return sources.some((file) => fs.statSync(file).mtimeMs > built);
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.test.ts') ? [] : [full];
  });
}
