import type * as Pdfjs from 'pdfjs-dist';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import type { TextContent, TextItem } from 'pdfjs-dist/types/src/display/api';
import { isParseError, parseErrors } from './errors';
import type { ParseLimits } from './limits';
import { layoutPage } from './pdf-layout';
import type { PositionedText } from './pdf-lines';
import { pdfjsAssetOptions } from './pdfjs-assets';
import { loadPdfjs } from './pdfjs-loader';
import { armStreamGuard, streamGuardTripped } from './pdf-stream-guard';
import { hiddenTextNotice, isTooSmallToRead, unseenTextNotice } from './hidden-text';
import { trackUnseenText } from './pdf-unseen-text';
import { cleanInlineText } from './text-cleanup';

export interface PdfText {
  text: string;
  pages: number;
  /** Pages pdf.js could not read; with no text at all this means a damaged file, not a scan. */
  failedPages: number;
  /** Characters left out because no one could read them on the page (hidden-text.ts). */
  hiddenChars: number;
}

/**
 * Reads a PDF's text layer in reading order. Throws ParseError for refusals. One document at a
 * time per thread (as in the pool's workers): the stream guard's flag is per thread.
 */
export async function extractPdfText(data: Buffer, limits: ParseLimits): Promise<PdfText> {
  const pdfjs = await loadPdfjs();
  armStreamGuard(limits.maxPdfStreamBytes);
  const task = pdfjs.getDocument({
    data: new Uint8Array(data),
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    enableXfa: false,
    disableAutoFetch: true,
    disableStream: true,
    disableRange: true,
    useWasm: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    ...pdfjsAssetOptions(),
  });
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy();
    if (streamGuardTripped()) throw parseErrors.expandsTooMuch(limits.maxPdfStreamBytes);
    if ((error as { name?: unknown }).name === 'PasswordException')
      throw parseErrors.passwordProtected();
    throw parseErrors.corrupt();
  }
  try {
    return await readPages(pdfjs, doc, limits);
  } finally {
    await doc.destroy();
  }
}

async function readPages(
  pdfjs: typeof Pdfjs,
  doc: PDFDocumentProxy,
  limits: ParseLimits,
): Promise<PdfText> {
  if (doc.numPages > limits.maxPages) throw parseErrors.tooManyPages(limits.maxPages);
  const pages: string[] = [];
  let failedPages = 0;
  let hiddenChars = 0;
  let unseenChars = 0;
  let budget = limits.maxTextChars;
  for (let number = 1; number <= doc.numPages; number++) {
    try {
      const page = await doc.getPage(number);
      trackUnseenText(pdfjs.OPS);
      const items = await readItems(page, budget, limits.maxTextChars);
      page.cleanup();
      const shown: PositionedText[] = [];
      for (const item of items) {
        if (isTooSmallToRead(item)) hiddenChars += item.text.length;
        else if (item.unseen) unseenChars += item.text.length;
        else shown.push(item);
      }
      const text = layoutPage(shown);
      budget -= text.length;
      pages.push(text);
    } catch (error) {
      if (isParseError(error)) throw error;
      failedPages++;
    }
    // pdf.js logs and skips a stream it could not decode; the guard remembers it was a bomb.
    if (streamGuardTripped()) throw parseErrors.expandsTooMuch(limits.maxPdfStreamBytes);
  }
  // Said at the end of the text, the one thing every consumer keeps, so the analysis can flag it.
  // A document of hidden text only reads as one without text (a scan), as before.
  if (pages.some((page) => page.trim())) {
    if (hiddenChars > 0) pages.push(hiddenTextNotice(hiddenChars));
    if (unseenChars > 0) pages.push(unseenTextNotice(unseenChars));
  }
  return {
    text: pages.join('\n\n'),
    pages: doc.numPages,
    failedPages,
    hiddenChars: hiddenChars + unseenChars,
  };
}

/**
 * Reads text items as pdf.js produces them. Past the character budget the rest is drained
 * without being kept: cancelling pdf.js's text stream leaves its document unable to close
 * (destroy() never settles), and the pool's time limit still bounds the draining.
 */
async function readItems(
  page: PDFPageProxy,
  budget: number,
  maxChars: number,
): Promise<PositionedText[]> {
  const viewport = page.getViewport({ scale: 1 });
  const reader = page.streamTextContent({ includeMarkedContent: false }).getReader();
  const items: PositionedText[] = [];
  let chars = 0;
  for (;;) {
    const { value, done } = (await reader.read()) as { value?: TextContent; done: boolean };
    if (done || !value) break;
    for (const raw of value.items) {
      if (!('str' in raw)) continue;
      chars += raw.str.length;
      if (chars > budget) continue;
      const item = positioned(raw, viewport.transform);
      if (item) items.push(item);
      else if (raw.str.length > 0) markSpaceAfter(items[items.length - 1]);
    }
  }
  if (chars > budget) throw parseErrors.tooMuchText(maxChars);
  return items;
}

function markSpaceAfter(item: PositionedText | undefined): void {
  if (item) item.spaceAfter = true;
}

type Matrix = number[];

/** Places an item on the displayed page (rotation applied, y growing downwards). */
function positioned(raw: TextItem, view: Matrix): PositionedText | undefined {
  const text = cleanInlineText(raw.str);
  if (text.trim() === '') return undefined;
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = multiply(view, raw.transform as Matrix);
  return {
    text,
    x: e,
    y: f,
    width: raw.width * Math.hypot(view[0] ?? 0, view[1] ?? 0),
    size: Math.hypot(c, d) || Math.hypot(a, b) || 1,
    font: raw.fontName,
    rtl: raw.dir === 'rtl',
    rotated: Math.abs(b) > 0.1 * Math.abs(a) || a <= 0,
    unseen: (raw as TextItem & { unseen?: boolean }).unseen === true,
  };
}

function multiply(m: Matrix, n: Matrix): Matrix {
  const [m0 = 0, m1 = 0, m2 = 0, m3 = 0, m4 = 0, m5 = 0] = m;
  const [n0 = 0, n1 = 0, n2 = 0, n3 = 0, n4 = 0, n5 = 0] = n;
  return [
    m0 * n0 + m2 * n1,
    m1 * n0 + m3 * n1,
    m0 * n2 + m2 * n3,
    m1 * n2 + m3 * n3,
    m0 * n4 + m2 * n5 + m4,
    m1 * n4 + m3 * n5 + m5,
  ];
}
