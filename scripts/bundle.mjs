// How we turn TypeScript entries into runnable Node files: esbuild bundles our own code (the
// services and the @shortlist/* workspace packages, which are TypeScript source) into one CommonJS
// file and leaves every npm dependency to be required from node_modules at run time.
import * as esbuild from 'esbuild';

const keepOurs = {
  name: 'externalize-npm-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@shortlist/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

function options({ entryPoints, outfile, outdir, banner }) {
  return {
    entryPoints,
    outfile,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    banner: banner ? { js: banner } : undefined,
    plugins: [keepOurs],
  };
}

export function bundle(spec) {
  return esbuild.build(options(spec));
}

/**
 * The same bundle, built now and again on every change to a file it includes (`npm run dev`).
 * Resolves once the first build is written; `dispose()` stops watching.
 */
export async function watchBundle(spec) {
  const context = await esbuild.context(options(spec));
  await context.rebuild();
  await context.watch();
  return context;
}
