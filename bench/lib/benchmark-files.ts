// The labelled benchmark directories (layout: ../shared/benchmarks/README.md) read as uploads
// are: each index's rows, and each file's text through the product's parsers.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseCsv } from '@shortlist/csv';
import { createParserPool, parseFileInProcess, type ParserPool } from '@shortlist/parsers';
import { sharedDir } from './resumes';

export interface Row {
  file: string;
  category: string;
}

export async function readIndex(file: string): Promise<Row[]> {
  const [header, ...rows] = parseCsv(await readFile(file, 'utf8'));
  const col = (name: string): number => {
    const at = header?.findIndex((h) => h.trim() === name) ?? -1;
    if (at < 0) throw new Error(`${file}: no "${name}" column`);
    return at;
  };
  const fileCol = col('file');
  const categoryCol = col('category');
  return rows.map((r) => ({
    file: (r[fileCol] ?? '').trim(),
    category: (r[categoryCol] ?? '').trim(),
  }));
}

/**
 * File to text as uploads go: the parser pool (worker threads, one per core), which sniffs the
 * type and cleans the text. Plain-text files (the benchmark's job descriptions) are read as UTF-8,
 * as there is nothing to parse. Without a built parser worker, the same parser runs in process.
 */
export interface Parser {
  parse: (file: string) => Promise<string>;
  close: () => Promise<void>;
}

export function openParser(): Parser {
  let pool: ParserPool | undefined;
  try {
    pool = createParserPool();
  } catch (err) {
    console.error(
      `parser pool unavailable (${err instanceof Error ? err.message : err}); parsing in process`,
    );
  }
  return {
    async parse(file) {
      const bytes = await readFile(file);
      if (path.extname(file).toLowerCase() === '.txt') return bytes.toString('utf8');
      const parsed = pool
        ? await pool.parse(bytes, path.basename(file))
        : await parseFileInProcess(bytes, path.basename(file));
      return parsed.text;
    },
    close: async () => pool?.close(),
  };
}

/** Texts of the files of one index, skipping (and naming on stderr) those that cannot be read. */
export async function readAll(
  parser: Parser,
  folder: string,
  rows: readonly Row[],
): Promise<{ row: Row; text: string }[]> {
  const texts = await Promise.all(
    rows.map(async (row) => {
      try {
        return { row, text: await parser.parse(path.join(folder, row.file)) };
      } catch (err) {
        console.error(`skipped ${row.file}: ${err instanceof Error ? err.message : err}`);
        return undefined;
      }
    }),
  );
  return texts.filter((t): t is { row: Row; text: string } => t !== undefined);
}

export type Texts = { row: Row; text: string }[];

/**
 * The jobs' and resumes' texts of one benchmark set (../shared/benchmarks/SET), parsed once and
 * kept in /tmp (not in the project) so that reruns take seconds; delete
 * /tmp/benchmark-texts-SET.json after the benchmark's files change. Undefined when the set is
 * absent.
 */
export async function benchmarkTexts(
  set: string,
): Promise<{ jobs: Texts; resumes: Texts } | undefined> {
  const dir = path.join(sharedDir(), 'benchmarks', set);
  if (!existsSync(dir)) return undefined;
  const cache = `/tmp/benchmark-texts-${set}.json`;
  if (existsSync(cache)) return JSON.parse(await readFile(cache, 'utf8'));
  const parser = openParser();
  const [jobs, resumes] = await Promise.all(
    ['jobs', 'resumes'].map(async (kind) =>
      readAll(parser, path.join(dir, kind), await readIndex(path.join(dir, kind, 'index.csv'))),
    ),
  ).finally(() => parser.close());
  await writeFile(cache, JSON.stringify({ jobs, resumes }));
  return { jobs: jobs!, resumes: resumes! };
}
