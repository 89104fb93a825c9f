import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// `npm run dev`: the services' bundles are rebuilt on a change (esbuild watch, which node --watch
// then restarts), and the web dev server forwards the API to the gateway on PORT, whatever it is.

const ROOT = path.resolve(__dirname, '../..');
jest.setTimeout(60_000);

// Jest runs TypeScript as CommonJS; the scripts are ES modules, loaded as dev.mjs loads them.
const load = new Function('url', 'return import(url)') as (url: string) => Promise<{
  watchBundle(spec: {
    entryPoints: string[];
    outfile: string;
  }): Promise<{ dispose(): Promise<void> }>;
}>;

test("the web dev server's proxy follows PORT", () => {
  const script = `import('vite').then(async ({ loadConfigFromFile }) => {
    const { config } = await loadConfigFromFile({ command: 'serve', mode: 'development' }, 'vite.config.ts', undefined, 'silent');
    console.log(JSON.stringify(Object.fromEntries(Object.entries(config.server.proxy).map(([k, v]) => [k, v.target]))));
  })`;
  const result = spawnSync(process.execPath, ['-e', script], {
    cwd: path.join(ROOT, 'web'),
    env: { ...process.env, NODE_OPTIONS: '', PORT: '4517' },
    encoding: 'utf8',
  });
  expect([result.status, result.stderr]).toEqual([0, '']);
  expect(JSON.parse(result.stdout.trim().split('\n').at(-1)!)).toEqual({
    '/api': 'http://localhost:4517',
    '/socket.io': 'http://localhost:4517',
  });
});

test('a watched bundle is rebuilt when its source changes', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dev-watch-'));
  const entry = path.join(dir, 'entry.ts');
  const outfile = path.join(dir, 'out.js');
  writeFileSync(entry, "export const said: string = 'first';\n");
  const { watchBundle } = await load(pathToFileURL(path.join(ROOT, 'scripts/bundle.mjs')).href);
  const context = await watchBundle({ entryPoints: [entry], outfile });
  try {
    expect(readFileSync(outfile, 'utf8')).toContain('first');
    writeFileSync(entry, "export const said: string = 'second';\n");
    while (!readFileSync(outfile, 'utf8').includes('second'))
      await new Promise((r) => setTimeout(r, 50));
  } finally {
    await context.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
});
