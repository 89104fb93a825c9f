// The matcher's folders stack: each reads only the ones below it, so a change to the message can
// never reach the score, nor a change to scoring reach extraction. Tests may drive the whole
// engine from any folder; production code may not run back up.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, dirname, sep } from 'node:path';

/** Lowest first. The knowledge is data: it reads nothing but itself. */
const LAYERS = [
  'knowledge',
  'shared', // types.ts, version.ts, years.ts, fingerprint.ts
  'taxonomy',
  'terms',
  'extract',
  'score',
  'message',
  'top', // index.ts, analyze.ts
] as const;
type Layer = (typeof LAYERS)[number];

const SRC = __dirname;
const SHARED = new Set(['types.ts', 'version.ts', 'years.ts', 'fingerprint.ts']);

function layerOf(file: string): Layer {
  const parts = relative(SRC, file).split(sep);
  if (parts.length === 1) return SHARED.has(parts[0] as string) ? 'shared' : 'top';
  const folder = parts[0] as Layer;
  if (!LAYERS.includes(folder)) throw new Error(`${file}: a folder with no layer`);
  return folder;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const production = entry.name.endsWith('.ts') && !/\.(test|fixture)\.ts$/.test(entry.name);
    return production ? [path] : [];
  });
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^;'"`]*?\bfrom\s+'([^']+)'|(?:^|\n)\s*import\s+'([^']+)'/g;

function importsOf(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((match) => (match[1] ?? match[2]) as string);
}

/** The file an import names: `../taxonomy` is its folder's index. */
function resolved(target: string): string {
  return existsSync(`${target}.ts`) ? `${target}.ts` : join(target, 'index.ts');
}

/** Every import of `file` that leaves the matcher or runs to a higher layer. */
function wrongImports(file: string, text: string): string[] {
  const from = layerOf(file);
  return importsOf(text).flatMap((spec) => {
    if (!spec.startsWith('.'))
      return [`${relative(SRC, file)} imports ${spec}: the matcher is pure`];
    const to = layerOf(resolved(join(dirname(file), spec)));
    return LAYERS.indexOf(to) > LAYERS.indexOf(from)
      ? [`${relative(SRC, file)} (${from}) imports ${spec} (${to})`]
      : [];
  });
}

describe('the layers of the matcher', () => {
  it('no production import runs back up (knowledge ← taxonomy ← terms ← extract ← score ← message ← top)', () => {
    const wrong = sourceFiles(SRC).flatMap((file) =>
      wrongImports(file, readFileSync(file, 'utf8')),
    );
    expect(wrong).toEqual([]);
  });

  it('catches an import up a layer, and one out of the package', () => {
    const file = join(SRC, 'extract', 'job.ts');
    expect(wrongImports(file, "import { jobRoles } from '../score/roles';")).toEqual([
      'extract/job.ts (extract) imports ../score/roles (score)',
    ]);
    expect(wrongImports(file, "import { readFileSync } from 'node:fs';")).toHaveLength(1);
    expect(
      wrongImports(
        join(SRC, 'knowledge', 'chef.ts'),
        "import { group } from '../taxonomy/define';",
      ),
    ).toHaveLength(1);
    expect(wrongImports(file, "import { findSkills } from '../taxonomy';")).toEqual([]);
  });
});
