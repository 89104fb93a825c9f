#!/usr/bin/env node
// The file npm links as `shortlist-match`. npm links a workspace's bins before the root `prepare`
// script builds dist/, and skips a bin whose file does not exist yet, so the bin must be a file
// that is committed (issue #20). It runs the built command, and builds it first when dist/ is
// missing (an install with --ignore-scripts, or a deleted dist/).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const built = fileURLToPath(new URL('../dist/shortlist-match.js', import.meta.url));

if (!existsSync(built)) {
  process.stderr.write('shortlist-match: not built yet, building it now...\n');
  const build = fileURLToPath(new URL('../build.mjs', import.meta.url));
  // The build's own output goes to stderr: stdout carries the report, the JSON or the CSV.
  const result = spawnSync(process.execPath, [build], { stdio: ['ignore', 2, 2] });
  if (result.status !== 0 || !existsSync(built)) {
    process.stderr.write(
      'shortlist-match: the build failed. Run `npm install` (or `npm run build`) at the root of the ' +
        'Shortlist checkout, then try again.\n',
    );
    process.exit(1);
  }
}

createRequire(import.meta.url)(built);
