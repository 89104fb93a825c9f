import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The pipeline's history is append-only: a promise about every code path, so this reads the
// service's source. A new UPDATE or DELETE of pipeline events fails here until it is argued for.
// The one delete is the candidate's erasure (pipeline/erase.ts).

const SRC = path.resolve(__dirname, '..');
const WRITE =
  /\.(update|delete)\(\s*pipelineEvents\b|\b(update|delete\s+from|truncate)\s+("?matching"?\.)?"?pipeline_events\b/gi;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

test('the detector sees Drizzle and SQL writes', () => {
  expect('db.update(pipelineEvents).set({})'.match(WRITE)).toHaveLength(1);
  expect('sql`DELETE FROM "matching"."pipeline_events"`'.match(WRITE)).toHaveLength(1);
  expect('db.insert(pipelineEvents).values([])'.match(WRITE)).toBeNull();
});

test('no code changes or removes a pipeline event, but erasure of the candidate', () => {
  const erase = path.join(SRC, 'pipeline', 'erase.ts');
  const writes = sourceFiles(SRC)
    .filter((file) => file !== erase)
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(WRITE)].map(
        (m) => `${path.relative(SRC, file)}: ${m[0]}`,
      ),
    );
  expect(writes).toEqual([]);
});
