// Runs a TypeScript file (a benchmark, a script): bundles it with our esbuild settings into
// node_modules/.cache and runs it with node, passing arguments, signals and the exit code through.
import { spawn } from 'node:child_process';
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
const outfile = path.join(
  cacheDir,
  `${path.basename(entry, path.extname(entry))}-${process.pid}.cjs`,
);
await bundle({ entryPoints: [entry], outfile });
const child = spawn(process.execPath, ['--enable-source-maps', outfile, ...args], {
  stdio: 'inherit',
});
// A signal to this process is for the program it runs (a service shutting down gracefully).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.once('exit', (code) => process.exit(code ?? 1));
