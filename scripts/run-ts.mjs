// Runs a TypeScript file (a benchmark, a script): bundles it with our esbuild settings into
// node_modules/.cache and runs it with node, passing arguments and the exit code through.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { bundle } from './bundle.mjs';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs FILE.ts [args...]');
  process.exit(2);
}
const cacheDir = path.resolve('node_modules/.cache/run-ts');
mkdirSync(cacheDir, { recursive: true });
const outfile = path.join(cacheDir, `${path.basename(entry, path.extname(entry))}-${process.pid}.cjs`);
await bundle({ entryPoints: [entry], outfile });
const result = spawnSync(process.execPath, ['--enable-source-maps', outfile, ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);
