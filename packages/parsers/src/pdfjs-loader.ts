import { readFileSync } from 'node:fs';
import type * as Pdfjs from 'pdfjs-dist';
import { importModuleUrl, loadPdfjs as importPdfjs } from './load-pdfjs.cjs';
import { guardPdfjsWorkerSource } from './pdf-stream-guard';
import { trackUnseenTextInWorkerSource } from './pdf-unseen-text';

let loaded: Promise<typeof Pdfjs> | undefined;

/**
 * pdf.js, ready to read documents in this thread: its display API, and its parser (the "worker"
 * module, with the stream guard) installed where pdf.js looks for a same-thread parser. Once per
 * thread.
 */
export function loadPdfjs(): Promise<typeof Pdfjs> {
  loaded ??= withNativeBuiltins(async () => {
    const pdfjs = await importPdfjs();
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await importGuardedWorker();
    return pdfjs;
  });
  return loaded;
}

/**
 * The legacy build bundles core-js, which on Node 20's V8 replaces Array.prototype.push and
 * JSON.parse for every caller in the thread with JavaScript versions (for spec corner cases:
 * non-writable lengths, JSON source text). push alone was 15% of the parse time; the natives go
 * back once pdf.js has loaded. The polyfills that add missing methods stay.
 */
async function withNativeBuiltins<T>(load: () => Promise<T>): Promise<T> {
  const push = Array.prototype.push;
  const parse = JSON.parse;
  try {
    return await load();
  } finally {
    Object.defineProperty(Array.prototype, 'push', {
      value: push,
      writable: true,
      configurable: true,
    });
    Object.defineProperty(JSON, 'parse', { value: parse, writable: true, configurable: true });
  }
}

/** Imported from a data: URL (the module imports nothing) to avoid writing files at run time. */
function importGuardedWorker(): Promise<Record<string, unknown>> {
  const file = require.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs');
  const source = trackUnseenTextInWorkerSource(guardPdfjsWorkerSource(readFileSync(file, 'utf8')));
  return importModuleUrl(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);
}
