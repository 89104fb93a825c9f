import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// `npm test` then `npm start`: the web app users get is the production build. The tests' build
// runs with NODE_ENV=test (scripts/test.mjs); it once put React's development bundle in web/dist,
// which `npm start` then served because it was newer than the sources. Built here into a folder
// of its own, so the web/dist other suites serve is left alone.

const ROOT = path.resolve(__dirname, '../..');
jest.setTimeout(180_000);

let out: string;
beforeAll(() => (out = mkdtempSync(path.join(os.tmpdir(), 'web-build-'))));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** scripts/build.mjs's web part, as `npm test` (NODE_ENV=test) or `npm start` runs it. */
function build(nodeEnv: string): string {
  const result = spawnSync(
    process.execPath,
    ['scripts/build.mjs', '--web-only', '--if-stale', `--web-out=${out}`],
    { cwd: ROOT, env: { ...process.env, NODE_OPTIONS: '', NODE_ENV: nodeEnv }, encoding: 'utf8' },
  );
  expect([result.status, result.stderr]).toEqual([0, expect.any(String)]);
  return result.stdout + result.stderr;
}

/** Whether any script of the build is React's development bundle (JSX compiled for dev). */
function hasDevelopmentReact(): boolean {
  const assets = path.join(out, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .some((name) => readFileSync(path.join(assets, name), 'utf8').includes('jsxDEV'));
}

test("the tests' build is the production build, and npm start then serves it as is", () => {
  expect(build('test')).toContain('building the web app');
  expect(hasDevelopmentReact()).toBe(false);
  expect(JSON.parse(readFileSync(path.join(out, '.build.json'), 'utf8'))).toEqual({
    mode: 'production',
  });
  expect(build('development')).not.toContain('building the web app');
});

test('a build not recorded as production (an older test build) is rebuilt by npm start', () => {
  writeFileSync(path.join(out, '.build.json'), JSON.stringify({ mode: 'test' }));
  expect(build('development')).toContain('building the web app');
  expect(hasDevelopmentReact()).toBe(false);
  rmSync(path.join(out, '.build.json'));
  expect(build('development')).toContain('building the web app');
});
