import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Issue #28.2: matching's domain folders stack; none imports another that imports it back (there
// were 7 such arrows). Read from the sources, tests left out.

const SRC = __dirname;
const folders = readdirSync(SRC).filter(
  (name) => statSync(path.join(SRC, name)).isDirectory() && name !== 'test-support',
);

function importsOf(folder: string): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) {
        for (const [, to] of readFileSync(file, 'utf8').matchAll(/from '\.\.\/([a-z-]+)/g)) {
          if (to && to !== folder && folders.includes(to)) found.add(to);
        }
      }
    }
  };
  walk(path.join(SRC, folder));
  return found;
}

test('no domain folder of matching imports another both ways', () => {
  const graph = new Map(folders.map((f) => [f, importsOf(f)]));
  const both = folders.flatMap((a) =>
    [...graph.get(a)!].filter((b) => a < b && graph.get(b)?.has(a)).map((b) => `${a} <-> ${b}`),
  );
  expect(both).toEqual([]);
  // The walk found the folders it should (a renamed folder would make this test see nothing).
  expect(folders).toEqual(expect.arrayContaining(['analyses', 'oversight', 'present', 'scoring']));
});
