// `npm run build`: bundles every service (and the matching worker, the parser worker and the CLI)
// with esbuild, then builds the web app with Vite. `--if-stale` skips the web build when web/dist
// is a production build newer than its sources (what `npm start` uses); `--no-web` skips it (what
// the tests use when they start no browser). `--web-out=DIR` builds the web app into DIR instead,
// and `--web-only` skips the services.
//
// The web app is always built for production, whatever NODE_ENV says: `npm test` sets
// NODE_ENV=test, and its build once left React's development bundle in web/dist for `npm start`
// to serve. The build records its mode in DIR/.build.json (never served: a dotfile), and a dist
// without a production record, such as one left by an older test build, counts as stale.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundle } from './bundle.mjs';

const argv = process.argv.slice(2);
const args = new Set(argv);
const webOut = path.resolve(
  argv.find((arg) => arg.startsWith('--web-out='))?.slice('--web-out='.length) ?? 'web/dist',
);
const buildRecord = path.join(webOut, '.build.json');

// Each service's process entries; matching runs its queue worker as a second process.
export const ENTRIES = {
  gateway: ['main'],
  auth: ['main'],
  documents: ['main'],
  matching: ['main', 'worker'],
  billing: ['main'],
};

/** Every bundle besides the web app, as `bundle` takes it (`npm run dev` watches the same). */
export function serviceBundles() {
  const bundles = [];
  for (const [service, entries] of Object.entries(ENTRIES)) {
    for (const entry of entries) {
      const source = `services/${service}/src/${entry}.ts`;
      if (!existsSync(source)) continue;
      bundles.push({ entryPoints: [source], outfile: `services/${service}/dist/${entry}.js` });
    }
  }
  // Untrusted files are parsed in worker threads, which need a plain JS file beside the service.
  const parseWorker = 'packages/parsers/src/parse-worker.ts';
  if (existsSync(parseWorker)) {
    bundles.push({ entryPoints: [parseWorker], outfile: 'services/documents/dist/parse-worker.js' });
    bundles.push({ entryPoints: [parseWorker], outfile: 'packages/parsers/dist/parse-worker.js' });
  }
  // The pool ranking's in-memory posting lists run in a child process documents forks.
  const poolMemory = 'services/documents/src/pool-memory/child.ts';
  if (existsSync(poolMemory)) {
    bundles.push({ entryPoints: [poolMemory], outfile: 'services/documents/dist/pool-memory.js' });
  }
  if (existsSync('packages/cli/src/main.ts')) {
    bundles.push({
      entryPoints: ['packages/cli/src/main.ts'],
      outfile: 'packages/cli/dist/shortlist-match.js',
      banner: '#!/usr/bin/env node',
    });
  }
  return bundles;
}

async function buildServices() {
  await Promise.all(serviceBundles().map(bundle));
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function builtMode() {
  try {
    return JSON.parse(readFileSync(buildRecord, 'utf8')).mode;
  } catch {
    return undefined;
  }
}

function webIsStale() {
  const built = path.join(webOut, 'index.html');
  if (!existsSync(built)) return true;
  if (builtMode() !== 'production') return true;
  const sources = Math.max(newestMtime('web/src'), statSync('web/index.html').mtimeMs, newestMtime('packages/contracts/src'));
  return sources > statSync(built).mtimeMs;
}

function buildWeb() {
  if (!existsSync('web/index.html')) return;
  if (args.has('--if-stale') && !webIsStale()) return;
  console.log('[build] building the web app (vite)...');
  const vite = [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', webOut, '--emptyOutDir'];
  const result = spawnSync(process.execPath, vite, {
    cwd: 'web',
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '', NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('web build failed');
  writeFileSync(buildRecord, `${JSON.stringify({ mode: 'production' })}\n`);
}

// Run as a script; imported (by dev.mjs, for serviceBundles) it builds nothing.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const started = Date.now();
  if (!args.has('--web-only')) await buildServices();
  if (!args.has('--no-web')) buildWeb();
  console.log(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
