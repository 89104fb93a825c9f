import { readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

/** The repository root. */
export const ROOT = path.resolve(__dirname, '../../..');

export const readRepoFile = (relative: string): string =>
  readFileSync(path.join(ROOT, relative), 'utf8');

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every document of a YAML stream as plain data. Merge keys (`<<: *anchor`) are resolved as
 * docker compose resolves them; empty documents are dropped.
 */
export function parseYamlDocuments(text: string, source = 'yaml'): Json[] {
  return YAML.parseAllDocuments(text, { merge: true })
    .map((doc) => {
      if (doc.errors.length) throw new Error(`${source}: ${doc.errors[0]?.message}`);
      return doc.toJS({ maxAliasCount: -1 }) as Json;
    })
    .filter((doc) => doc !== null && doc !== undefined);
}

export function parseYaml(text: string, source = 'yaml'): Json {
  const [first] = parseYamlDocuments(text, source);
  if (first === undefined) throw new Error(`${source}: empty`);
  return first;
}

export const clone = <T extends Json>(value: T): T => structuredClone(value);

/** `KEY=VALUE` → [KEY, VALUE]; the value may contain the separator. */
export function splitOnce(text: string, separator: string): [string, string] {
  const index = text.indexOf(separator);
  return index < 0 ? [text, ''] : [text.slice(0, index), text.slice(index + 1)];
}
