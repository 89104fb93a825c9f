// pdf.js ships only as ES modules. This file stays plain CommonJS so that neither jest's
// transform (which turns `import()` into `require()`, and require cannot load ESM) nor a bundler
// rewrites these dynamic imports; Node resolves them from node_modules at run time.
exports.loadPdfjs = () => import('pdfjs-dist/legacy/build/pdf.mjs');
exports.importModuleUrl = (url) => import(url);
