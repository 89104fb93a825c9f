import { NEAR_WHITE } from './hidden-text';

/**
 * White text on a white page: a person sees nothing there, a screener reads a line of keywords
 * (issue #33: a white skills line lifted a designer from 14 to 86). pdf.js's text content carries
 * no colour, and its operator list decodes every image (too costly for every upload), so
 * pdfjs-loader.ts loads pdf.js's parser from a copy whose text-content reader calls this tracker on
 * every operator and marks each text item `unseen` when it is drawn in white or near-white, unless
 * something not white was painted under it first (a dark sidebar, a photo, a shaded band).
 *
 * What it does not see: backgrounds only partly under the text's first glyph, transparency
 * (ExtGState alpha) and text clipped away. Invisible rendering (mode 3) is not hidden text: it is
 * how OCR puts a text layer over a scanned page.
 */

/** pdf.js's operator codes this tracker follows (pdfjs.OPS). */
export interface OperatorCodes {
  moveTo: number;
  lineTo: number;
  curveTo: number;
  curveTo2: number;
  curveTo3: number;
  rectangle: number;
  fill: number;
  eoFill: number;
  fillStroke: number;
  eoFillStroke: number;
  closeFillStroke: number;
  closeEOFillStroke: number;
  stroke: number;
  closeStroke: number;
  endPath: number;
  setFillGray: number;
  setFillRGBColor: number;
  setFillCMYKColor: number;
  setFillColor: number;
  setFillColorN: number;
  setFillColorSpace: number;
  shadingFill: number;
  paintXObject: number;
}

/** The part of pdf.js's text state the tracker reads and writes (saved and restored with it). */
export interface TrackedState {
  ctm: ArrayLike<number>;
  /** Set here: the fill colour is white or near-white. */
  shortlistWhiteFill?: boolean;
}

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function isNearWhite(components: readonly unknown[]): boolean {
  if (!components.every((c) => typeof c === 'number')) return false; // a pattern
  const c = components as number[];
  if (c.length === 1) return (c[0] ?? 0) >= NEAR_WHITE;
  if (c.length === 3) return c.every((v) => v >= NEAR_WHITE);
  if (c.length === 4) return c.every((v) => v <= 1 - NEAR_WHITE);
  return false;
}

const numbersOf = (args: readonly unknown[]) => args.map((a) => (typeof a === 'number' ? a : NaN));

function apply(m: ArrayLike<number>, x: number, y: number): [number, number] {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = Array.from(m);
  return [a * x + c * y + e, b * x + d * y + f];
}

/** One page's reading: what was painted so far, and the path being built. */
export class UnseenTextTracker {
  private backgrounds: Box[] = [];
  private path: Box | undefined;

  constructor(private readonly ops: OperatorCodes) {}

  /** Called with every operator; `flush` ends the text item being built (its colour is settled). */
  operator(fn: number, args: readonly unknown[], state: TrackedState, flush: () => void): void {
    const ops = this.ops;
    switch (fn) {
      case ops.setFillGray:
      case ops.setFillRGBColor:
      case ops.setFillCMYKColor:
      case ops.setFillColor:
      case ops.setFillColorN:
        return this.setWhite(state, isNearWhite(args), flush);
      case ops.setFillColorSpace:
        return this.setWhite(state, false, flush); // a new space starts at black
      case ops.moveTo:
      case ops.lineTo:
      case ops.curveTo:
      case ops.curveTo2:
      case ops.curveTo3: {
        const n = numbersOf(args);
        for (let i = 0; i + 1 < n.length; i += 2) this.addPoint(state, n[i] ?? 0, n[i + 1] ?? 0);
        return;
      }
      case ops.rectangle: {
        const [x = 0, y = 0, w = 0, h = 0] = numbersOf(args);
        for (const [px, py] of [
          [x, y],
          [x + w, y],
          [x, y + h],
          [x + w, y + h],
        ] as const)
          this.addPoint(state, px, py);
        return;
      }
      case ops.fill:
      case ops.eoFill:
        if (this.path && !state.shortlistWhiteFill) this.backgrounds.push(this.path);
        this.path = undefined;
        return;
      case ops.fillStroke:
      case ops.eoFillStroke:
      case ops.closeFillStroke:
      case ops.closeEOFillStroke:
      case ops.stroke:
      case ops.closeStroke:
        // A stroke's colour is not followed, and a wide one paints a box (an initials badge
        // drawn as one thick square line, in a real resume): anything stroked may be under text.
        if (this.path) this.backgrounds.push(this.path);
        this.path = undefined;
        return;
      case ops.endPath:
        this.path = undefined;
        return;
      case ops.shadingFill:
        // Paints the whole clip, which is not followed: anything may be under the text now.
        this.backgrounds.push({ minX: -Infinity, minY: -Infinity, maxX: Infinity, maxY: Infinity });
        return;
      case ops.paintXObject:
        // An image fills the unit square of its matrix (a form's own content is read as usual).
        this.addPoint(state, 0, 0);
        this.addPoint(state, 1, 1);
        this.addPoint(state, 0, 1);
        this.addPoint(state, 1, 0);
        if (this.path) this.backgrounds.push(this.path);
        this.path = undefined;
        return;
    }
  }

  /** Whether text starting at (x, y) on the page, in the state's colour, can be seen. */
  isUnseen(state: TrackedState, x: number, y: number): boolean {
    if (!state.shortlistWhiteFill) return false;
    return !this.backgrounds.some((b) => x >= b.minX && x <= b.maxX && y >= b.minY && y <= b.maxY);
  }

  private setWhite(state: TrackedState, white: boolean, flush: () => void): void {
    if (white === (state.shortlistWhiteFill === true)) return;
    flush();
    state.shortlistWhiteFill = white;
  }

  private addPoint(state: TrackedState, x: number, y: number): void {
    const [px, py] = apply(state.ctm, x, y);
    const p = this.path;
    this.path = p
      ? {
          minX: Math.min(p.minX, px),
          minY: Math.min(p.minY, py),
          maxX: Math.max(p.maxX, px),
          maxY: Math.max(p.maxY, py),
        }
      : { minX: px, minY: py, maxX: px, maxY: py };
  }
}

interface TrackerGlobals {
  __shortlistUnseenText?: UnseenTextTracker;
}

/** Starts a page: the text items read from now on are judged against its own paint. */
export function trackUnseenText(ops: OperatorCodes): void {
  (globalThis as TrackerGlobals).__shortlistUnseenText = new UnseenTextTracker(ops);
}

const TRACKER = 'globalThis.__shortlistUnseenText';

/** [anchor in pdf.js's worker source, what goes in its place] */
const PATCHES: [string, string][] = [
  [
    // Every operator the text-content reader sees goes past the tracker first.
    `        const previousState = textState;
        textState = stateManager.state;
        const fn = operation.fn;
        args = operation.args;
`,
    `        const previousState = textState;
        textState = stateManager.state;
        const fn = operation.fn;
        args = operation.args;
        ${TRACKER}?.operator(fn, args, textState, flushTextContentItem);
`,
  ],
  [
    // A text item is judged where it starts, in the colour it starts in.
    `      textContentItem.hasEOL = false;
      textContentItem.initialized = true;`,
    `      textContentItem.hasEOL = false;
      {
        const [, , , , x, y] = getCurrentTextTransform();
        textContentItem.unseen = ${TRACKER}?.isUnseen(textState, x, y) ?? false;
      }
      textContentItem.initialized = true;`,
  ],
  [
    `        fontName: textChunk.fontName,
        hasEOL: textChunk.hasEOL
      };`,
    `        fontName: textChunk.fontName,
        hasEOL: textChunk.hasEOL,
        unseen: textChunk.unseen === true
      };`,
  ],
  [
    // Q can bring back another colour: the item drawn in the one before ends there.
    `if (previousState && (previousState.font !== textState.font || previousState.fontSize !== textState.fontSize || previousState.fontName !== textState.fontName)) {`,
    `if (previousState && (previousState.font !== textState.font || previousState.fontSize !== textState.fontSize || previousState.fontName !== textState.fontName || previousState.shortlistWhiteFill !== textState.shortlistWhiteFill)) {`,
  ],
];

/** pdf.js's worker source with the tracker wired in; fails loudly if pdf.js changed shape. */
export function trackUnseenTextInWorkerSource(source: string): string {
  return PATCHES.reduce((patched, [anchor, replacement]) => {
    const at = patched.indexOf(anchor);
    if (at < 0 || patched.indexOf(anchor, at + 1) >= 0) {
      throw new Error('pdf.js text content changed: update pdf-unseen-text.ts');
    }
    return patched.replace(anchor, replacement);
  }, source);
}
