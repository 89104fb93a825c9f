import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Issue #28.2, one store per table: the analyses table is read and written by one module,
// analyses-store/. No other source of matching (tests and their support left out) imports the
// table's definition or names it in SQL, so none can build a query on it.

const SRC = __dirname;
const STORE = 'analyses-store';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'test-support' ? [] : sources(file);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [file] : [];
  });
}

/** How a source reaches the analyses table, if it does. */
function reachesAnalyses(text: string): string[] {
  const found: string[] = [];
  for (const [, names, from] of text.matchAll(
    /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g,
  )) {
    if (!from!.endsWith('db/schema') && from !== './schema') continue;
    const imported = names!.split(',').map((n) =>
      n
        .trim()
        .split(/\s+as\s+/)[0]!
        .trim(),
    );
    if (imported.includes('analyses')) found.push(`imports analyses from ${from}`);
  }
  for (const pattern of [/\bmatching\.analyses\b/, /\bschema\.analyses\b/, /\.query\.analyses\b/]) {
    if (pattern.test(text)) found.push(`names ${pattern.source.replace(/\\[b.]/g, '')}`);
  }
  return found;
}

const files = sources(SRC).map((file) => ({
  file: path.relative(SRC, file),
  reaches: reachesAnalyses(readFileSync(file, 'utf8')),
}));

test('only the analyses store builds queries on the analyses table', () => {
  const outside = files
    .filter(
      ({ file }) =>
        !file.startsWith(`${STORE}${path.sep}`) && file !== path.join('db', 'schema.ts'),
    )
    .flatMap(({ file, reaches }) => reaches.map((how) => `${file} ${how}`));
  expect(outside).toEqual([]);
});

test('the check sees the store reach the table (a renamed table would make it see nothing)', () => {
  const inStore = files.filter(({ file, reaches }) => file.startsWith(STORE) && reaches.length);
  expect(inStore.map(({ file }) => path.basename(file))).toEqual(
    expect.arrayContaining(['rows.ts', 'runs.ts', 'scores.ts']),
  );
});

test('the check catches a query outside the store', () => {
  expect(reachesAnalyses("import { analyses, batches } from '../db/schema';")).toHaveLength(1);
  expect(reachesAnalyses('sql`select 1 from matching.analyses a`')).toHaveLength(1);
  expect(reachesAnalyses("import { batches } from '../db/schema';")).toEqual([]);
});
