/**
 * A cap on the size of any one decoded PDF stream. pdf.js keeps a decoded stream in one growing
 * ArrayBuffer, which lives outside the V8 heap that a worker's resourceLimits cap: a 300 KB
 * content stream of zeros inflates to 300 MB (800 MB of buffers, measured) without tripping them.
 *
 * pdf.js offers no hook, so pdfjs-loader.ts loads its parser ("worker") module from a copy whose
 * `DecodeStream.ensureBuffer` checks the cap: above it, it sets a flag and throws. pdf.js logs and
 * skips errors in page content, hence the flag, which the caller checks after each step.
 */
interface GuardGlobals {
  __shortlistPdfStreamLimit?: number;
  __shortlistPdfStreamLimitHit?: boolean;
}

const guard = globalThis as GuardGlobals;

export function armStreamGuard(maxBytes: number): void {
  guard.__shortlistPdfStreamLimit = maxBytes;
  guard.__shortlistPdfStreamLimitHit = false;
}

export function streamGuardTripped(): boolean {
  return guard.__shortlistPdfStreamLimitHit === true;
}

const ENSURE_BUFFER = `  ensureBuffer(requested) {
    const buffer = this.buffer;
    if (requested <= buffer.byteLength) {
      return buffer;
    }
`;
const GUARDED_ENSURE_BUFFER = `${ENSURE_BUFFER}    if (requested > (globalThis.__shortlistPdfStreamLimit ?? Infinity)) {
      globalThis.__shortlistPdfStreamLimitHit = true;
      throw new Error("Decoded stream is larger than the configured limit");
    }
`;

/** The pdf.js worker module source with the cap added; fails loudly if pdf.js changed shape. */
export function guardPdfjsWorkerSource(source: string): string {
  const at = source.indexOf(ENSURE_BUFFER);
  if (at < 0 || source.indexOf(ENSURE_BUFFER, at + 1) >= 0) {
    throw new Error(
      'pdf.js DecodeStream.ensureBuffer changed: update the stream guard in pdf-stream-guard.ts',
    );
  }
  // A relative source map URL cannot resolve against a data: URL (Node fails the import when
  // source maps are enabled), so it goes.
  return source
    .replace(ENSURE_BUFFER, GUARDED_ENSURE_BUFFER)
    .replace(/^\/\/# sourceMappingURL=.*$/m, '');
}
