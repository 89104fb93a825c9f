import type * as pdfjs from 'pdfjs-dist';

/** pdf.js's display API (the legacy build, which supports every Node version we run). */
export function loadPdfjs(): Promise<typeof pdfjs>;
/** Imports an ES module by URL (file: or data:). */
export function importModuleUrl(url: string): Promise<Record<string, unknown>>;
