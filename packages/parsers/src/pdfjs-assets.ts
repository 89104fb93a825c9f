import fs from 'node:fs';
import path from 'node:path';

/**
 * Where pdf.js finds its character maps (needed to read text set in predefined CJK encodings,
 * such as UniGB-UCS2-H) and its standard font data: pdfjs-dist's own folders in node_modules,
 * which the worker bundle leaves external like every npm package. Without them pdf.js still
 * reads most text, so a missing folder is no error.
 */
let cached: { cMapUrl?: string; cMapPacked?: boolean; standardFontDataUrl?: string } | undefined;

export function pdfjsAssetOptions() {
  cached ??= findAssets();
  return cached;
}

function findAssets() {
  let root: string;
  try {
    root = path.dirname(require.resolve('pdfjs-dist/package.json'));
  } catch {
    return {};
  }
  const cmaps = path.join(root, 'cmaps');
  if (!fs.existsSync(path.join(cmaps, 'UniGB-UCS2-H.bcmap'))) return {};
  // pdf.js's Node readers take file paths and append names to them, hence the trailing slash.
  return {
    cMapUrl: cmaps + path.sep,
    cMapPacked: true,
    standardFontDataUrl: path.join(root, 'standard_fonts') + path.sep,
  };
}
