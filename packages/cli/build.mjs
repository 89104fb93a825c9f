// Bundles the CLI into one runnable file with the repository's esbuild settings (npm packages stay
// external and load from node_modules).
import { chmodSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle } from '../../scripts/bundle.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const outfile = path.join(here, 'dist/shortlist-match.js');
await bundle({ entryPoints: [path.join(here, 'src/main.ts')], outfile, banner: '#!/usr/bin/env node' });
chmodSync(outfile, 0o755);
