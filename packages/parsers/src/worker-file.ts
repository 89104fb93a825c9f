import fs from 'node:fs';
import path from 'node:path';

/** The worker's source, relative to the repository root, for build scripts that bundle it. */
export const PARSE_WORKER_ENTRY = 'packages/parsers/src/parse-worker.ts';
/** The file name the pool looks for beside the running program. */
export const PARSE_WORKER_FILE_NAME = 'parse-worker.js';
const PACKAGE_DIST_FILE = path.join('packages', 'parsers', 'dist', PARSE_WORKER_FILE_NAME);

/**
 * Finds the built worker (piscina needs a real .js file): the explicit option, then
 * PARSE_WORKER_FILE, then parse-worker.js beside the main program (each service bundle ships
 * one), then this package's dist/ (built by build-worker.mjs or `npm run build`).
 */
export function resolveParseWorkerFile(explicit?: string): string {
  const candidates = [explicit, process.env.PARSE_WORKER_FILE].filter(
    (file): file is string => !!file,
  );
  if (candidates.length > 0) {
    const file = path.resolve(candidates[0] ?? '');
    if (!fs.existsSync(file)) throw new Error(`Parser worker not found at ${file}`);
    return file;
  }
  const mainFile = require.main?.filename;
  const found = [
    mainFile && path.join(path.dirname(mainFile), PARSE_WORKER_FILE_NAME),
    // Unbundled source (tests, tsx): src/../dist.
    path.resolve(__dirname, '..', 'dist', PARSE_WORKER_FILE_NAME),
    ...ancestors(process.cwd()).map((dir) => path.join(dir, PACKAGE_DIST_FILE)),
  ].find((file): file is string => !!file && fs.existsSync(file));
  if (!found) {
    throw new Error(
      'Parser worker (parse-worker.js) not found: run `node packages/parsers/build-worker.mjs` or `npm run build`, or set PARSE_WORKER_FILE',
    );
  }
  return found;
}

function ancestors(start: string): string[] {
  const dirs: string[] = [];
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    dirs.push(dir);
    if (path.dirname(dir) === dir) return dirs;
  }
}
