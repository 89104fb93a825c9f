// Bundles the parser worker (src/parse-worker.ts) into a plain CommonJS file for piscina.
//   node packages/parsers/build-worker.mjs [--outfile services/x/dist/parse-worker.js]
// Through scripts/bundle.mjs like every other bundle: our TypeScript is bundled, npm packages
// stay external and load from node_modules at run time. That keeps pdf.js as its own ES modules,
// which its in-thread "fake worker" and our stream guard (src/pdf-stream-guard.ts) rely on.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundle } from '../../scripts/bundle.mjs';

export const PARSE_WORKER_ENTRY = fileURLToPath(new URL('./src/parse-worker.ts', import.meta.url));
export const PARSE_WORKER_OUTFILE = fileURLToPath(
  new URL('./dist/parse-worker.js', import.meta.url),
);

/** Writes the worker bundle to `outfile` (default: packages/parsers/dist/parse-worker.js). */
export async function buildParseWorker({ outfile = PARSE_WORKER_OUTFILE } = {}) {
  await bundle({ entryPoints: [PARSE_WORKER_ENTRY], outfile });
  return outfile;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf('--outfile');
  const outfile = at > 0 ? process.argv[at + 1] : undefined;
  const written = await buildParseWorker(outfile ? { outfile } : {});
  console.log(`[parsers] worker bundled to ${written}`);
}
