import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { workspaceDir } from '@shortlist/kit';

// The house's package graph (issue #28): no package depends on itself through others, and the test
// support every service shares depends on no service, in its manifest or in an import.
const root = path.resolve(workspaceDir('@shortlist/tests'), '..');
const SERVICES = ['auth', 'billing', 'documents', 'gateway', 'matching'].map(
  (s) => `@shortlist/${s}`,
);

interface Manifest {
  name: string;
  dir: string;
  deps: string[];
}

function manifests(): Manifest[] {
  return ['packages', 'services'].flatMap((group) =>
    readdirSync(path.join(root, group)).map((name) => {
      const dir = path.join(root, group, name);
      const json = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name: string;
        dependencies?: Record<string, string>;
        devDependencies?: Record<string, string>;
      };
      const deps = Object.keys({ ...json.dependencies, ...json.devDependencies });
      return { name: json.name, dir, deps: deps.filter((d) => d.startsWith('@shortlist/')) };
    }),
  );
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mjs|cjs|js)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

test('no package depends on itself through others', () => {
  const byName = new Map(manifests().map((m) => [m.name, m]));
  const cycles: string[] = [];
  const walk = (name: string, trail: string[]) => {
    if (trail.includes(name)) {
      cycles.push([...trail.slice(trail.indexOf(name)), name].join(' → '));
      return;
    }
    for (const dep of byName.get(name)?.deps ?? []) walk(dep, [...trail, name]);
  };
  for (const name of byName.keys()) walk(name, []);
  expect(cycles).toEqual([]);
});

test('packages/test-support depends on no service, in its manifest or its imports', () => {
  const support = manifests().find((m) => m.name === '@shortlist/test-support');
  expect(support).toBeDefined();
  expect(support!.deps.filter((d) => SERVICES.includes(d))).toEqual([]);
  const imports = sources(path.join(support!.dir, 'src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/from '(@shortlist\/[\w-]+)/g)]
      .map((m) => m[1]!)
      .filter((name) => SERVICES.includes(name))
      .map((name) => `${path.relative(root, file)} imports ${name}`),
  );
  expect(imports).toEqual([]);
});
