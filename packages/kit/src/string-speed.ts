// Keeps V8's fast string methods in every process that loads ioredis. Imported first by kit's
// index, so it runs before ioredis (or BullMQ, which loads it) is required anywhere.
//
// ioredis 6 defines `class VerbatimString extends String` when it loads. In V8 (Node 20), the
// first object other than a String wrapper whose prototype is String.prototype makes every later
// `text.charCodeAt(i)` about 3.5 times slower for the rest of the process, and `slice` or
// `startsWith` about 1.5 times slower. The engine reads every word of every resume by character
// code: measured by bench/string-speed.ts on 200 real resumes, with ioredis loaded as it ships a
// pair took 1.25-1.3 times as long to score and a resume 1.1 times as long to extract.
//
// So ioredis's module is replaced, before it loads, by one that defines the same String subclass
// on first use. ioredis builds a VerbatimString only for a type mapping that asks for it (neither
// of its reply mappings does), so a process normally never defines it; one that does gets the
// same object as before.
import Module, { createRequire } from 'node:module';
import path from 'node:path';

// A String wrapper object, as ioredis's is: the wrapper type is the point here.
// eslint-disable-next-line @typescript-eslint/no-wrapper-object-types
export interface VerbatimString extends String {
  readonly format: string;
}

type VerbatimClass = new (format: string, value: string) => VerbatimString;

let defined: VerbatimClass | undefined;

function verbatimClass(): VerbatimClass {
  defined ??= class VerbatimString extends String {
    constructor(
      readonly format: string,
      value: string,
    ) {
      super(value);
    }
  };
  return defined;
}

/**
 * ioredis's VerbatimString, defined on first use: `new LazyVerbatimString(format, value)` is an
 * instance of the String subclass, and `instanceof LazyVerbatimString` recognises one.
 */
export const LazyVerbatimString = function LazyVerbatimString(format: string, value: string) {
  return new (verbatimClass())(format, value);
} as unknown as VerbatimClass;
Object.defineProperty(LazyVerbatimString, Symbol.hasInstance, {
  value: (value: unknown) => defined !== undefined && value instanceof defined,
});

/** Whether the String subclass has been defined in this process (for the tests). */
export function verbatimClassDefined(): boolean {
  return defined !== undefined;
}

const requireHere = createRequire(__filename);

/** Where ioredis keeps the module; undefined when ioredis is not installed. */
export function ioredisVerbatimFile(): string | undefined {
  try {
    return path.join(path.dirname(requireHere.resolve('ioredis')), 'resp', 'verbatim-string.js');
  } catch {
    return undefined;
  }
}

function install(): void {
  const file = ioredisVerbatimFile();
  // Already loaded (a process that required ioredis before kit): nothing can be undone.
  if (!file || requireHere.cache[file]) return;
  const replacement = new Module(file);
  replacement.filename = file;
  replacement.loaded = true;
  replacement.exports = { __esModule: true, VerbatimString: LazyVerbatimString };
  requireHere.cache[file] = replacement;
}

install();
