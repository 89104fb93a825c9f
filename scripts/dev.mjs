// `npm run dev`: the product for working on it. Every service bundle is rebuilt when a file it
// includes changes (esbuild watch), and the process running it restarts (npm start --watch, which
// runs each under node --watch). The web app comes from Vite's dev server with hot reload, which
// forwards /api and /socket.io to the gateway on PORT (3001 by default). Ctrl-C stops it all.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { serviceBundles } from './build.mjs';
import { watchBundle } from './bundle.mjs';
import { checkPortFree } from './ports.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const port = Number(process.env.PORT ?? 3001);
const taken = await checkPortFree(port, process.env.HOST ?? '0.0.0.0');
if (taken) {
  console.error(taken);
  process.exit(1);
}

console.log('[dev] building and watching the services...');
const watchers = await Promise.all(serviceBundles().map(watchBundle));
const env = { ...process.env, PORT: String(port) };
const children = [
  spawn(process.execPath, ['scripts/start.mjs', '--watch'], { stdio: 'inherit', env }),
  spawn(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), '--strictPort'], {
    cwd: 'web',
    stdio: 'inherit',
    env: { ...env, NODE_OPTIONS: '' },
  }),
];

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all(watchers.map((context) => context.dispose()));
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGINT');
        }),
    ),
  );
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));
// One part ending (a taken Vite port, start.mjs giving up) ends the loop rather than half of it.
for (const child of children) child.once('exit', (code) => void stop(code ?? 1));
